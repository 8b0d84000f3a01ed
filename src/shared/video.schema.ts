import { z } from 'zod'

import { isDisplayText } from './plain-text.ts'
import { toYoutubeEmbedUrl } from './youtube-url.ts'
import { MAX_ROW_ID } from './row-id.ts'

export const VIDEO_CATEGORIES = ['Process', 'Results', 'Testimonials'] as const
export const VIDEO_TYPES = ['file', 'youtube'] as const
/** Positions run from 1 (first on the landing page); the form offers 1 to 100, so the list holds 100 at most. */
export const MAX_VIDEO_POSITION = 100
export const MAX_VIDEOS = MAX_VIDEO_POSITION
/** The spec's stated upload maximum, "100MB", enforced by the server. */
export const MAX_VIDEO_UPLOAD_BYTES = 100 * 1024 * 1024
export const VIDEO_TEXT_LIMITS = { title: 200, description: 2000, videoUrl: 2000 } as const

export const TITLE_REQUIRED = 'Title is required'
export const YOUTUBE_URL_REQUIRED = 'YouTube URL is required when using YouTube video type'
export const YOUTUBE_URL_INVALID =
  'Please enter a valid YouTube URL, such as https://www.youtube.com/watch?v=… or https://youtu.be/…'
export const CATEGORY_INVALID = 'Category must be Process, Results or Testimonials'
export const POSITION_OUT_OF_RANGE = `Position must be between 1 and ${MAX_VIDEO_POSITION}`

export const VideoCategory = z.enum(VIDEO_CATEGORIES, { error: CATEGORY_INVALID })
export const VideoType = z.enum(VIDEO_TYPES, { error: 'Video type must be file or youtube' })
export type VideoCategory = z.infer<typeof VideoCategory>
export type VideoType = z.infer<typeof VideoType>

/** The spec's edit dialog lists categories in lower case: any case is accepted and stored canonical. */
export function canonicalCategory(value: string): string {
  const match = VIDEO_CATEGORIES.find((category) => category.toLowerCase() === value.toLowerCase())
  return match ?? value
}

export const videoTitleField = z
  .string({ error: TITLE_REQUIRED })
  .trim()
  .min(1, TITLE_REQUIRED)
  .max(VIDEO_TEXT_LIMITS.title, `Title must be at most ${VIDEO_TEXT_LIMITS.title} characters`)
  .refine((title) => isDisplayText(title), 'Title contains characters that are not allowed')

/** Optional; blank means none (null). Line breaks are kept. */
export const videoDescriptionField = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(
    VIDEO_TEXT_LIMITS.description,
    `Description must be at most ${VIDEO_TEXT_LIMITS.description} characters`,
  )
  .refine(
    (text) => isDisplayText(text, { multiline: true }),
    'Description contains characters that are not allowed',
  )
  .nullish()
  .transform((value) => (value ? value : null))

export const videoCategoryField = z
  .string({ error: CATEGORY_INVALID })
  .trim()
  .transform(canonicalCategory)
  .pipe(VideoCategory)

// Range before wholeness, so 1e308 is told it is out of range rather than not a whole number.
export const videoPositionField = z
  .number({ error: 'Position must be a number' })
  .min(1, POSITION_OUT_OF_RANGE)
  .max(MAX_VIDEO_POSITION, POSITION_OUT_OF_RANGE)
  .int('Position must be a whole number')

export const isActiveField = z.boolean({ error: 'Active must be true or false' })

/** A pasted YouTube address, before it is normalised; blank counts as missing. */
const youtubeUrlInput = z
  .string({ error: 'YouTube URL must be text' })
  .max(VIDEO_TEXT_LIMITS.videoUrl, `YouTube URL must be at most ${VIDEO_TEXT_LIMITS.videoUrl} characters`)

/**
 * The YouTube address check shared by the API and the form: `videoUrl` (or its alias `embedUrl`, the spec's
 * edit form's name) must be present and be a YouTube address. Reports on `videoUrl` either way.
 */
export function checkYoutubeUrl(url: unknown, ctx: z.RefinementCtx, { required = true } = {}) {
  if (url === undefined || url === null) {
    if (required) ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: YOUTUBE_URL_REQUIRED })
  } else if (typeof url !== 'string') {
    return // Not text: the field's own check has said so.
  } else if (!url.trim()) {
    ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: YOUTUBE_URL_REQUIRED })
  } else if (!toYoutubeEmbedUrl(url)) {
    ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: YOUTUBE_URL_INVALID })
  }
}

