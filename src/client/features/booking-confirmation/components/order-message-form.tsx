import { useId, useState, type FormEvent } from 'react'

import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { ApiRequestError } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import { ORDER_MESSAGE_MAX, OrderMessageBody } from '@shared/order-page.schema.ts'
import { characterCount } from '@shared/plain-text.ts'
import { useSendOrderMessage } from '../api/send-order-message'

/** "Write to us": a message about this order, to the business's inbox. */
export function OrderMessageForm({ token }: { token: string }) {
  const id = useId()
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string>()
  const sendMessage = useSendOrderMessage(token)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = OrderMessageBody.safeParse({ message })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    sendMessage.mutate(parsed.data, {
      onSuccess: (result) => {
        setMessage('')
        toast({ title: 'Message sent', description: result.message })
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiRequestError && failure.serverMessage
            ? failure.serverMessage
            : 'Your message could not be sent. Please try again in a moment.',
        ),
    })
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Write to us
      </h2>
      <FormField
        id={`${id}-message`}
        label="Your message about this order"
        hint={`${characterCount(message).toLocaleString('en-US')} of ${ORDER_MESSAGE_MAX.toLocaleString('en-US')} characters`}
        hintId={`${id}-count`}
        error={error}
        className="gap-1.5"
      >
        {(control) => (
          // No maxLength: a browser counts it in UTF-16 units, two per emoji; the schema counts characters.
          <Textarea
            {...control}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            rows={4}
          />
        )}
      </FormField>
      <Button type="submit" className="self-start" disabled={sendMessage.isPending}>
        {sendMessage.isPending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  )
}
