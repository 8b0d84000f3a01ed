import { describe, expect, it } from 'vitest'

import {
  canonicalCategory,
  CreateYoutubeVideoBody,
  UpdateVideoBody,
  UploadVideoFields,
  YOUTUBE_URL_INVALID,
  YOUTUBE_URL_REQUIRED,
} from './video.schema.ts'

const messages = (result: {
  success: boolean
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> }
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('canonicalCategory', () => {
  it('accepts any case and answers the canonical name', () => {
    expect(canonicalCategory('process')).toBe('Process')
    expect(canonicalCategory('RESULTS')).toBe('Results')
    expect(canonicalCategory('Testimonials')).toBe('Testimonials')
    expect(canonicalCategory('bloopers')).toBe('bloopers')
  })
})

describe('CreateYoutubeVideoBody', () => {
  it('fills the defaults and stores the embed address', () => {
    expect(
      CreateYoutubeVideoBody.parse({ title: ' Review ', embedUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
    ).toEqual({
      title: 'Review',
      description: null,
      category: 'Process',
      isActive: true,
      videoType: 'youtube',
      videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    })
  })

  it('reports every problem at once, the address on videoUrl', () => {
    expect(messages(CreateYoutubeVideoBody.safeParse({ title: '', category: 'x', position: 0 }))).toEqual([
      'title: Title is required',
      'category: Category must be Process, Results or Testimonials',
      'position: Position must be between 1 and 100',
      `videoUrl: ${YOUTUBE_URL_REQUIRED}`,
    ])
    expect(
      messages(CreateYoutubeVideoBody.safeParse({ title: 'x', videoUrl: 'javascript:alert(1)' })),
    ).toEqual([`videoUrl: ${YOUTUBE_URL_INVALID}`])
  })
})

describe('UpdateVideoBody', () => {
  it('leaves out what was not sent, and refuses a blank address', () => {
    expect(UpdateVideoBody.parse({ title: 'x' })).toEqual({ title: 'x', videoUrl: undefined })
    expect(messages(UpdateVideoBody.safeParse({ title: 'x', videoUrl: '' }))).toEqual([
      `videoUrl: ${YOUTUBE_URL_REQUIRED}`,
    ])
  })
})

describe('UploadVideoFields', () => {
  it('allows positions 1 to 100 only, as whole numbers', () => {
    for (const position of [1, 100])
      expect(UploadVideoFields.safeParse({ title: 'x', position }).success).toBe(true)
    for (const position of [0, 101, 2.5, Number.NaN, 1e308]) {
      expect(UploadVideoFields.safeParse({ title: 'x', position }).success).toBe(false)
    }
  })
})
