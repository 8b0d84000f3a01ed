import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { showServerIssues } from '@/lib/server-issues'

import { REBOOK_AFTER_DAYS_MAX, REBOOK_AFTER_DAYS_MIN, ReminderSettings } from '@shared/settings.schema.ts'
import { useReminderSettings, useUpdateReminderSettings } from '../api/reminder-settings'
import { saveFailedToast, savedToast } from '../lib/save-toasts'
import { SectionError, SectionLoading } from './section-states'
import { SettingsCard } from './settings-card'
import { SettingsHistoryList } from './settings-history-list'

function ReminderSettingsForm({ settings }: { settings: ReminderSettings }) {
  const save = useUpdateReminderSettings()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReminderSettings>({ resolver: zodResolver(ReminderSettings), values: settings })
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => savedToast('Reminder settings'),
      onError: (error) => {
        showServerIssues(error, ['rebookAfterDays', 'reviewRequests'], setError)
        saveFailedToast(error)
      },
    }),
  )
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField
        id="reminders-days"
        label="Remind after (days)"
        hint={`Customers who ticked “E-mail me when my knives are due for sharpening again” get one e-mail this many days after their last completed or paid order, unless they have booked since (${REBOOK_AFTER_DAYS_MIN} to ${REBOOK_AFTER_DAYS_MAX}).`}
        error={errors.rebookAfterDays?.message}
      >
        {(control) => (
          <Input
            type="number"
            inputMode="numeric"
            min={REBOOK_AFTER_DAYS_MIN}
            max={REBOOK_AFTER_DAYS_MAX}
            className="max-w-32"
            {...control}
            {...register('rebookAfterDays', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <div className="flex items-start gap-3">
        <Checkbox id="reminders-reviews" className="mt-0.5" {...register('reviewRequests')} />
        <Label htmlFor="reminders-reviews">Ask customers for a review when an order is paid</Label>
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save reminder settings'}
        </Button>
      </div>
    </form>
  )
}

/** Settings → Reminders (issue 43): when customers who asked for it hear that their knives are due again. */
export function ReminderSettingsSection() {
  const settings = useReminderSettings()
  return (
    <SettingsCard
      id="reminders"
      title="Reminders"
      description="E-mails to customers who asked for them. Each one carries a one-click unsubscribe link."
    >
      {settings.isPending ? (
        <SectionLoading />
      ) : settings.isError ? (
        <SectionError onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <ReminderSettingsForm settings={settings.data} />
      )}
      <SettingsHistoryList section="reminders" />
    </SettingsCard>
  )
}
