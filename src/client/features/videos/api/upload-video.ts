import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'

import type { Video } from '@shared/video.schema.ts'
import { uploadWithProgress, type UploadOptions } from '../lib/upload-with-progress'
import { useInvalidateVideoLists } from './video-query-keys'

/** POST /api/videos/upload: the form fields first (the server checks them before storing a byte), the file last. */
export const uploadVideo = (form: FormData, options?: UploadOptions): Promise<Video> =>
  uploadWithProgress<Video>('/api/videos/upload', form, options)

/** The upload, its progress (null when none is running) and a way to cancel it. */
export function useUploadVideo() {
  const invalidate = useInvalidateVideoLists()
  const [progress, setProgress] = useState<number | null>(null)
  const controller = useRef<AbortController | null>(null)

  const mutation = useMutation({
    mutationFn: (form: FormData) => {
      controller.current = new AbortController()
      setProgress(0)
      return uploadVideo(form, { onProgress: setProgress, signal: controller.current.signal })
    },
    onSuccess: invalidate,
    onSettled: () => {
      controller.current = null
      setProgress(null)
    },
  })

  return { mutation, progress, cancel: () => controller.current?.abort() }
}
