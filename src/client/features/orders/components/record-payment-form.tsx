import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'

import { useReportUnsaved } from '@/components/discard-changes'

import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { serverMessageOf } from '@/lib/api-client'
import { formatPrice } from '@/lib/format-money'
import { showServerIssues } from '@/lib/server-issues'
import { toast } from '@/lib/toast'

import {
  NewPaymentBody,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_NOTE_MAX,
} from '@shared/payment.schema.ts'
import { useRecordPayment } from '../api/payments'

const FIELDS = ['amount', 'tip', 'method', 'note'] as const

/**
 * "Record a payment": the amount (the balance due to start with), a tip apart from it, how it was paid and a note.
 * The amounts go to the server as typed; it reads them into cents. No card number is ever asked.
 */
export function RecordPaymentForm({ bookingId, balanceDue }: { bookingId: number; balanceDue: string }) {
  const id = useId()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<NewPaymentBody>({
    // Checked with the server's schema; sent as typed (raw), not as the cents it reads them into.
    resolver: zodResolver(NewPaymentBody, undefined, { raw: true }),
    defaultValues: { amount: balanceDue, tip: '', method: 'cash', note: '' },
  })
  useReportUnsaved(isDirty)
  const mutation = useRecordPayment((list, values) => {
    const settled = Number(list.balanceDue) <= 0
    toast({
      title: settled ? 'Paid in full' : 'Payment recorded',
      description: settled
        ? 'The order is paid. The customer is e-mailed a receipt.'
        : `Balance due: ${formatPrice(list.balanceDue)}`,
    })
    reset({ amount: list.balanceDue, tip: '', method: values.method, note: '' })
  })
  const formError = errors.root?.message

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-md bg-muted/50 p-3"
      onSubmit={handleSubmit((values) =>
        mutation.mutate(
          { id: bookingId, ...values },
          {
            onError: (error) => {
              if (showServerIssues(error, FIELDS, setError)) return
              setError('root', { message: serverMessageOf(error) ?? 'The payment could not be recorded.' })
            },
          },
        ),
      )}
    >
      <h4 id={`${id}-title`} className="text-sm font-semibold">
        Record a payment
      </h4>
      <div className="grid grid-cols-2 gap-3">
        <FormField id={`${id}-amount`} label="Amount ($)" required error={errors.amount?.message}>
          {(control) => <Input inputMode="decimal" autoComplete="off" {...control} {...register('amount')} />}
        </FormField>
        <FormField id={`${id}-tip`} label="Tip ($)" error={errors.tip?.message}>
          {(control) => (
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              {...control}
              {...register('tip')}
            />
          )}
        </FormField>
        <FormField id={`${id}-method`} label="Method" required error={errors.method?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('method')}>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {PAYMENT_METHOD_LABELS[method]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-note`} label="Note (optional)" error={errors.note?.message}>
          {(control) => <Input maxLength={PAYMENT_NOTE_MAX} {...control} {...register('note')} />}
        </FormField>
      </div>
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Recording...' : 'Record payment'}
        </Button>
      </div>
    </form>
  )
}
