import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'

import type { NotificationSettings } from '@shared/settings.schema.ts'
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings'
import { NOTIFICATION_LABELS } from '../lib/notification-labels'
import { saveFailedToast, savedToast } from '../lib/save-toasts'
import { SectionError, SectionLoading } from './section-states'
import { SettingsCard } from './settings-card'
import { SettingsHistoryList } from './settings-history-list'

const SWITCHES = Object.entries(NOTIFICATION_LABELS) as [keyof NotificationSettings, string][]

function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const save = useUpdateNotificationSettings()
  const { register, handleSubmit } = useForm<NotificationSettings>({ values: settings })
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => savedToast('E-mail alerts'), onError: saveFailedToast }),
  )
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium">E-mail me when</legend>
        {SWITCHES.map(([name, label]) => (
          <div key={name} className="flex items-center gap-3">
            <Checkbox id={`notify-${name}`} {...register(name)} />
            <Label htmlFor={`notify-${name}`} className="font-normal">
              {label}
            </Label>
          </div>
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save e-mail alerts'}
        </Button>
      </div>
    </form>
  )
}

/** Settings → E-mail alerts (issue 41): which events e-mail the owner at the business address. */
export function NotificationSettingsSection() {
  const settings = useNotificationSettings()
  return (
    <SettingsCard
      id="notifications"
      title="E-mail alerts"
      description="E-mails to your business address. Cancellations, new pickup times, messages and failed e-mails are also listed under Needs attention on the Workflow Board."
    >
      {settings.isPending ? (
        <SectionLoading />
      ) : settings.isError ? (
        <SectionError onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <NotificationSettingsForm settings={settings.data} />
      )}
      <SettingsHistoryList section="notifications" />
    </SettingsCard>
  )
}
