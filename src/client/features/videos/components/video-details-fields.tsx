import type { UseFormReturn } from 'react-hook-form'

import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'

import { MAX_VIDEO_POSITION, VIDEO_CATEGORIES } from '../../../../shared/video.schema.ts'
import type { VideoFormInput, VideoFormValues } from '../lib/video-form'
import { describedBy, FieldError } from '@/components/ui/field-error'

type VideoForm = UseFormReturn<VideoFormInput, unknown, VideoFormValues>

/** Title, description, category, position and whether the landing page shows it. */
export function VideoDetailsFields({ form }: { form: VideoForm }) {
  const {
    register,
    formState: { errors },
  } = form
  const invalid = (message: string | undefined) => (message ? true : undefined)

  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor="video-title">
          Title
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </Label>
        <Input
          id="video-title"
          aria-required
          aria-invalid={invalid(errors.title?.message)}
          aria-describedby={describedBy(errors.title && 'video-title-error')}
          {...register('title')}
        />
        <FieldError id="video-title-error" message={errors.title?.message} />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="video-description">Description</Label>
        <Textarea
          id="video-description"
          rows={3}
          aria-invalid={invalid(errors.description?.message)}
          aria-describedby={describedBy(errors.description && 'video-description-error')}
          {...register('description')}
        />
        <FieldError id="video-description-error" message={errors.description?.message} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="video-category">Category</Label>
          <NativeSelect
            id="video-category"
            aria-invalid={invalid(errors.category?.message)}
            aria-describedby={describedBy(errors.category && 'video-category-error')}
            {...register('category')}
          >
            {VIDEO_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect>
          <FieldError id="video-category-error" message={errors.category?.message} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="video-position">Position</Label>
          <Input
            id="video-position"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_VIDEO_POSITION}
            step={1}
            aria-invalid={invalid(errors.position?.message)}
            aria-describedby={describedBy('video-position-help', errors.position && 'video-position-error')}
            {...register('position', { valueAsNumber: true })}
          />
          <p id="video-position-help" className="text-xs text-muted-foreground">
            1 is shown first (1 to {MAX_VIDEO_POSITION}).
          </p>
          <FieldError id="video-position-error" message={errors.position?.message} />
        </div>
      </div>

      <div className="flex items-start gap-3">
        <input
          id="video-active"
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          aria-describedby="video-active-help"
          {...register('isActive')}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor="video-active">Active</Label>
          <p id="video-active-help" className="text-xs text-muted-foreground">
            Shown on the landing page. Clear it to hide the video without deleting it.
          </p>
        </div>
      </div>
    </>
  )
}
