import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'

import { useReportUnsaved } from '@/components/discard-changes'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { showServerIssues } from '@/lib/server-issues'

import { YOUTUBE_URL_REQUIRED, type Video } from '@shared/video.schema.ts'
import { useCreateYoutubeVideo } from '../api/create-youtube-video'
import { useUpdateVideo } from '../api/update-video'
import { useUploadVideo } from '../api/upload-video'
import { toastFailure, toastNotice, VIDEO_FIELD_OF_REQUEST, VIDEO_FORM_FIELDS } from '../lib/video-toasts'
import { isAbortError } from '../lib/upload-with-progress'
import {
  ENTER_YOUTUBE_URL,
  SELECT_VIDEO_FILE,
  toUpdateBody,
  toUploadForm,
  toYoutubeBody,
  videoFormDefaults,
  videoFormSchema,
  type VideoFormInput,
  type VideoFormValues,
} from '../lib/video-form'
import { UploadProgress } from './upload-progress'
import { VideoDetailsFields } from './video-details-fields'
import { VideoSourceFields } from './video-source-fields'

interface VideoFormProps {
  /** The video to edit; absent to add one. */
  video?: Video
  videoCount: number
  onDone: () => void
  onCancel: () => void
  /** Told while a request runs, so the dialog stays open until it ends. */
  onBusyChange: (busy: boolean) => void
}

export function VideoForm({ video, videoCount, onDone, onCancel, onBusyChange }: VideoFormProps) {
  const schema = useMemo(() => videoFormSchema({ needsFile: !video }), [video])
  const form = useForm<VideoFormInput, unknown, VideoFormValues>({
    resolver: zodResolver(schema),
    defaultValues: videoFormDefaults(video, videoCount),
  })
  const upload = useUploadVideo()
  const createYoutube = useCreateYoutubeVideo()
  const update = useUpdateVideo()
  const busy = upload.mutation.isPending || createYoutube.isPending || update.isPending
  useReportUnsaved(form.formState.isDirty)
  useEffect(() => onBusyChange(busy), [busy, onBusyChange])

  const failed = (title: string, text: string) => (error: unknown) => {
    showServerIssues(error, VIDEO_FORM_FIELDS, form.setError, VIDEO_FIELD_OF_REQUEST)
    toastFailure(title, text, error)
  }

  const done = (message: string) => {
    toastNotice('Success', message)
    onDone()
  }

  const onValid = (values: VideoFormValues) => {
    if (video) {
      update.mutate(
        { id: video.id, changes: toUpdateBody(values, video) },
        {
          onSuccess: () => done('Video updated successfully'),
          onError: failed('Error', 'Failed to update video'),
        },
      )
    } else if (values.videoType === 'youtube') {
      createYoutube.mutate(toYoutubeBody(values), {
        onSuccess: () => done('Video created successfully'),
        onError: failed('Error', 'Failed to create video'),
      })
    } else if (values.file) {
      upload.mutation.mutate(toUploadForm(values, values.file), {
        onSuccess: () => done('Video created successfully'),
        onError: (error) => {
          if (isAbortError(error)) toastNotice('Upload cancelled', 'Nothing was saved.')
          else failed('Upload failed', 'Failed to create video')(error)
        },
      })
    }
  }

  // The spec's create-time messages, as toasts beside the field messages.
  const onInvalid = (errors: FieldErrors<VideoFormInput>) => {
    if (video) return
    if (errors.file?.message === SELECT_VIDEO_FILE) toastFailure('Error', SELECT_VIDEO_FILE)
    else if (errors.videoUrl?.message === YOUTUBE_URL_REQUIRED) toastFailure('Error', ENTER_YOUTUBE_URL)
  }

  const submitLabel = video ? 'Update Video' : 'Add Video'
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="flex flex-col gap-5">
      <fieldset disabled={busy} className="flex flex-col gap-5">
        <VideoDetailsFields form={form} />
        <VideoSourceFields form={form} typeFixed={!!video} />
      </fieldset>
      {upload.progress !== null && <UploadProgress percent={upload.progress} onCancel={upload.cancel} />}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {upload.progress !== null ? `Uploading… ${upload.progress}%` : busy ? 'Saving...' : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  )
}
