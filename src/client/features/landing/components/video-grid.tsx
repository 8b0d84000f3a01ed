import { Play } from 'lucide-react'
import { useState } from 'react'

import type { PublicVideo } from '../api/get-public-videos'

const EMBED_HOST = 'www.youtube-nocookie.com'

/**
 * The privacy-enhanced embed address, set to start playing (the visitor has just asked for it), or null when the
 * address is not one: the site's content policy only lets such embeds load.
 */
export function playableEmbedUrl(videoUrl: string): string | null {
  if (!URL.canParse(videoUrl)) return null
  const url = new URL(videoUrl)
  if (url.protocol !== 'https:' || url.host !== EMBED_HOST || !url.pathname.startsWith('/embed/')) return null
  url.searchParams.set('autoplay', '1')
  return url.toString()
}

/** Nothing loads from YouTube until the visitor presses play. */
function EmbeddedVideo({ video }: { video: PublicVideo }) {
  const [playing, setPlaying] = useState(false)
  const embedUrl = playableEmbedUrl(video.videoUrl)

  if (playing && embedUrl) {
    return (
      <iframe
        src={embedUrl}
        title={video.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full"
      />
    )
  }
  return (
    <button
      type="button"
      disabled={!embedUrl}
      onClick={() => setPlaying(true)}
      className="group relative flex aspect-video w-full items-center justify-center bg-[linear-gradient(135deg,var(--color-primary),var(--color-primary-hover)_55%,#1b2a33)] text-primary-foreground focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-primary-foreground disabled:cursor-not-allowed"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-foreground/95 text-primary shadow-lg transition-transform group-hover:scale-105 group-disabled:opacity-70">
        <Play aria-hidden="true" className="ml-1 size-7 fill-current" />
      </span>
      <span className="sr-only">Play video: {video.title}</span>
    </button>
  )
}

function VideoCard({ video }: { video: PublicVideo }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      {video.videoType === 'file' ? (
        <video
          controls
          preload="metadata"
          src={video.videoUrl}
          poster={video.thumbnailUrl ?? undefined}
          aria-label={video.title}
          className="aspect-video w-full bg-foreground"
        />
      ) : (
        <EmbeddedVideo video={video} />
      )}
      <div className="flex flex-col gap-1 p-5">
        <h3 className="text-lg font-semibold">{video.title}</h3>
        {video.description && <p className="text-sm text-muted-foreground">{video.description}</p>}
      </div>
    </li>
  )
}

/** The active landing-page videos: a player for uploaded files, a play placeholder for the others. */
export function VideoGrid({ videos }: { videos: PublicVideo[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} />
      ))}
    </ul>
  )
}
