import { useId, useState } from 'react'

import { CardListSkeleton } from '@/components/card-list-skeleton'
import { ListError } from '@/components/list-states'
import { ListPagination } from '@/components/list-pagination'
import { Badge } from '@/components/ui/badge'
import { useBusiness } from '@/lib/business'
import { useSteadyWhilePressed } from '@/lib/use-steady-while-pressed'

import { ATTENTION_PAGE_SIZE } from '@shared/api-read-urls.ts'
import { useAttention } from '../api/get-attention'
import { useMarkAttentionDone } from '../api/mark-attention-done'
import { AttentionRow } from './attention-item'

// Three at a time (the server preloads the first page of this size: shared/api-read-urls.ts).
const PAGE_SIZE = ATTENTION_PAGE_SIZE
const HEADING_ID = 'needs-attention-heading'

/**
 * "Needs attention" (issue 41): above the Workflow Board, the owner's first screen, what customers did on their
 * order pages, mail that failed for good, windows over capacity and orders with no pickup time, newest first.
 */
export function AttentionList() {
  const [page, setPage] = useState(1)
  const attention = useAttention({ status: 'open', page, limit: PAGE_SIZE })
  const markDone = useMarkAttentionDone()
  const { data: business } = useBusiness()
  // Refreshed every half minute: a press on a row keeps the rows where they are until its click is over.
  const regionId = useId()
  const data = useSteadyWhilePressed(attention.data, regionId)
  const total = data?.total

  // Marking the last item of the last page done leaves that page empty: show the one before.
  if (attention.data && attention.data.items.length === 0 && page > 1) setPage(page - 1)

  return (
    <section
      id={regionId}
      aria-labelledby={HEADING_ID}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <h2 id={HEADING_ID} className="text-lg font-semibold">
          Needs attention
        </h2>
        {total !== undefined && total > 0 && (
          <Badge variant="destructive">
            {total}
            <span className="sr-only"> open</span>
          </Badge>
        )}
      </div>
      {attention.isError ? (
        <ListError
          message="Failed to load what needs attention"
          onRetry={() => void attention.refetch()}
          retrying={attention.isFetching}
          className="py-6"
        />
      ) : !data ? (
        <CardListSkeleton label="Loading what needs attention…" lineWidths={['w-3/4', 'w-1/4']} cards={2} />
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing needs your attention right now.</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y rounded-lg border">
            {data.items.map((item) => (
              <AttentionRow
                key={item.id}
                item={item}
                timeZone={business?.timezone}
                onDone={(id) => markDone.mutate(id)}
                marking={markDone.isPending && markDone.variables === item.id}
              />
            ))}
          </ul>
          {data.total > PAGE_SIZE && (
            <ListPagination
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onPage={data.items.length}
              onPageChange={setPage}
              label="Needs attention pages"
            />
          )}
        </>
      )}
    </section>
  )
}
