// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import type { PublicVideo } from '../api/get-public-videos'
import { playableEmbedUrl, VideoGrid } from './video-grid'

const fileVideo: PublicVideo = {
  id: '1',
  title: 'Honing on the stone',
  description: 'Ten strokes a side',
  videoType: 'file',
  videoUrl: '/uploads/honing.mp4',
  thumbnailUrl: null,
  position: 1,
}
const youtubeVideo: PublicVideo = {
  ...fileVideo,
  id: '2',
  title: 'Before and after',
  description: null,
  videoType: 'youtube',
  videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
}

describe('VideoGrid', () => {
  it('plays an uploaded file in a player that only loads its metadata', () => {
    const { container } = render(<VideoGrid videos={[fileVideo]} />)
    const player = container.querySelector('video')
    expect(player).toHaveAttribute('src', '/uploads/honing.mp4')
    expect(player).toHaveAttribute('preload', 'metadata')
    expect(player).toHaveAttribute('controls')
    expect(screen.getByRole('heading', { name: 'Honing on the stone' })).toBeInTheDocument()
    expect(screen.getByText('Ten strokes a side')).toBeInTheDocument()
  })

  it('loads nothing from YouTube until play is pressed', async () => {
    const { container } = render(<VideoGrid videos={[youtubeVideo]} />)
    expect(container.querySelector('iframe')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Play video: Before and after' }))

    const frame = screen.getByTitle('Before and after')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')
  })
})

describe('playableEmbedUrl', () => {
  it('accepts only the privacy-enhanced embed address the content policy allows', () => {
    expect(playableEmbedUrl('https://www.youtube-nocookie.com/embed/abc?start=5')).toBe(
      'https://www.youtube-nocookie.com/embed/abc?start=5&autoplay=1',
    )
    for (const url of [
      'https://www.youtube.com/watch?v=abc',
      'http://www.youtube-nocookie.com/embed/abc',
      'https://evil.example/embed/abc',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(playableEmbedUrl(url)).toBeNull()
    }
  })
})
