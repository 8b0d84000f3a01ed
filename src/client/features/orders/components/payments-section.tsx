import { useId } from 'react'

import { ConfirmDialog } from '@/components/confirm-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { serverMessageOf } from '@/lib/api-client'
import { formatDayTime } from '@/lib/format-date'
import { formatPrice } from '@/lib/format-money'
import { toast } from '@/lib/toast'

import type { Booking } from '@shared/booking.schema.ts'
import { PAYMENT_METHOD_LABELS, type Payment } from '@shared/payment.schema.ts'
import { usePayments, useVoidPayment } from '../api/payments'
import { InvoiceActions } from './invoice-actions'
import { RecordPaymentForm } from './record-payment-form'

/** The order's payments: what was paid and how, the balance due, recording one and voiding one. */
export function PaymentsSection({ booking, timeZone }: { booking: Booking; timeZone?: string }) {
  const headingId = useId()
  const payments = usePayments(booking.id)
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold tracking-wide text-copper uppercase">
          Payments
        </h3>
        <InvoiceActions bookingId={booking.id} />
      </div>
      {payments.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The payments could not be loaded. {serverMessageOf(payments.error)}
        </p>
      ) : !payments.data ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading the payments…</span>
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:max-w-sm">
            <dt className="text-muted-foreground">Paid</dt>
            <dd className="text-right font-medium tabular-nums">{formatPrice(payments.data.amountPaid)}</dd>
            <dt className="text-muted-foreground">Balance due</dt>
            <dd className="text-right font-semibold tabular-nums">{formatPrice(payments.data.balanceDue)}</dd>
          </dl>
          {payments.data.payments.length > 0 ? (
            <ul aria-label="Payments received" className="flex flex-col divide-y text-sm">
              {payments.data.payments.map((payment) => (
                <PaymentItem key={payment.id} bookingId={booking.id} payment={payment} timeZone={timeZone} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No payments yet.</p>
          )}
          {booking.status !== 'cancelled' && Number(payments.data.balanceDue) > 0 && (
            <RecordPaymentForm bookingId={booking.id} balanceDue={payments.data.balanceDue} />
          )}
        </>
      )}
    </section>
  )
}

function PaymentItem({
  bookingId,
  payment,
  timeZone,
}: {
  bookingId: number
  payment: Payment
  timeZone?: string
}) {
  const voiding = useVoidPayment()
  const what = `${formatPrice(payment.amount)} by ${PAYMENT_METHOD_LABELS[payment.method]}`
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="flex min-w-0 flex-col">
        <span className={payment.voidedAt ? 'text-muted-foreground line-through' : 'font-medium'}>
          {what}
          {Number(payment.tip) > 0 && ` + ${formatPrice(payment.tip)} tip`}
        </span>
        <span className="text-xs text-muted-foreground">
          {formatDayTime(payment.receivedAt, timeZone)}
          {payment.note && ` · ${payment.note}`}
        </span>
      </div>
      {payment.voidedAt ? (
        <Badge variant="outline">Voided</Badge>
      ) : (
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" className="min-h-10">
              Void<span className="sr-only"> {what}</span>
            </Button>
          }
          title="Void this payment?"
          description={`${what} stays in the list as voided and no longer counts toward the order.`}
          cancelLabel="Keep it"
          confirmLabel="Void payment"
          onConfirm={() =>
            voiding.mutate(
              { id: bookingId, paymentId: payment.id },
              {
                onSuccess: (list) =>
                  toast({
                    title: 'Payment voided',
                    description: `Balance due: ${formatPrice(list.balanceDue)}`,
                  }),
                onError: (error) =>
                  toast({
                    title: 'Error',
                    description: serverMessageOf(error) ?? 'The payment could not be voided.',
                    variant: 'destructive',
                  }),
              },
            )
          }
        />
      )}
    </li>
  )
}
