import { Send } from 'lucide-react'
import { useId, useState } from 'react'

import { ListEmpty, ListError } from '@/components/list-states'
import { ListPagination } from '@/components/list-pagination'
import { OutboxMessageItem } from '@/components/outbox-message-item'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { useBusiness } from '@/lib/business'
import { MAIL_STATUS_LABELS } from '@/lib/outbox-labels'
import { useOutbox, useRetryMail } from '@/lib/outbox-api'
import { usePageInRange } from '@/lib/use-page-in-range'
import { useSteadyWhilePressed } from '@/lib/use-steady-while-pressed'

import { MAIL_STATUSES, OUTBOX_PAGE_SIZE, type MailStatus } from '@shared/outbox.schema.ts'

type StatusFilter = MailStatus | 'all'

const EMPTY: Record<StatusFilter, string> = {
  all: 'E-mails to customers appear here as soon as they are queued.',
  queued: 'Nothing is waiting to be sent.',
  sending: 'Nothing is being sent right now.',
  sent: 'No e-mail has been sent yet.',
  failed: 'No e-mail has failed.',
}

/** Communications → Outgoing: every e-mail to customers, its state, the reason it has not gone, and Retry. */
export function OutgoingMailPanel() {
  const timeZone = useBusiness().data?.timezone
  const filterId = useId()
  const [status, setStatus] = useState<StatusFilter>('all')
  const [page, setPage] = useState(1)
  const outbox = useOutbox({ status: status === 'all' ? undefined : status, page, limit: OUTBOX_PAGE_SIZE })
  const { retryMail, retrying } = useRetryMail()
  // Refreshed every few seconds while mail is on its way: a press on a row keeps the rows still until its click.
  const listId = useId()
  const data = useSteadyWhilePressed(outbox.data, listId)
  // A retried e-mail leaves the Failed list: a page it emptied falls back to the last page there is.
  const pageGone = usePageInRange(page, OUTBOX_PAGE_SIZE, outbox, setPage)

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-1">
          <CardTitle as="h2">Outgoing</CardTitle>
          <p className="text-sm text-muted-foreground">
            Confirmations and updates to customers. Failed e-mails are tried again automatically.
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor={filterId} className="text-sm">
            Show<span className="sr-only"> outgoing e-mail</span>
          </Label>
          <NativeSelect
            id={filterId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter)
              setPage(1)
            }}
            className="h-9 w-44"
          >
            <option value="all">All e-mails</option>
            {MAIL_STATUSES.map((value) => (
              <option key={value} value={value}>
                {MAIL_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardHeader>
      <CardContent
        id={listId}
        className="flex flex-col gap-4 p-4 pt-0 sm:p-6 sm:pt-0"
        aria-busy={outbox.isFetching}
      >
        {outbox.isError ? (
          <ListError
            message="Failed to load outgoing e-mail"
            onRetry={() => void outbox.refetch()}
            retrying={outbox.isFetching}
          />
        ) : !data || pageGone ? (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading outgoing e-mail…</span>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : data.messages.length === 0 ? (
          <ListEmpty icon={Send} title="No outgoing e-mail" className="py-8">
            {EMPTY[status]}
          </ListEmpty>
        ) : (
          <>
            <ul aria-label="Outgoing e-mail" className="flex flex-col divide-y rounded-lg border">
              {data.messages.map((message) => (
                <OutboxMessageItem
                  key={message.id}
                  message={message}
                  timeZone={timeZone}
                  showOrder
                  retrying={retrying(message.id)}
                  onRetry={(chosen) => retryMail(chosen.id)}
                />
              ))}
            </ul>
            {data.total > OUTBOX_PAGE_SIZE && (
              <ListPagination
                page={page}
                pageSize={OUTBOX_PAGE_SIZE}
                total={data.total}
                moreThanTotal={data.moreThanTotal}
                onPage={data.messages.length}
                onPageChange={setPage}
                label="Outgoing e-mail pages"
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}
