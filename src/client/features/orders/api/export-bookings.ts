import { useMutation } from '@tanstack/react-query'

import { ApiRequestError, type QueryParams } from '@/lib/api-client'

import type { BookingFilterQuery } from '@shared/booking-admin.schema.ts'

/** The export's address: the list's filters, every matching order. */
export function exportUrl(filters: BookingFilterQuery): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters as QueryParams)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value))
  }
  const query = params.toString()
  return query ? `/api/bookings/export.csv?${query}` : '/api/bookings/export.csv'
}

/** The file name the server suggests (Content-Disposition), else a dated one. */
export function downloadName(contentDisposition: string | null, today = new Date()): string {
  const named = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '')?.[1]
  return named ?? `orders-${today.toISOString().slice(0, 10)}.csv`
}

/**
 * GET /api/bookings/export.csv, saved as a file. Fetched rather than linked, so a failure (a lost session, a
 * server error) becomes a toast instead of a downloaded error page.
 */
export async function exportBookings(filters: BookingFilterQuery): Promise<void> {
  const response = await fetch(exportUrl(filters), { credentials: 'include' })
  if (!response.ok) throw new ApiRequestError(response.status, response.statusText, await response.text())
  const url = URL.createObjectURL(await response.blob())
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = downloadName(response.headers.get('Content-Disposition'))
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // The click has handed the file to the browser; the address can go once this task ends.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
}

export const useExportBookings = () => useMutation({ mutationFn: exportBookings })
