import { PackageCheck, Ruler } from 'lucide-react'
import type { ReactNode } from 'react'

import { usePriceList } from '@/lib/price-list'

import { formatCents } from '@shared/format.ts'
import { ADD_ONS, BLADE_SIZES } from '@shared/pricing.ts'
import { SectionHeading } from './section-heading'

const addOnNotes: Record<(typeof ADD_ONS)[number]['field'], string> = {
  nickRepairQuantity: 'Grinds out small chips in the edge',
  strappingQuantity: 'A final polish on leather for a finer edge',
}

interface PriceTableProps {
  title: string
  caption: string
  columns: [string, string]
  children: ReactNode
}

function PriceTable({ title, caption, columns, children }: PriceTableProps) {
  return (
    <div className="rounded-xl border bg-card p-6 shadow-sm">
      <h3 className="mb-3 text-xl font-semibold">{title}</h3>
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-sm text-muted-foreground">
            <th scope="col" className="py-2 font-medium">
              {columns[0]}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {columns[1]}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  )
}

function PriceRow({ label, note, price }: { label: string; note?: string; price: string }) {
  return (
    <tr>
      <th scope="row" className="py-3 pr-4 font-medium">
        {label}
        {note && <span className="block text-sm font-normal text-muted-foreground">{note}</span>}
      </th>
      <td className="py-3 text-right text-lg font-semibold whitespace-nowrap tabular-nums">{price}</td>
    </tr>
  )
}

/** The owner's price list, the same one the server prices new bookings with (GET /api/public/business). */
export function PricingSection() {
  const prices = usePriceList()
  return (
    <section aria-labelledby="pricing-title" className="border-y bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple, honest pricing">
          One price per knife, set by the length of its blade. You see the estimate before you book.
        </SectionHeading>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-3">
            <PriceTable
              title="Sharpening"
              caption="Sharpening price per knife, by blade length"
              columns={['Blade length', 'Per knife']}
            >
              {BLADE_SIZES.map((size) => (
                <PriceRow key={size.field} label={size.label} price={formatCents(prices[size.priceField])} />
              ))}
            </PriceTable>
            <p className="flex gap-2 px-1 text-sm text-muted-foreground">
              <Ruler aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-copper" />
              Blade length is measured from the top of the handle to the tip.
            </p>
          </div>
          <div className="flex flex-col gap-6">
            <PriceTable title="Add-ons" caption="Add-on services, price each" columns={['Service', 'Each']}>
              {ADD_ONS.map((addOn) => (
                <PriceRow
                  key={addOn.field}
                  label={addOn.label}
                  note={addOnNotes[addOn.field]}
                  price={formatCents(prices[addOn.priceField])}
                />
              ))}
            </PriceTable>
            <div className="flex gap-4 rounded-xl border border-primary/25 bg-card p-6 shadow-sm">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <PackageCheck aria-hidden="true" className="size-5" />
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="text-xl font-semibold">Not sure of the lengths?</h3>
                <p className="text-muted-foreground">
                  Choose Measure on Pickup: we estimate{' '}
                  <strong className="font-semibold text-foreground">
                    {formatCents(prices.pickupPerKnifeCents)} per knife
                  </strong>{' '}
                  plus add-ons, and measure every blade when we collect it.
                </p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
