import { describe, expect, it } from 'vitest'

import { activeVideosOf } from './get-public-videos'

const video = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'Sharpening a chef knife',
  description: 'From dull to sharp',
  videoType: 'file',
  videoUrl: '/uploads/chef.mp4',
  isActive: true,
  position: 1,
  ...overrides,
})

describe('activeVideosOf', () => {
  it('reads a plain list and a { videos } object alike', () => {
    expect(activeVideosOf([video()])).toHaveLength(1)
    expect(activeVideosOf({ videos: [video()] })).toHaveLength(1)
  })

  it('keeps only the active videos, in position order', () => {
    const videos = activeVideosOf([
      video({ id: 1, position: 3 }),
      video({ id: 2, position: 1 }),
      video({ id: 3, position: 2, isActive: false }),
    ])
    expect(videos.map((v) => v.id)).toEqual(['2', '1'])
  })

  it('skips entries that cannot be shown instead of failing the section', () => {
    expect(
      activeVideosOf([null, 'x', video({ title: '' }), video({ videoUrl: undefined }), video()]),
    ).toHaveLength(1)
  })

  it('has nothing to show for anything else', () => {
    for (const body of [undefined, null, 'Not Found', { error: 'x' }, { videos: 'x' }]) {
      expect(activeVideosOf(body)).toEqual([])
    }
  })

  it('accepts embedUrl where videoUrl is missing (docs/decisions.md "Videos": an input alias)', () => {
    const [youtube] = activeVideosOf([
      video({
        videoType: 'youtube',
        videoUrl: undefined,
        embedUrl: 'https://www.youtube-nocookie.com/embed/abc',
      }),
    ])
    expect(youtube?.videoUrl).toBe('https://www.youtube-nocookie.com/embed/abc')
  })
})
