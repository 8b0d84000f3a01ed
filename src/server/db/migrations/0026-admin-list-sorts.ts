import { sql, type Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The admin's order list sorted by status, knives or add-ons (All Orders and Archived Orders): without an index
 * each page sorted every order of the view, on SQLite 0.4 to 1.2 s for the status at a million bookings (0.27 s
 * for the others), during which the server answered nobody. These hand over a page in order, as migration 0005's
 * do for the customer and the value. Each expression is the very one the list sorts by (bookings-list.repository.ts,
 * SORT_EXPRESSIONS); an index on an expression serves only that expression, and the list's plan test holds the two
 * together. Their keys are small numbers followed by the id, so a new booking adds its entries at the ends of a few
 * runs rather than at random places.
 */
const BLADES = sql`(blades_over_9_inches + blades_7_to_9_inches + blades_4_to_6_inches + blades_under_4_inches)`

const SORTS = {
  bookings_archived_status_rank_idx: sql`case status when 'in-progress' then 1 when 'completed' then 2 when 'paid' then 3 when 'cancelled' then 4 else 0 end`,
  bookings_archived_knives_idx: sql`case when measurement_type = 'pickup' and ${BLADES} = 0 then coalesce(knife_count, 0) else ${BLADES} end`,
  bookings_archived_add_ons_idx: sql`(nick_repair_quantity + strapping_quantity)`,
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [index, expression] of Object.entries(SORTS))
    await sql`create index if not exists ${sql.id(index)} on bookings (archived, (${expression}), id)`.execute(
      db,
    )
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of Object.keys(SORTS).reverse()) await db.schema.dropIndex(index).ifExists().execute()
}
