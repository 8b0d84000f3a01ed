// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { seedFirstReads } from '@/lib/first-load-query'

import type { PublicReviews } from '@shared/review.schema.ts'
import { PUBLIC_REVIEWS_KEY } from '../api/get-public-reviews'
import { PUBLIC_VIDEOS_KEY, type PublicVideo } from '../api/get-public-videos'
import { preloadLandingParts } from './landing-page'
import { ReviewsSection } from './reviews-section'
import { VideosSection } from './videos-section'

const video: PublicVideo = {
  id: '1',
  title: 'Honing on the stone',
  description: null,
  videoType: 'file',
  videoUrl: '/uploads/honing.mp4',
  thumbnailUrl: null,
  position: 1,
}
const reviews: PublicReviews = {
  reviews: [{ rating: 5, comment: 'Like new', name: 'Mary J.', at: '2026-11-02T15:00:00.000Z' }],
  average: 5,
  count: 1,
}

// The browser takes the server's drawing over only once these parts' code is there (app/main.tsx): their first
// render is then the drawing itself, not a loading state that an update would draw the parts again from.
describe('the landing page parts loaded ahead of hydration', () => {
  it('draws the videos and reviews it has answers for at once, with no loading state', async () => {
    seedFirstReads([
      { queryKey: PUBLIC_VIDEOS_KEY, data: [video] },
      { queryKey: PUBLIC_REVIEWS_KEY, data: reviews },
    ])
    await preloadLandingParts()

    const { container } = render(
      <>
        <VideosSection />
        <ReviewsSection />
      </>,
    )

    expect(container.querySelector('video')).not.toBeNull()
    expect(screen.getByText('Like new')).toBeDefined()
    expect(screen.queryByText('Loading videos…')).toBeNull()
  })
})
