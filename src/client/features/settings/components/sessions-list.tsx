import { Laptop } from 'lucide-react'
import { useState } from 'react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { serverMessageOf } from '@/lib/api-client'
import { useBusiness } from '@/lib/business'
import { formatDayTime } from '@/lib/format-date'
import { toast } from '@/lib/toast'

import { useEndOtherSessions, useEndSession } from '../api/end-sessions'
import { useSessions } from '../api/get-sessions'
import { SectionError, SectionLoading } from './section-states'

/** "Firefox on Linux" from a User-Agent, or the text itself when it names nothing we know. */
function clientName(userAgent: string): string {
  if (!userAgent) return 'Unknown browser'
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : undefined
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined
  if (!browser) return userAgent.slice(0, 60)
  return system ? `${browser} on ${system}` : browser
}

/** Enough to find a browser just used; a week of sign-ins from many devices stays behind "Show all". */
const SHOWN_AT_FIRST = 5

const failed = (error: unknown) =>
  toast({
    title: 'Error',
    description: serverMessageOf(error) ?? 'Failed to end the session',
    variant: 'destructive',
  })

/** The browsers signed in as the owner: when each signed in and was last used; end one or all the others. */
export function SessionsList() {
  const sessions = useSessions()
  const endSession = useEndSession()
  const endOthers = useEndOtherSessions()
  const timeZone = useBusiness().data?.timezone
  const when = (iso: string) => formatDayTime(iso, timeZone)
  const [showAll, setShowAll] = useState(false)

  if (sessions.isPending) return <SectionLoading />
  if (sessions.isError)
    return <SectionError onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
  const others = sessions.data.sessions.filter((session) => !session.current)
  // This browser first, then the others as the server lists them, the most recently used first.
  const ordered = [...sessions.data.sessions.filter((session) => session.current), ...others]
  const shown = showAll ? ordered : ordered.slice(0, SHOWN_AT_FIRST)
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 className="font-semibold">Signed-in sessions</h4>
        <Button
          type="button"
          variant="outline"
          disabled={others.length === 0 || endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ endedSessions }) =>
                toast({
                  title: 'Sessions ended',
                  description: `Signed out ${endedSessions} other session${endedSessions === 1 ? '' : 's'}.`,
                }),
              onError: failed,
            })
          }
        >
          {endOthers.isPending ? 'Ending...' : 'End all other sessions'}
        </Button>
      </div>
      <ul className="divide-y rounded-lg border">
        {shown.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 p-3">
            <Laptop aria-hidden="true" className="size-5 shrink-0 text-copper" />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="flex flex-wrap items-center gap-2 font-medium" title={session.client}>
                {clientName(session.client)}
                {session.current && <Badge variant="secondary">This session</Badge>}
              </p>
              <p className="text-sm text-muted-foreground">
                Signed in {when(session.createdAt)} · last used {when(session.lastUsedAt)}
              </p>
            </div>
            {!session.current && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={endSession.isPending}
                aria-label={`End session: ${clientName(session.client)}, last used ${when(session.lastUsedAt)}`}
                onClick={() =>
                  endSession.mutate(session.id, {
                    onSuccess: () =>
                      toast({ title: 'Session ended', description: 'That browser is signed out.' }),
                    onError: failed,
                  })
                }
              >
                End
              </Button>
            )}
          </li>
        ))}
      </ul>
      {ordered.length > SHOWN_AT_FIRST && (
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={() => setShowAll(!showAll)}>
            {showAll ? 'Show fewer sessions' : `Show all ${ordered.length} sessions`}
          </Button>
        </div>
      )}
    </div>
  )
}
