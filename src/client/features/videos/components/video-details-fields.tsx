import type { UseFormReturn } from 'react-hook-form'

import { FormField } from '@/components/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'

import { MAX_VIDEO_POSITION, VIDEO_CATEGORIES } from '@shared/video.schema.ts'
import type { VideoFormInput, VideoFormValues } from '../lib/video-form'

type VideoForm = UseFormReturn<VideoFormInput, unknown, VideoFormValues>

/** Title, description, category, position and whether the landing page shows it. */
export function VideoDetailsFields({ form }: { form: VideoForm }) {
  const {
    register,
    formState: { errors },
  } = form
  return (
    <>
      <FormField id="video-title" label="Title" required error={errors.title?.message}>
        {(control) => <Input {...control} {...register('title')} />}
      </FormField>

      <FormField id="video-description" label="Description" error={errors.description?.message}>
        {(control) => <Textarea rows={3} {...control} {...register('description')} />}
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="video-category" label="Category" error={errors.category?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('category')}>
              {VIDEO_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="video-position"
          label="Position"
          hint={`1 is shown first (1 to ${MAX_VIDEO_POSITION}).`}
          hintId="video-position-help"
          error={errors.position?.message}
        >
          {(control) => (
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_VIDEO_POSITION}
              step={1}
              {...control}
              {...register('position', { valueAsNumber: true })}
            />
          )}
        </FormField>
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
