import { everyDayWindows } from '../modules/pickup/pickup-test-support.ts'
import { detailedBooking, pickupBooking } from './bookings.ts'
import { TEST_ADMIN } from './test-app.ts'

const YOUTUBE_URL = 'https://youtu.be/dQw4w9WgXcQ'

/**
 * Bodies these routes accept, by `METHOD /url` as registered: a schema alone does not say what gets past
 * refinements such as "a valid e-mail". The fuzz test breaks them one field at a time; the OpenAPI test sends
 * them to get real answers.
 */
export const EXAMPLE_BODIES: Record<string, unknown[]> = {
  'POST /api/auth/login': [TEST_ADMIN],
  'POST /api/auth/password-reset': [{ username: TEST_ADMIN.username }],
  'POST /api/auth/password-reset/:token': [{ newPassword: 'a brand new password 42' }],
  'POST /api/bookings': [detailedBooking, pickupBooking],
  'PUT /api/bookings/:id': [{ ...detailedBooking, status: 'in-progress' }],
  'PATCH /api/bookings/:id/status': [{ status: 'completed', notes: 'Picked up', notifyCustomer: true }],
  'PUT /api/settings/payments': [
    {
      paymentInstructions: 'Cash or card at return. Venmo @sharpedge',
      paymentLinkUrl: 'https://pay.example.com/x',
    },
  ],
  'PUT /api/settings/reminders': [{ rebookAfterDays: 90, reviewRequests: false }],
  'POST /api/public/orders/:token/review': [
    { rating: 5, comment: 'Sharp as new, thank you!', publish: true },
  ],
  'PUT /api/settings/notifications': [
    {
      customerCancelled: true,
      customerRescheduled: false,
      customerMessage: true,
      mailFailed: true,
      newBooking: true,
    },
  ],
  'POST /api/bookings/:id/payments': [{ amount: '1.00', tip: '0.50', method: 'card', note: 'At the door' }],
  'POST /api/bookings/:id/picked-up': [
    {
      bladesOver9Inches: 2,
      blades7To9Inches: 1,
      blades4To6Inches: 1,
      bladesUnder4Inches: 1,
      nickRepairQuantity: 2,
      strappingQuantity: 0,
      notes: 'Left on the porch',
    },
  ],
  'PUT /api/bookings/:id/return': [{ returnSlotStart: '2031-03-03T14:00:00.000Z', allowOverCapacity: false }],
  'POST /api/public/orders/:token/return': [{ returnSlotStart: '2031-03-03T14:00:00.000Z' }],
  'POST /api/videos': [{ title: 'Before and after', category: 'Results', videoUrl: YOUTUBE_URL }],
  'PUT /api/videos/:id': [{ title: 'Renamed', category: 'process', isActive: false }],
  'PUT /api/videos/:id/position': [{ position: 2 }],
  'PUT /api/settings/service-area': [{ servedZips: ['32804', '32803'] }],
  'PUT /api/settings/business': [
    {
      name: 'Sharp Edge Knife Sharpening',
      email: 'hello@sharpedge.example',
      phone: '(407) 555-0100',
      city: 'Orlando',
      state: 'FL',
      zipCode: '32804',
      timezone: 'America/New_York',
      hours: 'Mon–Sat 9–5',
      about: 'Hand sharpening on whetstones.\nPickup and delivery in Orlando.',
    },
  ],
  'PUT /api/settings/prices': [
    {
      bladesOver9InchesCents: 1000,
      blades7To9InchesCents: 800,
      blades4To6InchesCents: 600,
      bladesUnder4InchesCents: 400,
      pickupPerKnifeCents: 675,
      nickRepairCents: 500,
      strappingCents: 300,
    },
  ],
  'PUT /api/settings/pickup': [everyDayWindows],
  'POST /api/public/order-links': [{ email: 'jane.doe@example.com' }],
  'POST /api/public/orders/:token/messages': [{ message: 'Could you pick up after 5 pm?\nThanks, Jane' }],
  'POST /api/emails/:id/replies': [{ body: 'Hi Jane,\n\nYes, we pick up after 5 pm.\n\nSharp Edge' }],
}
