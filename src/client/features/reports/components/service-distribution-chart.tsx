import { BLADE_SIZES } from '@shared/pricing.ts'
import type { ServiceDistribution } from '@shared/stats.schema.ts'
import { formatCount } from '../lib/report-format'
import { BarChart } from './bar-chart'
import { ChartCard } from './chart-card'

const knives = (count: number) => `${formatCount(count)} ${count === 1 ? 'knife' : 'knives'}`

/** Service Distribution: knives per blade size (and those not yet measured), then the add-ons taken. */
export function ServiceDistributionChart({ services }: { services: ServiceDistribution | undefined }) {
  const data = services && [
    ...BLADE_SIZES.map((size) => ({ key: size.field, label: size.label, value: services[size.field] })),
    {
      key: 'notYetMeasured',
      label: 'Not yet measured',
      value: services.notYetMeasured,
      tone: 'copper' as const,
    },
  ]
  const addOns = services && [
    { label: 'Nick repair', count: services.nickRepair },
    { label: 'Stropping', count: services.strapping },
  ]
  const total = data?.reduce((sum, row) => sum + row.value, 0) ?? 0
  return (
    <ChartCard
      title="Service Distribution"
      description="Knives by blade length, and the add-ons ordered, over every booking not cancelled."
    >
      {data && addOns && (
        <div className="flex flex-col gap-4">
          {total === 0 ? (
            <p className="flex h-48 items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground">
              No knives booked yet.
            </p>
          ) : (
            <>
              <BarChart
                data={data}
                layout="rows"
                describe={knives}
                figureText={formatCount}
                className="h-48 w-full"
              />
              <table className="sr-only">
                <caption>Knives by blade length</caption>
                <thead>
                  <tr>
                    <th scope="col">Blade length</th>
                    <th scope="col">Knives</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((row) => (
                    <tr key={row.key}>
                      <th scope="row">{row.label}</th>
                      <td>{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          <div className="flex flex-col gap-2">
            <h4 className="text-sm font-medium">Add-ons</h4>
            <dl className="grid grid-cols-2 gap-2">
              {addOns.map(({ label, count }) => (
                <div key={label} className="rounded-md bg-muted/60 px-3 py-2">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="font-semibold tabular-nums">{formatCount(count)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      )}
    </ChartCard>
  )
}
