import { ArrowRight, CircleCheck, Plus, Printer } from 'lucide-react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { useBusiness } from '@/lib/business'

import { orderPagePath } from '@shared/order-link.ts'
import type { PublicOrder } from '@shared/order-page.schema.ts'
import { pickupNextStep } from '@shared/pickup-promise.ts'
import { ReceiptArticle } from './receipt-article'

const printReceipt = () => window.print()

/** The receipt of a just-created booking, laid out to print on one page (spec section 2). */
export function BookingReceipt({ booking, token }: { booking: PublicOrder; token: string }) {
  const { data: business } = useBusiness()

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 print:max-w-none print:gap-3 print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="text-sm font-medium text-muted-foreground">Your receipt</p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={printReceipt}>
            <Printer aria-hidden="true" />
            Print
          </Button>
          <Button asChild>
            <Link to="/measurement-selection">
              <Plus aria-hidden="true" />
              New Booking
            </Link>
          </Button>
        </div>
      </div>

      {business && (
        <p className="hidden text-sm print:block">
          <span className="font-semibold">{business.name}</span> · {business.email}
        </p>
      )}

      <div className="flex flex-col items-center gap-3 text-center print:flex-row print:gap-3 print:text-left">
        <span className="flex size-14 items-center justify-center rounded-full bg-green-100 text-green-800 print:size-10">
          <CircleCheck aria-hidden="true" className="size-8 print:size-6" />
        </span>
        <div className="flex flex-col gap-2 print:gap-0.5">
          <h1 className="font-display text-3xl font-semibold sm:text-4xl print:text-2xl">
            Booking Confirmed!
          </h1>
          <p className="max-w-xl text-pretty text-muted-foreground print:max-w-none print:text-sm">
            Thank you for your booking, {booking.customerName}.{' '}
            {booking.pickupStart
              ? pickupNextStep(booking, business?.timezone)
              : `${business?.name ?? 'We'} will get in touch with you soon to arrange retrieval of your knives.`}
          </p>
        </div>
      </div>

      <p className="rounded-lg border border-copper/30 bg-accent p-4 text-sm text-pretty print:hidden">
        <strong className="font-semibold">Your private order page</strong> shows this order as it goes, and
        lets you cancel it while it is pending or write to us. Keep its link: anyone who has it can see your
        order.{' '}
        <Link
          to={orderPagePath(token)}
          className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
        >
          Open your order page
          <ArrowRight aria-hidden="true" className="size-3.5" />
        </Link>
      </p>

      <ReceiptArticle order={booking} token={token} />

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center print:hidden">
        <Button size="lg" variant="outline" onClick={printReceipt}>
          <Printer aria-hidden="true" />
          Print Receipt
        </Button>
        <Button asChild size="lg">
          <Link to="/measurement-selection">
            <Plus aria-hidden="true" />
            Make Another Booking
          </Link>
        </Button>
      </div>
    </div>
  )
}
