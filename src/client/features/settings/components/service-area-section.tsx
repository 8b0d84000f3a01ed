import { MapPinned, X } from 'lucide-react'
import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'

import type { ServiceAreaView } from '@shared/settings.schema.ts'
import { useServiceArea } from '../api/get-service-area'
import { useUpdateServiceArea } from '../api/update-service-area'
import { saveFailedToast, savedToast } from '../lib/save-toasts'
import { checkServedZips, parseZipList } from '../lib/zip-list'
import { SectionError, SectionLoading } from './section-states'
import { SettingsCard } from './settings-card'
import { FormField } from '@/components/form-field'
import { SettingsHistoryList } from './settings-history-list'

function outsideText(count: number): string {
  if (count === 0) return 'No booking so far is outside these ZIP codes.'
  return `${count} booking${count === 1 ? ' is' : 's are'} outside these ZIP codes (flagged on the order).`
}

function ServiceAreaForm({ area }: { area: ServiceAreaView }) {
  const save = useUpdateServiceArea()
  const [pasted, setPasted] = useState('')
  const [error, setError] = useState<string>()

  const saveZips = (servedZips: string[], what: string, onSaved?: () => void) => {
    const checked = checkServedZips(servedZips)
    if ('error' in checked) {
      setError(checked.error)
      return
    }
    save.mutate(checked, {
      onSuccess: () => {
        setError(undefined)
        onSaved?.()
        savedToast(what)
      },
      onError: (failure) => {
        setError(undefined)
        saveFailedToast(failure)
      },
    })
  }

  const add = (event: FormEvent) => {
    event.preventDefault()
    const { zips, invalid } = parseZipList(pasted)
    if (invalid.length > 0) {
      setError(`Not a 5-digit ZIP code: ${invalid.slice(0, 5).join(', ')}${invalid.length > 5 ? ', …' : ''}`)
      return
    }
    if (zips.length === 0) {
      setError('Type or paste at least one 5-digit ZIP code.')
      return
    }
    saveZips([...area.servedZips, ...zips], 'Service area', () => setPasted(''))
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-medium">Served ZIP codes ({area.servedZips.length})</h4>
        {area.servedZips.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            None: every ZIP code is accepted and no booking is flagged.
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Served ZIP codes">
            {area.servedZips.map((zip) => (
              <li
                key={zip}
                className="flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-1 pl-3 text-sm tabular-nums"
              >
                {zip}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-7 rounded-full"
                  aria-label={`Remove ${zip}`}
                  disabled={save.isPending}
                  onClick={() =>
                    saveZips(
                      area.servedZips.filter((served) => served !== zip),
                      'Service area',
                    )
                  }
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {area.servedZips.length > 0 && (
          <p
            className="flex items-center gap-2 text-sm text-muted-foreground"
            data-testid="bookings-outside-area"
          >
            <MapPinned aria-hidden="true" className="size-4 shrink-0 text-copper" />
            {outsideText(area.bookingsOutsideArea)}
          </p>
        )}
      </div>
      <form onSubmit={add} noValidate className="flex flex-col gap-3">
        <FormField
          id="service-area-add"
          label="Add ZIP codes"
          hint="One or many: separated by commas, spaces or lines, as pasted from a list."
          error={error}
        >
          {(control) => (
            <Textarea
              rows={2}
              value={pasted}
              onChange={(event) => setPasted(event.target.value)}
              {...control}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Add ZIP codes'}
          </Button>
        </div>
      </form>
    </div>
  )
}

/** Settings: the ZIP codes served for pickup; a booking elsewhere is accepted and flagged for the owner. */
export function ServiceAreaSection() {
  const area = useServiceArea()
  return (
    <SettingsCard
      id="service-area"
      title="Service area"
      description="Bookings from other ZIP codes are still accepted, with a kind note to the customer, and flagged for you."
    >
      {area.isPending ? (
        <SectionLoading />
      ) : area.isError ? (
        <SectionError onRetry={() => void area.refetch()} retrying={area.isFetching} />
      ) : (
        <ServiceAreaForm area={area.data} />
      )}
      <SettingsHistoryList section="service-area" />
    </SettingsCard>
  )
}
