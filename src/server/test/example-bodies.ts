import { TEST_ADMIN } from './test-app.ts'
import { detailedBooking, pickupBooking } from './bookings.ts'

const YOUTUBE_URL = 'https://youtu.be/dQw4w9WgXcQ'

/**
 * Bodies these routes accept, by `METHOD /url` as registered: a schema alone does not say what gets past
 * refinements such as "a valid e-mail". The fuzz test breaks them one field at a time; the OpenAPI test sends
 * them to get real answers.
 */
export const EXAMPLE_BODIES: Record<string, unknown[]> = {
  'POST /api/auth/login': [TEST_ADMIN],
  'POST /api/bookings': [detailedBooking, pickupBooking],
  'PUT /api/bookings/:id': [{ ...detailedBooking, status: 'in-progress' }],
  'PATCH /api/bookings/:id/status': [{ status: 'completed', notes: 'Picked up', notifyCustomer: true }],
  'POST /api/videos': [{ title: 'Before and after', category: 'Results', videoUrl: YOUTUBE_URL }],
  'PUT /api/videos/:id': [{ title: 'Renamed', category: 'process', isActive: false }],
  'PUT /api/videos/:id/position': [{ position: 2 }],
  'PUT /api/settings/service-area': [{ servedZips: ['32804', '32803'] }],
}
