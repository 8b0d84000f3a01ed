import { Send } from 'lucide-react'
import { useId, useRef, useState, type FormEvent } from 'react'

import { useReportUnsaved } from '@/components/discard-changes'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { serverMessageOf } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import { EMAIL_REPLY_MAX, EmailReplyBody } from '@shared/email-reply.schema.ts'
import type { EmailSummary } from '@shared/email.schema.ts'
import { characterCount } from '@shared/plain-text.ts'
import { useSendEmailReply } from '../api/send-email-reply'
import { replyGreeting } from '../lib/reply-greeting'

/** "Reply": the owner's answer, written here and e-mailed through the outbox to where a reply goes. */
export function ReplyForm({ email }: { email: EmailSummary }) {
  const id = useId()
  const greeting = replyGreeting(email)
  const [body, setBody] = useState(greeting)
  const [error, setError] = useState<string>()
  const field = useRef<HTMLTextAreaElement>(null)
  const sendReply = useSendEmailReply(email.id)
  // Only the greeting it starts with is no change; anything written is asked about before the dialog closes.
  useReportUnsaved(body !== greeting)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = EmailReplyBody.safeParse({ body })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      // Back to what needs writing, its message read out with it (aria-describedby).
      field.current?.focus()
      return
    }
    setError(undefined)
    sendReply.mutate(parsed.data, {
      onSuccess: () => {
        setBody(greeting)
        toast({ title: 'Reply sent', description: `Your reply to ${email.replyTo} is on its way.` })
      },
      onError: (failure) => {
        setError(serverMessageOf(failure) ?? 'Your reply could not be sent. Please try again.')
        field.current?.focus()
        toast({ title: 'Error', description: 'Failed to send reply', variant: 'destructive' })
      },
    })
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label="Reply to this message">
      <FormField
        id={`${id}-body`}
        label="Your reply"
        hint={
          <>
            E-mailed to <span className="break-all">{email.replyTo}</span> ·{' '}
            {characterCount(body).toLocaleString('en-US')} of {EMAIL_REPLY_MAX.toLocaleString('en-US')}{' '}
            characters
          </>
        }
        error={error}
        className="gap-1.5"
      >
        {(control) => (
          // No maxLength: a browser counts it in UTF-16 units, two per emoji; the schema counts characters.
          <Textarea
            {...control}
            ref={field}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            // Into the greeting alone, the answer goes after it, as a mail program would start it; a selection
            // already made (select-all, then focus) is left as it is.
            onFocus={(event) => {
              const { value, selectionStart, selectionEnd } = event.currentTarget
              if (value === greeting && selectionStart === 0 && selectionEnd === 0)
                event.currentTarget.setSelectionRange(value.length, value.length)
            }}
            rows={5}
          />
        )}
      </FormField>
      <Button type="submit" className="self-start" disabled={sendReply.isPending}>
        <Send aria-hidden="true" />
        {sendReply.isPending ? 'Sending...' : 'Send reply'}
      </Button>
    </form>
  )
}
