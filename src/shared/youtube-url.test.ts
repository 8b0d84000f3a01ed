import { describe, expect, it } from 'vitest'

import { toYoutubeEmbedUrl, youtubeThumbnailUrl, youtubeVideoId } from './youtube-url.ts'

const ID = 'dQw4w9WgXcQ'
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`

describe('toYoutubeEmbedUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s&list=PL123`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abcdef&t=10`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=5&rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `youtu.be/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `  https://WWW.YouTube.com/watch?v=${ID}  `,
  ])('normalises %s', (input) => {
    expect(toYoutubeEmbedUrl(input)).toBe(EMBED)
  })

  it.each([
    '',
    'not a url',
    `javascript:alert(1)//https://www.youtube.com/watch?v=${ID}`,
    'javascript:alert(document.cookie)',
    `data:text/html,https://youtu.be/${ID}`,
    `https://vimeo.com/${ID}`,
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/?u=https://youtu.be/${ID}`,
    `https://www.youtube.com/watch?v=short`,
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC1234567890',
    `https://user:pass@www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    `ftp://youtu.be/${ID}`,
    `https://youtu.be/${ID.slice(0, 10)}%`,
  ])('refuses %j', (input) => {
    expect(toYoutubeEmbedUrl(input)).toBeNull()
  })
})

describe('youtubeVideoId and youtubeThumbnailUrl', () => {
  it('read the id back from the embed address', () => {
    expect(youtubeVideoId(EMBED)).toBe(ID)
    expect(youtubeThumbnailUrl(EMBED)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`)
    expect(youtubeThumbnailUrl('/uploads/x.mp4')).toBeNull()
  })
})
