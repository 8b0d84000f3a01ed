import { firstLoadData } from '@/lib/first-load-query'
import { useDocumentTitle } from '@/lib/use-document-title'

import type { PublicReviews } from '@shared/review.schema.ts'
import { PUBLIC_REVIEWS_KEY } from '../api/get-public-reviews'
import { PUBLIC_VIDEOS_KEY, type PublicVideo } from '../api/get-public-videos'

import { BenefitsSection } from './benefits-section'
import { BusinessDetailsSection } from './business-details-section'
import { ClosingCallToAction } from './closing-call-to-action'
import { LandingHero } from './landing-hero'
import { PricingSection } from './pricing-section'
import { ReviewsSection, ReviewsShowcase } from './reviews-section'
import { VideoGrid, VideosSection } from './videos-section'

/**
 * Loads the code of the parts the page shows with the answers it has (the server's, app/main.tsx), so that the
 * browser takes the server's drawing over whole. A part still loading would be drawn again from nothing as soon as
 * its section changed (the signed-in owner's data cache arriving does): the player in it replaced under the viewer.
 */
export function preloadLandingParts(): Promise<unknown> {
  const videos = firstLoadData<PublicVideo[]>(PUBLIC_VIDEOS_KEY)
  const reviews = firstLoadData<PublicReviews>(PUBLIC_REVIEWS_KEY)
  return Promise.all([videos?.length && VideoGrid.preload(), reviews?.count && ReviewsShowcase.preload()])
}

/**
 * The home page (spec section 2, "/ Landing page"). Its header is the site's navigation bar (logo, Admin Login)
 * and its footer the site's footer; this page fills the space between. It ships in the first download, so it is
 * plain markup and CSS; only the video players load later, and only when there are videos.
 */
export function LandingPage() {
  useDocumentTitle()
  return (
    <>
      <LandingHero />
      <BenefitsSection />
      <PricingSection />
      <BusinessDetailsSection />
      <VideosSection />
      <ReviewsSection />
      <ClosingCallToAction />
    </>
  )
}
