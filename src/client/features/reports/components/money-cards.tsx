import { Banknote, HandCoins, Hourglass } from 'lucide-react'

import { StatCard } from '@/components/stat-card'
import { formatPrice } from '@/lib/format-money'

import type { Stats } from '@shared/stats.schema.ts'

/** docs/decisions.md "Stats": the notes say what each figure counts, in the owner's words. */
const CARDS = [
  { field: 'collected', label: 'Collected', icon: Banknote, note: 'Payments received, tips aside' },
  { field: 'tips', label: 'Tips', icon: HandCoins, note: 'Tips on those payments' },
  {
    field: 'outstanding',
    label: 'Outstanding',
    icon: Hourglass,
    note: 'Balance due on orders not cancelled',
  },
] as const

/** Money received (cash basis) and still due, beside the bookings' own figures. */
export function MoneyCards({ stats }: { stats: Stats | undefined }) {
  return (
    <section aria-label="Money" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {CARDS.map(({ field, label, icon, note }) => (
        <div key={field} className={field === 'outstanding' ? 'col-span-2 grid sm:col-span-1' : 'grid'}>
          <StatCard label={label} icon={icon} value={stats && formatPrice(stats[field])} note={note} />
        </div>
      ))}
    </section>
  )
}
