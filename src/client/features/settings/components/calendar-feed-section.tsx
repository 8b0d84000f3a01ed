import { CalendarSync, Copy, RefreshCw } from 'lucide-react'
import { useId, useState } from 'react'

import { ConfirmDialog } from '@/components/confirm-dialog'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast'

import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed'
import { SectionCardHeader } from './section-card-header'

/**
 * Settings → Calendar feed: the secret address that puts every booked pickup in the owner's phone calendar,
 * and a way to replace it when it may have leaked. Standalone, for the Settings tab to mount.
 */
export function CalendarFeedSection({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const feed = useCalendarFeed()
  const reset = useResetCalendarFeed()
  const [confirming, setConfirming] = useState(false)
  const id = useId()

  const copy = async () => {
    if (!feed.data) return
    try {
      await navigator.clipboard.writeText(feed.data.url)
      toast({ title: 'Address copied', description: 'Add it to your calendar app as a subscription.' })
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the address and copy it yourself.',
        variant: 'destructive',
      })
    }
  }

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'New calendar address', description: 'The old address no longer works.' }),
      onError: () =>
        toast({ title: 'Error', description: 'The address was not changed.', variant: 'destructive' }),
      onSettled: () => setConfirming(false),
    })

  return (
    <Card>
      <SectionCardHeader icon={CalendarSync} title="Calendar Feed" headingLevel={headingLevel}>
        Subscribe to this address in your phone&apos;s calendar to see every booked pickup. Keep it private:
        anyone with it can see your pickups.
      </SectionCardHeader>
      <CardContent className="flex flex-col gap-3 p-4 pt-0 sm:px-6">
        {feed.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : feed.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The calendar address could not be loaded.
          </p>
        ) : (
          <FormField id={`${id}-url`} label="Calendar address" className="gap-1.5">
            {(control) => (
              <Input {...control} readOnly value={feed.data.url} onFocus={(event) => event.target.select()} />
            )}
          </FormField>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copy()} disabled={!feed.data}>
            <Copy aria-hidden="true" />
            Copy address
          </Button>
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={!feed.data}>
            <RefreshCw aria-hidden="true" />
            Reset address
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset the calendar address?"
        description="Calendars subscribed to the current address stop updating. You will need to subscribe again with the new one."
        cancelLabel="Cancel"
        confirmLabel={reset.isPending ? 'Resetting...' : 'Reset address'}
        onConfirm={confirmReset}
        busy={reset.isPending}
      />
    </Card>
  )
}
