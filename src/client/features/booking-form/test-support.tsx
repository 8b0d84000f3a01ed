import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'

import { businessQueryOptions } from '@/lib/business'
import { createQueryClient } from '@/lib/query-client'

import type { BusinessInfo } from '@shared/business.schema.ts'
import { DEFAULT_PRICES } from '@shared/pricing.ts'

export const TEST_BUSINESS: BusinessInfo = {
  name: 'Sharp Edge',
  email: 'hello@sharpedge.example',
  city: 'Orlando',
  state: 'FL',
  zipCode: '32804',
  timezone: 'America/New_York',
  phone: '',
  hours: '',
  about: '',
  servedZips: ['32804', '32803'],
  prices: DEFAULT_PRICES,
}

/** Renders a booking form with the business settings already loaded, as they are once any page has shown. */
export function renderWithBusiness(ui: ReactNode, business: BusinessInfo = TEST_BUSINESS) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(businessQueryOptions().queryKey, business)
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/booking-dashboard']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}
