import { useDocumentTitle } from '@/lib/use-document-title'

import { BenefitsSection } from './benefits-section'
import { BusinessDetailsSection } from './business-details-section'
import { ClosingCallToAction } from './closing-call-to-action'
import { LandingHero } from './landing-hero'
import { PricingSection } from './pricing-section'
import { ReviewsSection } from './reviews-section'
import { VideosSection } from './videos-section'

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
