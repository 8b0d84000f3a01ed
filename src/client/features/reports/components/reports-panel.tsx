import { useEffect } from 'react'

import { ListError } from '@/components/list-states'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/lib/toast'

import { useStats } from '../api/get-stats'
import { BookingTrendsChart } from './booking-trends-chart'
import { CollectedByMethod } from './collected-by-method'
import { ComebackCards } from './comeback-cards'
import { MoneyCards } from './money-cards'
import { MoneyCollectedChart } from './money-collected-chart'
import { RecentActivity } from './recent-activity'
import { ReportStatCards } from './report-stat-cards'
import { ServiceDistributionChart } from './service-distribution-chart'

function StatsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <ListError
      message="Failed to load statistics"
      onRetry={onRetry}
      retrying={retrying}
      className="rounded-xl border bg-card"
    />
  )
}

/**
 * The Reports tab (spec section 2, docs/decisions.md "Stats"): the four figures with this month against the
 * last, Booking Trends and Service Distribution as charts, the money collected, tipped and outstanding with its
 * weeks and methods, and Recent Activity. Loaded on its own, within the admin sections' budget (docs/decisions.md
 * "Budgets").
 */
export function ReportsPanel() {
  const stats = useStats()

  useEffect(() => {
    if (stats.isError) toast({ title: 'Error', description: 'Failed to fetch stats', variant: 'destructive' })
  }, [stats.isError])

  const data = stats.data
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader className="p-4 sm:p-6">
          <CardTitle as="h2">Reports</CardTitle>
          <CardDescription>
            How the business is doing: this month against the last, the weeks before, the money received, and
            what happened lately.
          </CardDescription>
        </CardHeader>
      </Card>
      {stats.isError && !data ? (
        <StatsError onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
      ) : (
        <>
          <ReportStatCards stats={data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <BookingTrendsChart weeks={data?.weeklyBookings} />
            <ServiceDistributionChart services={data?.services} />
          </div>
          <MoneyCards stats={data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <MoneyCollectedChart weeks={data?.collectedByWeek} />
            <CollectedByMethod methods={data?.collectedByMethod} />
          </div>
          <ComebackCards stats={data} />
          <RecentActivity items={data?.recentActivity} timeZone={data?.timeZone} />
        </>
      )}
    </div>
  )
}
