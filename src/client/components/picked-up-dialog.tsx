import { zodResolver } from '@hookform/resolvers/zod'
import { PackageCheck } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import { useDiscardGuard, useReportUnsaved } from '@/components/discard-changes'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { serverMessageOf } from '@/lib/api-client'
import { useMarkPickedUp } from '@/lib/picked-up-api'
import { showServerIssues } from '@/lib/server-issues'
import { toast } from '@/lib/toast'

import { formatBookingId, formatCents, formatKnives } from '@shared/format.ts'
import { PickedUpBody } from '@shared/picked-up.schema.ts'
import {
  ADD_ONS,
  BLADE_SIZES,
  estimateBookingPriceCents,
  type AddOnCounts,
  type BladeCounts,
  type PriceList,
} from '@shared/pricing.ts'

/** What the dialog needs of an order: the Schedule's stop and the admin's booking both have it. */
export interface PickupOrder extends Partial<BladeCounts & AddOnCounts> {
  id: number
  customerName: string
  /** The booking's own unit prices, for the price as the counts are entered; none: no preview. */
  prices?: PriceList
}

type FormInput = z.input<typeof PickedUpBody>
type FormOutput = z.output<typeof PickedUpBody>
const FIELDS = [...BLADE_SIZES, ...ADD_ONS].map((line) => line.field)
const LABELS: Record<(typeof FIELDS)[number], string> = {
  bladesOver9Inches: 'Blades 9 inches and over',
  blades7To9Inches: 'Blades 7 to 9 inches',
  blades4To6Inches: 'Blades 4 to 6 inches',
  bladesUnder4Inches: 'Blades under 4 inches',
  nickRepairQuantity: 'Nick repairs',
  strappingQuantity: 'Stropping',
}

/**
 * "Mark picked up": the owner, at the door with a phone, enters the knives as measured by size and the add-ons;
 * the order moves to In Progress at the price its own unit prices give, and the customer is e-mailed it.
 */
export function PickedUpDialog({ order, onDone }: { order: PickupOrder; onDone?: () => void }) {
  const [open, setOpen] = useState(false)
  const guard = useDiscardGuard(() => setOpen(false))
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="min-h-10">
          <PackageCheck aria-hidden="true" />
          Mark picked up
          <span className="sr-only"> {formatBookingId(order.id)}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md" onCloseAttempt={guard.onCloseAttempt}>
        <DialogHeader>
          <DialogTitle>Mark picked up</DialogTitle>
          <DialogDescription>
            {formatBookingId(order.id)} for {order.customerName}: enter the knives as measured.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <guard.Scope>
            <PickedUpForm
              order={order}
              onCancel={() => setOpen(false)}
              onSaved={() => {
                setOpen(false)
                onDone?.()
              }}
            />
          </guard.Scope>
        )}
        {guard.question}
      </DialogContent>
    </Dialog>
  )
}

function PickedUpForm({
  order,
  onCancel,
  onSaved,
}: {
  order: PickupOrder
  onCancel: () => void
  onSaved: () => void
}) {
  const id = useId()
  const mutation = useMarkPickedUp((booking) => {
    toast({
      title: 'Marked picked up',
      description: `${formatBookingId(booking.id)}: ${formatKnives(booking.totalKnives)}, ${formatCents(Math.round(Number(booking.finalPrice) * 100))}. The customer is e-mailed the price.`,
    })
    onSaved()
  })
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isDirty },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(PickedUpBody),
    defaultValues: { ...Object.fromEntries(FIELDS.map((field) => [field, order[field] ?? 0])), notes: '' },
  })
  useReportUnsaved(isDirty)
  const counts = useWatch({ control }) as Partial<Record<(typeof FIELDS)[number], number>>
  const priceCents = order.prices
    ? estimateBookingPriceCents(
        {
          measurementType: 'self',
          ...(Object.fromEntries(
            FIELDS.map((field) => [field, Number.isFinite(counts[field]) ? counts[field] : 0]),
          ) as BladeCounts & AddOnCounts),
        },
        order.prices,
      )
    : undefined
  const formError = errors.root?.message

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) =>
        mutation.mutate(
          { id: order.id, ...values },
          {
            onError: (error) => {
              if (showServerIssues(error, [...FIELDS, 'notes'], setError)) return
              setError('root', {
                message: serverMessageOf(error) ?? 'The order could not be marked picked up.',
              })
            },
          },
        ),
      )}
    >
      <div className="grid grid-cols-2 gap-3">
        {FIELDS.map((field) => (
          <FormField key={field} id={`${id}-${field}`} label={LABELS[field]} error={errors[field]?.message}>
            {(controlProps) => (
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                {...controlProps}
                {...register(field, { valueAsNumber: true })}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormField
        id={`${id}-notes`}
        label="Notes (optional)"
        hint="For you only; not sent to the customer."
        error={errors.notes?.message}
      >
        {(controlProps) => <Textarea rows={2} maxLength={2000} {...controlProps} {...register('notes')} />}
      </FormField>
      {priceCents !== undefined && (
        <p className="text-sm" aria-live="polite">
          Final price: <strong className="tabular-nums">{formatCents(priceCents)}</strong>
        </p>
      )}
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" type="button" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Mark picked up'}
        </Button>
      </DialogFooter>
    </form>
  )
}
