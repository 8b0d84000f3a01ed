import { History } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { formatDayTime } from '@/lib/format-date'

interface DraftNoticeProps {
  savedAt: string
  onStartOver: () => void
}

/** Tells a returning visitor their saved draft is back, with a way to discard it. */
export function DraftNotice({ savedAt, onStartOver }: DraftNoticeProps) {
  // No business timezone: the draft was saved on this browser, so its own clock says when.
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-accent p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex gap-2 text-sm">
        <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-copper" />
        <span>Welcome back! We restored the draft you saved on {formatDayTime(savedAt)}.</span>
      </p>
      <Button variant="outline" size="sm" onClick={onStartOver} className="self-start sm:self-auto">
        Start over
      </Button>
    </div>
  )
}
