import type { Migration, MigrationProvider } from 'kysely'

import * as initial from './0001-initial.ts'
import * as phoneLookupOrder from './0002-phone-lookup-order.ts'
import * as adminOrderList from './0005-admin-order-list.ts'
import * as bookingSearchIndex from './0006-booking-search-index.ts'
import * as customersAndStats from './0007-customers-and-stats.ts'
import * as customerSearchIndex from './0008-customer-search-index.ts'
import * as mailOutbox from './0009-mail-outbox.ts'
import * as businessSettings from './0010-business-settings.ts'
import * as pickupScheduling from './0011-pickup-scheduling.ts'
import * as orderAccessTokens from './0012-order-access-tokens.ts'
import * as statsCounters from './0014-stats-counters.ts'
import * as pickupReminders from './0015-pickup-reminders.ts'
import * as customerStats from './0016-customer-stats.ts'
import * as statsAllTime from './0017-stats-all-time.ts'
import * as latestEventsIndex from './0018-latest-events-index.ts'
import * as orderSearchWalk from './0019-order-search-walk.ts'
import * as customerNameWalk from './0020-customer-name-walk.ts'
import * as searchIndexMerges from './0021-search-index-merges.ts'
import * as pickupSlotTaken from './0022-pickup-slot-taken.ts'
import * as statsRowUpserts from './0023-stats-row-upserts.ts'
import * as orderSearchListKey from './0024-order-search-list-key.ts'
import * as customerNameOrder from './0025-customer-name-order.ts'
import * as adminListSorts from './0026-admin-list-sorts.ts'
import * as customerIndexUnchanged from './0027-customer-index-unchanged.ts'
import * as pickupCapacityCheck from './0028-pickup-capacity-check.ts'
import * as emailSummaries from './0029-email-summaries.ts'
import * as pickedUp from './0030-picked-up.ts'
import * as payments from './0031-payments.ts'
import * as mailAttachments from './0032-mail-attachments.ts'
import * as returnTime from './0033-return-time.ts'
import * as attention from './0034-attention.ts'
import * as rebookReminders from './0035-rebook-reminders.ts'
import * as paymentStats from './0037-payment-stats.ts'
import * as ownerReplies from './0038-owner-replies.ts'
import * as failedMailFlag from './0039-failed-mail-flag.ts'
import * as passwordResetTokens from './0040-password-reset-tokens.ts'
import * as reviews from './0042-reviews.ts'
import * as customerUnsubscribe from './0043-customer-unsubscribe.ts'
import * as adminListPickupSort from './0044-admin-list-pickup-sort.ts'
import * as noPickupTimeIndex from './0045-no-pickup-time-index.ts'
import * as recentlyFinishedIndex from './0046-recently-finished-index.ts'

/** Listed here rather than read from disk, so the same list runs from source (tsx, Vitest) and from dist. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-phone-lookup-order': phoneLookupOrder,
  '0005-admin-order-list': adminOrderList,
  '0006-booking-search-index': bookingSearchIndex,
  '0007-customers-and-stats': customersAndStats,
  '0008-customer-search-index': customerSearchIndex,
  '0009-mail-outbox': mailOutbox,
  '0010-business-settings': businessSettings,
  '0011-pickup-scheduling': pickupScheduling,
  '0012-order-access-tokens': orderAccessTokens,
  '0014-stats-counters': statsCounters,
  '0015-pickup-reminders': pickupReminders,
  '0016-customer-stats': customerStats,
  '0017-stats-all-time': statsAllTime,
  '0018-latest-events-index': latestEventsIndex,
  '0019-order-search-walk': orderSearchWalk,
  '0020-customer-name-walk': customerNameWalk,
  '0021-search-index-merges': searchIndexMerges,
  '0022-pickup-slot-taken': pickupSlotTaken,
  '0023-stats-row-upserts': statsRowUpserts,
  '0024-order-search-list-key': orderSearchListKey,
  '0025-customer-name-order': customerNameOrder,
  '0026-admin-list-sorts': adminListSorts,
  '0027-customer-index-unchanged': customerIndexUnchanged,
  '0028-pickup-capacity-check': pickupCapacityCheck,
  '0029-email-summaries': emailSummaries,
  '0030-picked-up': pickedUp,
  '0031-payments': payments,
  '0032-mail-attachments': mailAttachments,
  '0033-return-time': returnTime,
  '0034-attention': attention,
  '0035-rebook-reminders': rebookReminders,
  '0037-payment-stats': paymentStats,
  '0038-owner-replies': ownerReplies,
  '0039-failed-mail-flag': failedMailFlag,
  '0040-password-reset-tokens': passwordResetTokens,
  '0042-reviews': reviews,
  '0043-customer-unsubscribe': customerUnsubscribe,
  '0044-admin-list-pickup-sort': adminListPickupSort,
  '0045-no-pickup-time-index': noPickupTimeIndex,
  '0046-recently-finished-index': recentlyFinishedIndex,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
