import { CalendarClock, Plus, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'

import { ListError } from '@/components/list-states'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiRequestError, serverMessageOf } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import {
  DEFAULT_HORIZON_DAYS,
  DEFAULT_LEAD_HOURS,
  PickupSettings,
  WEEKDAY_NAMES,
  type PickupClosure,
  type PickupWindow,
} from '../../../../shared/pickup.schema.ts'
import { usePickupSettings, useSavePickupSettings } from '../api/pickup-settings'
import { apiIssueMap, issueMap, type IssueMap } from '../lib/settings-issues'

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

const newWindow = (): PickupWindow => ({ weekday: 1, start: '09:00', end: '12:00', capacity: 4 })
const newClosure = (): PickupClosure => {
  const today = new Date().toISOString().slice(0, 10)
  return { from: today, to: today, note: '' }
}

/**
 * Settings → Pickup windows: the weekly windows with their capacity, closures, lead time and horizon. With no
 * windows the booking forms ask no time. Standalone, for the Settings tab to mount.
 */
export function PickupSettingsSection({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const settings = usePickupSettings()
  const save = useSavePickupSettings()
  // The form's copy, made from the saved settings until the owner first changes something.
  const [edited, setDraft] = useState<Draft | undefined>()
  const draft = edited ?? (settings.data && draftOf(settings.data))
  const [issues, setIssues] = useState<IssueMap>({})
  const id = useId()

  const update = (change: Partial<Draft>) => draft && setDraft({ ...draft, ...change })
  const setWindow = (index: number, change: Partial<PickupWindow>) =>
    draft && update({ windows: draft.windows.map((w, i) => (i === index ? { ...w, ...change } : w)) })
  const setClosure = (index: number, change: Partial<PickupClosure>) =>
    draft && update({ closures: draft.closures.map((c, i) => (i === index ? { ...c, ...change } : c)) })

  const submit = () => {
    if (!draft) return
    const parsed = PickupSettings.safeParse({
      windows: draft.windows,
      closures: draft.closures,
      leadHours: draft.leadHours === '' ? Number.NaN : Number(draft.leadHours),
      horizonDays: draft.horizonDays === '' ? Number.NaN : Number(draft.horizonDays),
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
      onSuccess: () => toast({ title: 'Pickup settings saved' }),
      onError: (error) => {
        if (error instanceof ApiRequestError) setIssues(apiIssueMap(error.issues))
        toast({
          title: 'Pickup settings not saved',
          description: serverMessageOf(error) ?? 'Please try again.',
          variant: 'destructive',
        })
      },
    })
  }

  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle as={headingLevel} className="flex items-center gap-2 text-lg">
          <CalendarClock aria-hidden="true" className="size-5 text-copper" />
          Pickup Windows
        </CardTitle>
        <CardDescription>
          When customers can book a pickup, and how many pickups fit in each window. With no windows, the
          booking forms ask no time.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6 p-4 pt-0 sm:px-6">
        {settings.isError ? (
          <ListError
            message="Failed to load the pickup settings"
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : !draft ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <form
            noValidate
            className="flex flex-col gap-6"
            onSubmit={(event) => {
              event.preventDefault()
              submit()
            }}
          >
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 font-semibold">Weekly windows</legend>
              {draft.windows.length === 0 && (
                <p className="text-sm text-muted-foreground">
                  No windows: customers are not asked for a time.
                </p>
              )}
              {draft.windows.map((window, index) => {
                const base = `${id}-w${index}`
                const error =
                  issues[`windows.${index}.start`] ??
                  issues[`windows.${index}.end`] ??
                  issues[`windows.${index}.capacity`] ??
                  issues[`windows.${index}.weekday`]
                return (
                  <div key={index} className="flex flex-col gap-1 rounded-md border p-3">
                    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1.3fr_1fr_1fr_0.8fr_auto] sm:items-end">
                      <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
                        <Label htmlFor={`${base}-day`}>Weekday</Label>
                        <NativeSelect
                          id={`${base}-day`}
                          value={window.weekday}
                          onChange={(event) => setWindow(index, { weekday: Number(event.target.value) })}
                        >
                          {WEEKDAY_NAMES.map((name, day) => (
                            <option key={name} value={day + 1}>
                              {name}
                            </option>
                          ))}
                        </NativeSelect>
                      </div>
                      <div className="flex flex-col gap-1.5">
                        <Label htmlFor={`${base}-start`}>Start</Label>
                        <Input
                          id={`${base}-start`}
                          type="time"
                          value={window.start}
                          aria-invalid={issues[`windows.${index}.start`] ? true : undefined}
                          aria-describedby={error ? `${base}-error` : undefined}
                          onChange={(event) => setWindow(index, { start: event.target.value })}
                        />
                      </div>
                      <div className="flex flex-col gap-1.5">
                        <Label htmlFor={`${base}-end`}>End</Label>
                        <Input
                          id={`${base}-end`}
                          type="time"
                          value={window.end}
                          aria-invalid={issues[`windows.${index}.end`] ? true : undefined}
                          aria-describedby={error ? `${base}-error` : undefined}
                          onChange={(event) => setWindow(index, { end: event.target.value })}
                        />
                      </div>
                      <div className="flex flex-col gap-1.5">
                        <Label htmlFor={`${base}-capacity`}>Pickups</Label>
                        <Input
                          id={`${base}-capacity`}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={100}
                          value={Number.isNaN(window.capacity) ? '' : window.capacity}
                          aria-invalid={issues[`windows.${index}.capacity`] ? true : undefined}
                          aria-describedby={error ? `${base}-error` : undefined}
                          onChange={(event) => setWindow(index, { capacity: event.target.valueAsNumber })}
                        />
                      </div>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="justify-self-end"
                        aria-label={`Remove the ${WEEKDAY_NAMES[window.weekday - 1]} ${window.start} window`}
                        onClick={() => update({ windows: draft.windows.filter((_, i) => i !== index) })}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                    <FieldError id={`${base}-error`} message={error} />
                  </div>
                )
              })}
              <Button
                variant="outline"
                className="self-start"
                onClick={() => update({ windows: [...draft.windows, newWindow()] })}
              >
                <Plus aria-hidden="true" />
                Add window
              </Button>
            </fieldset>

            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 font-semibold">Closures</legend>
              {draft.closures.length === 0 && (
                <p className="text-sm text-muted-foreground">No closures: every window is open.</p>
              )}
              {draft.closures.map((closure, index) => {
                const base = `${id}-c${index}`
                const error =
                  issues[`closures.${index}.to`] ??
                  issues[`closures.${index}.from`] ??
                  issues[`closures.${index}.note`]
                return (
                  <div key={index} className="flex flex-col gap-1 rounded-md border p-3">
                    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
                      <div className="flex flex-col gap-1.5">
                        <Label htmlFor={`${base}-from`}>From</Label>
                        <Input
                          id={`${base}-from`}
                          type="date"
                          value={closure.from}
                          aria-describedby={error ? `${base}-error` : undefined}
                          onChange={(event) => setClosure(index, { from: event.target.value })}
                        />
                      </div>
                      <div className="flex flex-col gap-1.5">
                        <Label htmlFor={`${base}-to`}>To</Label>
                        <Input
                          id={`${base}-to`}
                          type="date"
                          value={closure.to}
                          aria-invalid={issues[`closures.${index}.to`] ? true : undefined}
                          aria-describedby={error ? `${base}-error` : undefined}
                          onChange={(event) => setClosure(index, { to: event.target.value })}
                        />
                      </div>
                      <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
                        <Label htmlFor={`${base}-note`}>Note</Label>
                        <Input
                          id={`${base}-note`}
                          value={closure.note}
                          maxLength={200}
                          placeholder="Holiday, vacation..."
                          onChange={(event) => setClosure(index, { note: event.target.value })}
                        />
                      </div>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="col-span-2 justify-self-end sm:col-span-1"
                        aria-label={`Remove the closure from ${closure.from}`}
                        onClick={() => update({ closures: draft.closures.filter((_, i) => i !== index) })}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                    <FieldError id={`${base}-error`} message={error} />
                  </div>
                )
              })}
              <Button
                variant="outline"
                className="self-start"
                onClick={() => update({ closures: [...draft.closures, newClosure()] })}
              >
                <Plus aria-hidden="true" />
                Add closure
              </Button>
            </fieldset>

            <div className="grid gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-lead`}>Lead time (hours)</Label>
                <Input
                  id={`${id}-lead`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  value={draft.leadHours}
                  placeholder={String(DEFAULT_LEAD_HOURS)}
                  aria-invalid={issues.leadHours ? true : undefined}
                  aria-describedby={`${id}-lead-hint ${issues.leadHours ? `${id}-lead-error` : ''}`}
                  onChange={(event) => update({ leadHours: event.target.value })}
                />
                <p id={`${id}-lead-hint`} className="text-xs text-muted-foreground">
                  A window can no longer be booked this many hours before it starts.
                </p>
                <FieldError id={`${id}-lead-error`} message={issues.leadHours} />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-horizon`}>Horizon (days)</Label>
                <Input
                  id={`${id}-horizon`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={draft.horizonDays}
                  placeholder={String(DEFAULT_HORIZON_DAYS)}
                  aria-invalid={issues.horizonDays ? true : undefined}
                  aria-describedby={`${id}-horizon-hint ${issues.horizonDays ? `${id}-horizon-error` : ''}`}
                  onChange={(event) => update({ horizonDays: event.target.value })}
                />
                <p id={`${id}-horizon-hint`} className="text-xs text-muted-foreground">
                  How many days ahead customers can book.
                </p>
                <FieldError id={`${id}-horizon-error`} message={issues.horizonDays} />
              </div>
            </div>

            <Button type="submit" className="self-start" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save pickup settings'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  )
}
