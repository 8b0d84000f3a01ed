import { CalendarClock } from 'lucide-react'

import { ListError } from '@/components/list-states'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

import { usePickupSettings } from '../api/pickup-settings'
import { PickupSettingsForm } from './pickup-settings-form'
import { SectionCardHeader } from './section-card-header'

/**
 * Settings → Pickup windows: the weekly windows with their capacity, closures, lead time and horizon. With no
 * windows the booking forms ask no time. Standalone, for the Settings tab to mount.
 */
export function PickupSettingsSection({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const settings = usePickupSettings()
  return (
    <Card>
      <SectionCardHeader icon={CalendarClock} title="Pickup Windows" headingLevel={headingLevel}>
        When customers can book a pickup, and how many pickups fit in each window. With no windows, the
        booking forms ask no time.
      </SectionCardHeader>
      <CardContent className="flex flex-col gap-6 p-4 pt-0 sm:px-6">
        {settings.isError ? (
          <ListError
            message="Failed to load the pickup settings"
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : !settings.data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <PickupSettingsForm saved={settings.data} />
        )}
      </CardContent>
    </Card>
  )
}
