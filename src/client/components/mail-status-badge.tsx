import { Badge } from '@/components/ui/badge'
import { MAIL_STATUS_LABELS } from '@/lib/outbox-labels'

import type { MailStatus } from '@shared/outbox.schema.ts'

const COLOURS: Record<MailStatus, string> = {
  queued: 'border-yellow-300 bg-yellow-100 text-yellow-900',
  sending: 'border-blue-300 bg-blue-100 text-blue-900',
  sent: 'border-green-300 bg-green-100 text-green-900',
  failed: 'border-red-300 bg-red-100 text-red-900',
}

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <Badge variant="outline" className={COLOURS[status]} data-mail-status={status}>
      {MAIL_STATUS_LABELS[status]}
    </Badge>
  )
}
