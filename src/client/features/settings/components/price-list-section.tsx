import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

import type { PriceList } from '@shared/price-list.schema.ts'
import { usePriceListSettings } from '../api/get-price-list'
import { useUpdatePriceList } from '../api/update-price-list'
import { PRICE_FIELDS, PriceForm, priceFormValues, type PriceFormValues } from '../lib/price-form'
import { saveFailedToast, savedToast } from '../lib/save-toasts'
import { showServerIssues } from '@/lib/server-issues'
import { SectionError, SectionLoading } from './section-states'
import { SettingsCard } from './settings-card'
import { FormField } from '@/components/form-field'
import { SettingsHistoryList } from './settings-history-list'

function PriceListForm({ prices }: { prices: PriceList }) {
  const save = useUpdatePriceList()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PriceFormValues, unknown, PriceList>({
    resolver: zodResolver(PriceForm),
    values: priceFormValues(prices),
  })
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => savedToast('Price list'),
      onError: (error) => {
        showServerIssues(
          error,
          PRICE_FIELDS.map(({ field }) => field),
          setError,
        )
        saveFailedToast(error)
      },
    }),
  )
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {PRICE_FIELDS.map(({ field, label }) => (
          <FormField
            key={field}
            id={`price-${field}`}
            label={label}
            describedById="price-list-units"
            error={errors[field]?.message}
          >
            {(control) => (
              <div className="relative">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground"
                >
                  $
                </span>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  className="pl-7 tabular-nums"
                  {...control}
                  {...register(field)}
                />
              </div>
            )}
          </FormField>
        ))}
      </div>
      <p id="price-list-units" className="text-sm text-muted-foreground">
        In dollars and cents, up to $1,000.00 each. New bookings use the new prices at once; every booking
        already made keeps the prices it was made with.
      </p>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save prices'}
        </Button>
      </div>
    </form>
  )
}

/** Settings: the price list the landing page shows and the server prices new bookings with. */
export function PriceListSection() {
  const prices = usePriceListSettings()
  return (
    <SettingsCard
      id="prices"
      title="Price list"
      description="Per knife by blade length, the measure-on-pickup estimate, and the add-ons."
    >
      {prices.isPending ? (
        <SectionLoading />
      ) : prices.isError ? (
        <SectionError onRetry={() => void prices.refetch()} retrying={prices.isFetching} />
      ) : (
        <PriceListForm prices={prices.data} />
      )}
      <SettingsHistoryList section="prices" />
    </SettingsCard>
  )
}
