/** Where every YouTube video plays from: YouTube's privacy-enhanced host, which sets no cookie until play. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

/** youtube.com and its mobile and music sites; youtube-nocookie.com for an embed address pasted as is. */
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
const SHORT_LINK_HOSTS = new Set(['youtu.be', 'www.youtu.be'])
/** The path forms that carry the id as their second segment: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_IN_PATH = new Set(['embed', 'shorts', 'live', 'v'])

/** Reads a pasted address; one without a scheme ("youtu.be/abc") is taken as https. */
function parseAddress(input: string): URL | null {
  const text = input.trim()
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`
  if (!URL.canParse(withScheme)) return null
  const url = new URL(withScheme)
  // Only web addresses, and none with a login or an unusual port (nothing YouTube hands out).
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username || url.password || url.port) return null
  return url
}

/** The 11-character video id of a YouTube address, or null when the address is not one. */
export function youtubeVideoId(input: string): string | null {
  const url = parseAddress(input)
  if (!url) return null
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split('/').filter(Boolean)

  let id: string | null | undefined
  if (SHORT_LINK_HOSTS.has(host)) id = segments[0]
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v')
    else if (segments.length >= 2 && ID_IN_PATH.has(segments[0]!)) id = segments[1]
  }
  return id && VIDEO_ID.test(id) ? id : null
}

/**
 * Any common YouTube address (watch?v=, youtu.be/, embed/, shorts/, with or without www or m, with extra
 * parameters) as the privacy-enhanced embed address the landing page may frame; null for anything else.
 */
export function toYoutubeEmbedUrl(input: string): string | null {
  const id = youtubeVideoId(input)
  return id ? `${YOUTUBE_EMBED_ORIGIN}/embed/${id}` : null
}

/** YouTube's own still for a video, for lists that want a picture without loading the player. */
export function youtubeThumbnailUrl(embedUrl: string): string | null {
  const id = youtubeVideoId(embedUrl)
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null
}
