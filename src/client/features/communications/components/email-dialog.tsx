import { Paperclip } from 'lucide-react'
import { useRef, type ComponentProps, type ReactNode } from 'react'

import { useDiscardGuard } from '@/components/discard-changes'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { formatReceived } from '@/lib/format-email-time'
import { toast } from '@/lib/toast'

import type { EmailSummary } from '@shared/email.schema.ts'
import { formatBookingId } from '@shared/format.ts'
import { useDeleteEmail } from '../api/delete-email'
import { ORDER_PAGE_LABEL } from '../lib/sender'
import { ConfirmDeleteEmail } from './confirm-delete-email'
import { EmailCustomer } from './email-customer'
import { EmailReplies } from './email-replies'
import { OpenedMessage } from './opened-message'
import { ReplyForm } from './reply-form'

interface EmailDialogProps {
  /** The list's summary of the message; its body is read when the dialog opens. */
  email: EmailSummary | null
  onClose: () => void
  timeZone?: string
  /** Where focus goes on close when the row that opened the dialog is gone (read or deleted). */
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus']
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  )
}

/** One e-mail in full: who sent it to whom and when, the customer behind it, the message, and what to do next. */
export function EmailDialog({ email, onClose, timeZone, onCloseAutoFocus }: EmailDialogProps) {
  const deleteEmail = useDeleteEmail()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const guard = useDiscardGuard(onClose)
  const remove = (id: number) =>
    deleteEmail.mutate(id, {
      onSuccess: () => {
        toast({ title: 'Email deleted', description: 'Email has been permanently removed.' })
        onClose()
      },
      onError: () => toast({ title: 'Error', description: 'Failed to delete email', variant: 'destructive' }),
    })

  return (
    <Dialog open={email !== null} onOpenChange={(open) => !open && onClose()}>
      {email && (
        <DialogContent
          className="max-w-2xl"
          onCloseAutoFocus={onCloseAutoFocus}
          onCloseAttempt={guard.onCloseAttempt}
          onOpenAutoFocus={(event) => {
            // Read first: start at the title, not in the reply (on a phone, that would open the keyboard over it).
            event.preventDefault()
            titleRef.current?.focus()
          }}
        >
          <DialogHeader>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={email.isRead ? 'secondary' : 'default'}>
                {email.isRead ? 'Read' : 'Unread'}
              </Badge>
              {email.source === 'order-page' ? (
                <Badge variant="outline">{ORDER_PAGE_LABEL}</Badge>
              ) : (
                email.customer && <Badge variant="outline">Known Customer</Badge>
              )}
            </div>
            <DialogTitle ref={titleRef} tabIndex={-1} className="break-words outline-none">
              {email.subject?.trim() ? email.subject : 'No Subject'}
            </DialogTitle>
            <DialogDescription className="sr-only">
              {email.source === 'order-page'
                ? `${ORDER_PAGE_LABEL}, about the order of ${email.fromName ?? 'a customer'}`
                : `Email from ${email.fromName ?? email.fromEmail}`}
            </DialogDescription>
          </DialogHeader>

          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            {email.source === 'order-page' ? (
              <Field label="From">
                <span className="font-medium">{ORDER_PAGE_LABEL}</span>
                <span className="block text-muted-foreground">
                  Anyone with the order's link can write there. Your reply goes to the e-mail on the booking:{' '}
                  <span className="break-all">{email.replyTo}</span>
                </span>
              </Field>
            ) : (
              <Field label="From">
                {email.fromName && <span className="font-medium">{email.fromName} </span>}
                <span className="break-all text-muted-foreground">&lt;{email.fromEmail}&gt;</span>
              </Field>
            )}
            <Field label="To">{email.toEmail ?? 'Not stated'}</Field>
            <Field label="Subject">{email.subject?.trim() ? email.subject : 'No Subject'}</Field>
            <Field label="Received">
              <time dateTime={email.receivedAt}>{formatReceived(email.receivedAt, timeZone)}</time>
            </Field>
            {email.bookingId !== null && <Field label="Order">{formatBookingId(email.bookingId)}</Field>}
          </dl>

          {email.customer && <EmailCustomer customer={email.customer} />}

          <OpenedMessage key={email.id} id={email.id} />

          {email.attachmentCount > 0 && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Paperclip aria-hidden="true" className="size-4 shrink-0" />
              {email.attachmentCount === 1
                ? '1 attachment was not kept here; open the original in your mail program to see it.'
                : `${email.attachmentCount} attachments were not kept here; open the original in your mail program to see them.`}
            </p>
          )}

          <EmailReplies key={`replies-${email.id}`} emailId={email.id} timeZone={timeZone} />
          <guard.Scope>
            <ReplyForm key={`reply-${email.id}`} email={email} />
          </guard.Scope>
          {guard.question}

          <DialogFooter>
            {/* Like Esc and the corner's close button: a reply being written is asked about first. */}
            <Button variant="outline" onClick={() => guard.onCloseAttempt() && onClose()}>
              Close
            </Button>
            <ConfirmDeleteEmail pending={deleteEmail.isPending} onConfirm={() => remove(email.id)} />
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  )
}
