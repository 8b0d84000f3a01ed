import { useId } from 'react'

import { OutboxMessageItem } from '@/components/outbox-message-item'
import { Skeleton } from '@/components/ui/skeleton'
import { useOutbox, useRetryMail } from '@/lib/outbox-api'
import { useSteadyWhilePressed } from '@/lib/use-steady-while-pressed'

interface BookingMessagesProps {
  /** The order's messages (the edit dialog), or every message about a customer's orders (customer dialog). */
  filter: { bookingId: number } | { customerId: number }
  timeZone?: string
  /** The heading's level where it is shown. */
  headingClassName?: string
}

const MESSAGES_SHOWN = 20

/** The e-mails sent, or waiting to go, about an order or a customer, each with its state and Retry. */
export function BookingMessages({ filter, timeZone, headingClassName }: BookingMessagesProps) {
  const headingId = useId()
  const messages = useOutbox({ ...filter, limit: MESSAGES_SHOWN })
  const { retryMail, retrying } = useRetryMail()
  // Refreshed every few seconds while mail is on its way: a press on a row keeps the rows still until its click.
  const sectionId = useId()
  const list = useSteadyWhilePressed(messages.data, sectionId)?.messages

  return (
    <section id={sectionId} aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3
        id={headingId}
        className={headingClassName ?? 'text-sm font-semibold tracking-wide text-copper uppercase'}
      >
        E-mails to the customer
      </h3>
      {messages.isError ? (
        <p className="text-sm text-muted-foreground">The e-mails could not be loaded.</p>
      ) : !list ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading e-mails…</span>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">No e-mails yet.</p>
      ) : (
        <ul aria-label="E-mails to the customer" className="flex flex-col divide-y rounded-lg border">
          {list.map((message) => (
            <OutboxMessageItem
              key={message.id}
              message={message}
              timeZone={timeZone}
              showOrder={'customerId' in filter}
              retrying={retrying(message.id)}
              onRetry={(chosen) => retryMail(chosen.id)}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
