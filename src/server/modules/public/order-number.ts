import { isRowId } from '../../../shared/row-id.ts'

/** "27", "#27" or "BO-000027" (in any case), as the confirmation, the admin lists and people write it. */
const ORDER_NUMBER = /^(?:#|BO-)?0*(\d{1,10})$/i

/** The booking id in an order number as people write it, or undefined when it cannot be one. */
export function parseOrderNumber(text: string): number | undefined {
  const match = ORDER_NUMBER.exec(text.trim())
  if (!match?.[1]) return undefined
  const id = Number(match[1])
  return isRowId(id) ? id : undefined
}
