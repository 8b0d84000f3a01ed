import type { Transaction } from 'kysely'
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres'

import type { PickupSettings } from '../../../shared/pickup.schema.ts'
import { databaseKind } from '../../db/database.ts'
import { oncePerTransaction } from '../../db/group-commit.ts'
import type { Database } from '../../db/schema.ts'
import {
  BUSINESS_KEYS,
  type BusinessSettings,
  businessSettingsOf,
  readBusinessSettings,
  settingRowsRead,
  settingsByKey,
} from '../business/index.ts'
import { loadPickupSettings, pickupRuleReads, pickupSettingsOf } from '../pickup/index.ts'

export interface BookingRules {
  /** The business's profile, served ZIP codes and prices, as readBusinessSettings answers them. */
  business: BusinessSettings
  /** The pickup windows, closures, lead time and horizon, as loadPickupSettings answers them. */
  pickup: PickupSettings
}

/**
 * What a new booking is checked and priced by: the business's settings and its pickup rules, read in the booking's
 * transaction. On PostgreSQL the four reads go as one statement, each aggregated to JSON, since a round trip costs
 * more than any of them; SQLite, in the same process, runs them one after another.
 */
async function readBookingRules(trx: Transaction<Database>): Promise<BookingRules> {
  if (databaseKind(trx) !== 'postgres') {
    return { business: await readBusinessSettings(trx), pickup: await loadPickupSettings(trx) }
  }
  const pickup = pickupRuleReads(trx)
  const row = await trx
    .selectNoFrom([
      jsonArrayFrom(settingRowsRead(trx, BUSINESS_KEYS)).as('settings'),
      jsonArrayFrom(pickup.windows).as('windows'),
      jsonArrayFrom(pickup.closures).as('closures'),
      jsonObjectFrom(pickup.settings).as('pickupSettings'),
    ])
    .executeTakeFirstOrThrow()
  return {
    business: businessSettingsOf(settingsByKey(row.settings)),
    pickup: pickupSettingsOf(row.windows, row.closures, row.pickupSettings),
  }
}

/**
 * The bookings of one group commit read the rules once between them (group-commit.ts): a booking later in the
 * group sees them as they were at the group's start, as if it had arrived with the first.
 */
export const bookingRulesOfGroup = oncePerTransaction(readBookingRules)
