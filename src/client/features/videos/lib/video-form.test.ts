import { describe, expect, it } from 'vitest'

import type { Video } from '@shared/video.schema.ts'
import {
  SELECT_VIDEO_FILE,
  toUpdateBody,
  toUploadForm,
  videoFormDefaults,
  videoFormSchema,
  VIDEO_FILE_TOO_LARGE,
  type VideoFormValues,
} from './video-form'

const fileVideo: Video = {
  id: 3,
  title: 'Honing',
  description: null,
  videoType: 'file',
  videoUrl: '/uploads/a.mp4',
  thumbnailUrl: null,
  category: 'Results',
  position: 2,
  isActive: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
}

const messagesOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [])

describe('videoFormSchema', () => {
  it('asks for a title and a file on create, every message at once', () => {
    const result = videoFormSchema({ needsFile: true }).safeParse(videoFormDefaults(undefined, 0))
    expect(messagesOf(result)).toEqual({ title: 'Title is required', file: SELECT_VIDEO_FILE })
  })

  it('asks for the YouTube address with the spec’s message on videoUrl', () => {
    const values = { ...videoFormDefaults(undefined, 0), title: 'x', videoType: 'youtube' }
    expect(messagesOf(videoFormSchema({ needsFile: true }).safeParse(values))).toEqual({
      videoUrl: 'YouTube URL is required when using YouTube video type',
    })
  })

  it('refuses a file over 100MB before sending it, and needs no file to edit', () => {
    const big = new File(['x'], 'big.mp4', { type: 'video/mp4' })
    Object.defineProperty(big, 'size', { value: 100 * 1024 * 1024 + 1 })
    const values = { ...videoFormDefaults(undefined, 0), title: 'x', file: big }
    expect(messagesOf(videoFormSchema({ needsFile: true }).safeParse(values))).toEqual({
      file: VIDEO_FILE_TOO_LARGE,
    })
    expect(videoFormSchema({ needsFile: false }).safeParse(videoFormDefaults(fileVideo, 1)).success).toBe(
      true,
    )
  })

  it('places a new video at the end, within 1 to 100', () => {
    expect(videoFormDefaults(undefined, 0).position).toBe(1)
    expect(videoFormDefaults(undefined, 4).position).toBe(5)
    expect(videoFormDefaults(undefined, 100).position).toBe(100)
  })
})

const values: VideoFormValues = {
  title: 'Honing',
  description: null,
  category: 'Results',
  position: 2,
  isActive: true,
  videoType: 'file',
  videoUrl: '',
  file: null,
}

describe('the requests the form sends', () => {
  it('uploads the fields first and the file last, in the field "video"', () => {
    const file = new File(['data'], 'clip.mp4', { type: 'video/mp4' })
    const form = toUploadForm(values, file)
    expect([...form.keys()]).toEqual([
      'title',
      'description',
      'category',
      'position',
      'isActive',
      'videoType',
      'video',
    ])
    expect(form.get('position')).toBe('2')
    expect(form.get('isActive')).toBe('true')
    expect(form.get('video')).toBeInstanceOf(File)
  })

  it('never sends an address for an uploaded video', () => {
    expect(toUpdateBody({ ...values, videoUrl: 'ignored' }, fileVideo)).not.toHaveProperty('videoUrl')
    const youtube = { ...fileVideo, videoType: 'youtube' as const }
    expect(toUpdateBody({ ...values, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }, youtube)).toMatchObject({
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    })
  })
})
