import { DEFAULT_PRICES, type PriceList } from '@shared/pricing.ts'
import { useBusiness } from './business'

/**
 * The owner's current price list, from the public business settings (GET /api/public/business): the one the
 * server prices new bookings with. Until it arrives, the spec's prices stand in.
 */
export function usePriceList(): PriceList {
  return useBusiness().data?.prices ?? DEFAULT_PRICES
}