/** Runs the address check even when another field is wrong, so a form shows every message at once. */
export const alongsideOtherIssues = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
}

/** The address sent as videoUrl or as its alias embedUrl, read from a body that may be invalid elsewhere. */
const sentUrl = (body: { videoUrl?: unknown; embedUrl?: unknown }) => body.videoUrl ?? body.embedUrl

/** POST /api/videos: a YouTube video (an uploaded file goes to POST /api/videos/upload). */
export const CreateYoutubeVideoBody = z
  .object({
    title: videoTitleField,
    description: videoDescriptionField,
    category: videoCategoryField.default('Process'),
    /** Where it goes in the list; absent: at the end. */
    position: videoPositionField.optional(),
    isActive: isActiveField.default(true),
    videoType: z
      .literal('youtube', { error: 'Add a file video by uploading it to /api/videos/upload' })
      .default('youtube'),
    videoUrl: youtubeUrlInput.optional(),
    embedUrl: youtubeUrlInput.optional(),
  })
  .superRefine((body, ctx) => checkYoutubeUrl(sentUrl(body), ctx), alongsideOtherIssues)
  .transform(({ embedUrl, videoUrl, ...body }) => ({
    ...body,
    videoUrl: toYoutubeEmbedUrl(videoUrl ?? embedUrl ?? '') as string,
  }))
export type CreateYoutubeVideoBody = z.input<typeof CreateYoutubeVideoBody>
export type NewYoutubeVideo = z.output<typeof CreateYoutubeVideoBody>

/** POST /api/videos/upload: the form fields sent beside the file (as text; the server reads numbers and flags). */
export const UploadVideoFields = z.object({
  title: videoTitleField,
  description: videoDescriptionField,
  category: videoCategoryField.default('Process'),
  position: videoPositionField.optional(),
  isActive: isActiveField.default(true),
  videoType: z.literal('file', { error: 'An uploaded video has the type file' }).default('file'),
})
export type UploadVideoFields = z.output<typeof UploadVideoFields>

/**
 * PUT /api/videos/{id}: the edit form. Title is required as on create; a field left out keeps its value. The
 * type of a video is fixed when it is added, and only a YouTube video's address can change.
 */
export const UpdateVideoBody = z
  .object({
    title: videoTitleField,
    description: videoDescriptionField.optional(),
    category: videoCategoryField.optional(),
    position: videoPositionField.optional(),
    isActive: isActiveField.optional(),
    videoType: VideoType.optional(),
    videoUrl: youtubeUrlInput.optional(),
    embedUrl: youtubeUrlInput.optional(),
  })
  .superRefine((body, ctx) => checkYoutubeUrl(sentUrl(body), ctx, { required: false }), alongsideOtherIssues)
  .transform(({ embedUrl, videoUrl, ...body }) => {
    const url = videoUrl ?? embedUrl
    return { ...body, videoUrl: url === undefined ? undefined : (toYoutubeEmbedUrl(url) as string) }
  })
export type UpdateVideoBody = z.input<typeof UpdateVideoBody>
export type VideoChanges = z.output<typeof UpdateVideoBody>

/** PUT /api/videos/{id}/position: the place to move to (the admin list moves one place at a time). */
export const MoveVideoBody = z.object({ position: videoPositionField })
export type MoveVideoBody = z.infer<typeof MoveVideoBody>

export const VideoIdParams = z.object({
  id: z.coerce
    .number({ error: 'The video id must be a number' })
    .int('The video id must be a whole number')
    .positive('The video id must be a positive number')
    .max(MAX_ROW_ID, 'The video id is too large'),
})

export const Video = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    videoType: VideoType,
    /** An uploaded file's address (/uploads/…) or the privacy-enhanced YouTube embed address. */
    videoUrl: z.string(),
    thumbnailUrl: z.string().nullable(),
    category: VideoCategory,
    position: z.number().int(),
    isActive: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Video' })
export type Video = z.infer<typeof Video>

/** What the landing page gets: the active videos, without the admin's bookkeeping. */
export const PublicVideo = Video.pick({
  id: true,
  title: true,
  description: true,
  videoType: true,
  videoUrl: true,
  thumbnailUrl: true,
  position: true,
  isActive: true,
}).meta({ id: 'PublicVideo' })
export type PublicVideo = z.infer<typeof PublicVideo>
