import { ApiRequestError } from '@/lib/api-client'

export const UPLOAD_FAILED = 'Upload failed'

export interface UploadOptions {
  /** Called as the body goes out, with the whole percentage sent so far (0 to 100). */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * POSTs a form with the session cookie, reporting how much of it has been sent: fetch cannot report upload
 * progress, XMLHttpRequest can. Fails like the shared API client (`${status}: ${body}`, an ApiRequestError), with
 * 'Upload failed' when the connection fails, and with an AbortError when the signal aborts it.
 */
export function uploadWithProgress<T>(
  url: string,
  body: FormData,
  { onProgress, signal }: UploadOptions = {},
) {
  return new Promise<T>((resolve, reject) => {
    const aborted = () => new DOMException('The upload was cancelled.', 'AbortError')
    if (signal?.aborted) return reject(aborted())

    const xhr = new XMLHttpRequest()
    const abort = () => xhr.abort()
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', abort)
      finish()
    }
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)))
      }
    }
    xhr.onload = () =>
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T)
        } else {
          reject(new ApiRequestError(xhr.status, xhr.statusText, xhr.responseText))
        }
      })
    xhr.onerror = () => settle(() => reject(new Error(UPLOAD_FAILED)))
    xhr.onabort = () => settle(() => reject(aborted()))
    signal?.addEventListener('abort', abort, { once: true })
    xhr.send(body)
  })
}
