import { z } from 'zod'

import {
  alongsideOtherIssues,
  checkYoutubeUrl,
  isActiveField,
  MAX_VIDEO_POSITION,
  MAX_VIDEO_UPLOAD_BYTES,
  videoCategoryField,
  videoDescriptionField,
  videoPositionField,
  VideoType,
  videoTitleField,
  type CreateYoutubeVideoBody,
  type UpdateVideoBody,
  type Video,
} from '@shared/video.schema.ts'

/** The spec's messages for a create without its video (section 5). */
export const SELECT_VIDEO_FILE = 'Please select a video file to upload'
export const ENTER_YOUTUBE_URL = 'Please enter a YouTube URL'
export const VIDEO_FILE_TOO_LARGE = 'The video file must be 100MB or smaller'

/**
 * The Add/Edit Video form: the API's own field rules, plus the file a new file video needs. Every message shows
 * at once, the YouTube address's on `videoUrl` as on the server.
 */
export const videoFormSchema = ({ needsFile }: { needsFile: boolean }) =>
  z
    .object({
      title: videoTitleField,
      description: videoDescriptionField,
      category: videoCategoryField,
      position: videoPositionField,
      isActive: isActiveField,
      videoType: VideoType,
      videoUrl: z.string(),
      file: z.custom<File | null>((value) => value === null || value instanceof File),
    })
    .superRefine((form, ctx) => {
      if (form.videoType === 'youtube') checkYoutubeUrl(form.videoUrl, ctx)
      if (form.videoType !== 'file') return
      if (needsFile && !form.file)
        ctx.addIssue({ code: 'custom', path: ['file'], message: SELECT_VIDEO_FILE })
      else if (form.file && form.file.size > MAX_VIDEO_UPLOAD_BYTES) {
        ctx.addIssue({ code: 'custom', path: ['file'], message: VIDEO_FILE_TOO_LARGE })
      }
    }, alongsideOtherIssues)

export type VideoFormSchema = ReturnType<typeof videoFormSchema>
export type VideoFormInput = z.input<VideoFormSchema>
export type VideoFormValues = z.output<VideoFormSchema>

/** The form filled from a video being edited, or blank for a new one placed at the end of the list. */
export function videoFormDefaults(video: Video | undefined, videoCount: number): VideoFormInput {
  if (video) {
    return {
      title: video.title,
      description: video.description ?? '',
      category: video.category,
      position: video.position,
      isActive: video.isActive,
      videoType: video.videoType,
      videoUrl: video.videoType === 'youtube' ? video.videoUrl : '',
      file: null,
    }
  }
  return {
    title: '',
    description: '',
    category: 'Process',
    position: Math.min(videoCount + 1, MAX_VIDEO_POSITION),
    isActive: true,
    videoType: 'file',
    videoUrl: '',
    file: null,
  }
}

/** POST /api/videos/upload: the fields first, so the server can refuse a bad form before storing the file. */
export function toUploadForm(values: VideoFormValues, file: File): FormData {
  const form = new FormData()
  form.append('title', values.title)
  form.append('description', values.description ?? '')
  form.append('category', values.category)
  form.append('position', String(values.position))
  form.append('isActive', String(values.isActive))
  form.append('videoType', 'file')
  form.append('video', file)
  return form
}

export function toYoutubeBody(values: VideoFormValues): CreateYoutubeVideoBody {
  const { title, description, category, position, isActive, videoUrl } = values
  return { title, description, category, position, isActive, videoType: 'youtube', videoUrl }
}

/** PUT /api/videos/{id}: the type is fixed, and only a YouTube video has an address to change. */
export function toUpdateBody(values: VideoFormValues, video: Video): UpdateVideoBody {
  const { title, description, category, position, isActive, videoUrl } = values
  return {
    title,
    description,
    category,
    position,
    isActive,
    ...(video.videoType === 'youtube' ? { videoUrl } : {}),
  }
}
