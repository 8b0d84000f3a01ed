/** PostgreSQL's integer, the type of every table's id: a larger number names no row and must not reach a query. */
export const MAX_ROW_ID = 2_147_483_647

/** Whether a whole number could be a row's id at all: 1 to MAX_ROW_ID. */
export const isRowId = (id: number) => id >= 1 && id <= MAX_ROW_ID
