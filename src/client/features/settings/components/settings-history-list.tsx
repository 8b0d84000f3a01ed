import { History } from 'lucide-react'

import { useBusiness } from '@/lib/business'
import { formatDayTime } from '@/lib/format-date'

import type { SettingsSection } from '@shared/settings.schema.ts'
import { useSettingsHistory } from '../api/get-settings-history'
import { changeText } from '../lib/history-text'

/** A section's latest changes under it: when, by whom, and each field's old and new value. */
export function SettingsHistoryList({ section }: { section: SettingsSection }) {
  const { data, isPending, isError } = useSettingsHistory(section)
  const timeZone = useBusiness().data?.timezone
  return (
    <details className="group rounded-lg border bg-muted/40 px-4 py-3 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <History aria-hidden="true" className="size-4 text-copper" />
        Recent changes
      </summary>
      <div className="mt-3">
        {isPending ? (
          <p className="text-muted-foreground">Loading…</p>
        ) : isError ? (
          <p className="text-destructive">Failed to load the changes</p>
        ) : data.entries.length === 0 ? (
          <p className="text-muted-foreground">No changes yet.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {data.entries.map((entry) => (
              <li key={entry.at + entry.changedBy} className="flex flex-col gap-1">
                <p className="text-muted-foreground">
                  <time dateTime={entry.at}>{formatDayTime(entry.at, timeZone)}</time> by {entry.changedBy}
                </p>
                <ul className="flex flex-col gap-0.5 pl-4">
                  {entry.changes.map((change) => (
                    <li key={change.field} className="list-disc break-words">
                      {changeText(change)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  )
}
