import type { Migration, MigrationProvider } from 'kysely'

import * as initial from './0001-initial.ts'
import * as phoneLookupOrder from './0002-phone-lookup-order.ts'
import * as adminOrderList from './0005-admin-order-list.ts'
import * as bookingSearchIndex from './0006-booking-search-index.ts'
import * as customersAndStats from './0007-customers-and-stats.ts'
import * as customerSearchIndex from './0008-customer-search-index.ts'

/** Listed here rather than read from disk, so the same list runs from source (tsx, Vitest) and from dist. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-phone-lookup-order': phoneLookupOrder,
  '0005-admin-order-list': adminOrderList,
  '0006-booking-search-index': bookingSearchIndex,
  '0007-customers-and-stats': customersAndStats,
  '0008-customer-search-index': customerSearchIndex,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
