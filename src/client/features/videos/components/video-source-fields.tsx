import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'

import { FormField } from '@/components/form-field'
import { Input } from '@/components/ui/input'

import type { VideoFormInput, VideoFormValues } from '../lib/video-form'

type VideoForm = UseFormReturn<VideoFormInput, unknown, VideoFormValues>

const SOURCES = [
  { value: 'file', label: 'Upload a file' },
  { value: 'youtube', label: 'YouTube video' },
] as const

/**
 * Where the video comes from: a file to upload or a YouTube address. The source is chosen when a video is added
 * and fixed afterwards (`typeFixed`); an uploaded video keeps its file.
 */
export function VideoSourceFields({ form, typeFixed }: { form: VideoForm; typeFixed: boolean }) {
  const {
    register,
    control,
    formState: { errors },
  } = form
  const videoType = useWatch({ control, name: 'videoType' })

  return (
    <>
      <fieldset className="flex flex-col gap-2" aria-describedby={typeFixed ? 'video-type-help' : undefined}>
        <legend className="mb-2 text-sm font-medium">Video type</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {SOURCES.map((source) => (
            <label key={source.value} className="flex items-center gap-2 text-sm has-disabled:opacity-70">
              <input
                type="radio"
                value={source.value}
                disabled={typeFixed}
                className="size-4 accent-primary"
                {...register('videoType')}
              />
              {source.label}
            </label>
          ))}
        </div>
        {typeFixed && (
          <p id="video-type-help" className="text-xs text-muted-foreground">
            The type is fixed once a video is added; add a new video to change it.
          </p>
        )}
      </fieldset>

      {videoType === 'file' && !typeFixed && (
        <FormField
          id="video-file"
          label="Video file"
          hint="MP4, MOV, WebM or Ogg video, 100MB maximum."
          hintId="video-file-help"
          error={errors.file?.message}
        >
          {(fieldControl) => (
            <Controller
              control={control}
              name="file"
              render={({ field: { onChange, onBlur, name, ref } }) => (
                <Input
                  {...fieldControl}
                  type="file"
                  accept="video/*"
                  name={name}
                  ref={ref}
                  onBlur={onBlur}
                  onChange={(event) => onChange(event.target.files?.[0] ?? null)}
                  className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium"
                />
              )}
            />
          )}
        </FormField>
      )}

      {videoType === 'youtube' && (
        <FormField
          id="video-url"
          label="YouTube URL"
          hint={
            <>
              Use the YouTube embed URL (https://www.youtube.com/embed/…); watch, youtu.be and Shorts links
              work too. It plays through YouTube’s privacy-enhanced player.
            </>
          }
          hintId="video-url-help"
          error={errors.videoUrl?.message}
        >
          {(fieldControl) => (
            <Input
              {...fieldControl}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://www.youtube.com/embed/VIDEO_ID"
              {...register('videoUrl')}
            />
          )}
        </FormField>
      )}
    </>
  )
}
