import { BellRing, CalendarCheck, Repeat, Star } from 'lucide-react'

import { StatCard } from '@/components/stat-card'

import { REMINDER_FOLLOW_DAYS } from '@shared/reminder-follow.ts'
import type { Stats } from '@shared/stats.schema.ts'

const count = (value: number) => value.toLocaleString('en-US')
const plural = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`

/** Whether customers come back (issue 43 point 6): repeat customers, the reminders and what followed, the ratings. */
export function ComebackCards({ stats }: { stats: Stats | undefined }) {
  const figures = stats?.comeback
  return (
    <section aria-label="Customers who come back" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Repeat customers"
        icon={Repeat}
        value={figures && `${figures.repeatShare}%`}
        note={
          figures &&
          `${count(figures.repeatCustomers)} of ${plural(figures.customers, 'customer', 'customers')} booked twice or more`
        }
      />
      <StatCard
        label="Reminders sent"
        icon={BellRing}
        value={figures && count(figures.remindersSent)}
        note="Sharpening-due reminders delivered"
      />
      <StatCard
        label="Bookings after a reminder"
        icon={CalendarCheck}
        value={figures && count(figures.bookingsAfterReminder)}
        note={`Booked within ${REMINDER_FOLLOW_DAYS} days of a reminder`}
      />
      <StatCard
        label="Average rating"
        icon={Star}
        value={
          figures &&
          (figures.averageRating === null ? 'No ratings yet' : `${figures.averageRating.toFixed(1)} / 5`)
        }
        note={figures && `From ${plural(figures.ratedReviews, 'approved review', 'approved reviews')}`}
      />
    </section>
  )
}
