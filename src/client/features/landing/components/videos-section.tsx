import { Clapperboard } from 'lucide-react'
import { Suspense } from 'react'

import { Skeleton } from '@/components/ui/skeleton'
import { lazyPage } from '@/lib/lazy-page'

import { usePublicVideos } from '../api/get-public-videos'
import { SectionHeading } from './section-heading'

// The players load with their own chunk, and only when there is a video to show.
export const VideoGrid = lazyPage(() => import('./video-grid').then((module) => module.VideoGrid))

function VideosLoading() {
  return (
    <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading videos…</span>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className="aspect-video w-full rounded-xl" />
      ))}
    </div>
  )
}

function VideosComingSoon() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-xl border border-dashed border-input bg-card px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-copper">
        <Clapperboard aria-hidden="true" className="size-7" />
      </span>
      <h3 className="text-xl font-semibold">Videos Coming Soon</h3>
      <p className="text-muted-foreground">
        We&apos;re working on adding video demonstrations of our knife sharpening expertise.
      </p>
    </div>
  )
}

/** Active landing-page videos; with none, or when they cannot be loaded, the spec's "coming soon" note. */
export function VideosSection() {
  const { data: videos, isPending } = usePublicVideos()

  return (
    <section aria-labelledby="videos-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <SectionHeading id="videos-title" eyebrow="Videos" title="See the work">
        Short clips from the workshop: how we sharpen, and what comes back to you.
      </SectionHeading>
      <div className="mt-10">
        {isPending ? (
          <VideosLoading />
        ) : videos && videos.length > 0 ? (
          <Suspense fallback={<VideosLoading />}>
            <VideoGrid videos={videos} />
          </Suspense>
        ) : (
          <VideosComingSoon />
        )}
      </div>
    </section>
  )
}
