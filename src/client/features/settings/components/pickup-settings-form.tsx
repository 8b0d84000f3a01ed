import { useId, useState, type ComponentProps } from 'react'

import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { apiIssuesOf } from '@/lib/server-issues'
import { serverMessageOf } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useLastingDraft } from '@/lib/use-lasting-draft'

import {
  DEFAULT_HORIZON_DAYS,
  DEFAULT_LEAD_HOURS,
  PickupSettings,
  type PickupClosure,
  type PickupWindow,
} from '@shared/pickup.schema.ts'
import { useSavePickupSettings } from '../api/pickup-settings'
import { issueMap, type IssueMap } from '../lib/pickup-settings-issues'
import { PickupClosureRows } from './pickup-closure-rows'
import { PickupWindowRows } from './pickup-window-rows'

interface Draft {
  windows: PickupWindow[]
  closures: PickupClosure[]
  leadHours: string
  horizonDays: string
}

const draftOf = ({ windows, closures, leadHours, horizonDays }: PickupSettings): Draft => ({
  windows,
  closures,
  leadHours: String(leadHours),
  horizonDays: String(horizonDays),
})

const numberOf = (text: string) => (text === '' ? Number.NaN : Number(text))

/** The pickup settings as the owner edits them, checked with the server's schema before they are sent. */
export function PickupSettingsForm({ saved }: { saved: PickupSettings }) {
  const save = useSavePickupSettings()
  // The form's copy, made from the saved settings until the owner first changes something; it outlives the
  // section, so switching to another and back keeps unsaved rows.
  const [edited, setDraft] = useLastingDraft<Draft>('settings.pickup')
  const draft = edited ?? draftOf(saved)
  const [issues, setIssues] = useState<IssueMap>({})
  const id = useId()
  const update = (change: Partial<Draft>) => setDraft({ ...draft, ...change })

  const submit = () => {
    const parsed = PickupSettings.safeParse({
      windows: draft.windows,
      closures: draft.closures,
      leadHours: numberOf(draft.leadHours),
      horizonDays: numberOf(draft.horizonDays),
    })
    if (!parsed.success) {
      setIssues(issueMap(parsed.error.issues))
      toast({
        title: 'Check the pickup settings',
        description: parsed.error.issues[0]?.message,
        variant: 'destructive',
      })
      return
    }
    setIssues({})
    save.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(undefined)
        toast({ title: 'Pickup settings saved' })
      },
      onError: (error) => {
        setIssues(issueMap(apiIssuesOf(error)))
        toast({
          title: 'Pickup settings not saved',
          description: serverMessageOf(error) ?? 'Please try again.',
          variant: 'destructive',
        })
      },
    })
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <PickupWindowRows
        id={id}
        windows={draft.windows}
        issues={issues}
        onChange={(windows) => update({ windows })}
      />
      <PickupClosureRows
        id={id}
        closures={draft.closures}
        issues={issues}
        onChange={(closures) => update({ closures })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DraftNumberField
          id={`${id}-lead`}
          label="Lead time (hours)"
          hint="A window can no longer be booked this many hours before it starts."
          error={issues.leadHours}
          min={0}
          value={draft.leadHours}
          placeholder={String(DEFAULT_LEAD_HOURS)}
          onChange={(event) => update({ leadHours: event.target.value })}
        />
        <DraftNumberField
          id={`${id}-horizon`}
          label="Horizon (days)"
          hint="How many days ahead customers can book."
          error={issues.horizonDays}
          min={1}
          value={draft.horizonDays}
          placeholder={String(DEFAULT_HORIZON_DAYS)}
          onChange={(event) => update({ horizonDays: event.target.value })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save pickup settings'}
        </Button>
        {edited && <p className="text-sm text-muted-foreground">You have unsaved changes.</p>}
      </div>
    </form>
  )
}

interface DraftNumberFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string
  label: string
  hint: string
  error: string | undefined
}

/** A whole number of the settings, kept as typed until the form is checked. */
function DraftNumberField({ id, label, hint, error, ...input }: DraftNumberFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} className="gap-1.5">
      {(control) => <Input type="number" inputMode="numeric" {...input} {...control} />}
    </FormField>
  )
}
