import { serverMessageOf } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import type { StatusUpdateResult } from '@shared/booking-admin.schema.ts'

export const STATUS_UPDATED = 'Booking status has been updated successfully.'

/** 'Status Updated', and when the admin asked to e-mail the customer, whether that went. */
export function toastStatusUpdated({ emailSent, emailError }: StatusUpdateResult, notified: boolean) {
  if (!notified) return toast({ title: 'Status Updated', description: STATUS_UPDATED })
  toast({
    title: 'Status Updated',
    description: emailSent
      ? `${STATUS_UPDATED} The customer has been e-mailed.`
      : `${STATUS_UPDATED} The e-mail to the customer failed: ${emailError ?? 'unknown error'}`,
    variant: emailSent ? 'default' : 'destructive',
  })
}

/** The spec's failure text, or the server's own sentence where the spec shows it (status changes). */
export function toastError(text: string, error?: unknown, { preferServer = false } = {}) {
  const reason = serverMessageOf(error)
  const description = reason ? (preferServer ? reason : `${text}: ${reason}`) : text
  toast({ title: 'Error', description, variant: 'destructive' })
}

/** 'Email Failed' with 'Email failed: ' and the server's reason, else 'Failed to send confirmation email'. */
export function toastEmailFailed(error: unknown) {
  const reason = serverMessageOf(error)
  const description = !reason
    ? 'Failed to send confirmation email'
    : reason.startsWith('Email failed')
      ? reason
      : `Email failed: ${reason}`
  toast({ title: 'Email Failed', description, variant: 'destructive' })
}
