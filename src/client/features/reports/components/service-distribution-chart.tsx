import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts'

import { BLADE_SIZES } from '@shared/pricing.ts'
import type { ServiceDistribution } from '@shared/stats.schema.ts'
import { formatCount } from '../lib/report-format'
import { ChartCard } from './chart-card'
import { CHART_COLOURS, CHART_TEXT, ChartTooltip, useChartAnimation } from './chart-parts'

const knives = (count: number) => `${formatCount(count)} ${count === 1 ? 'knife' : 'knives'}`

/** Service Distribution: knives per blade size (and those not yet measured), then the add-ons taken. */
export function ServiceDistributionChart({ services }: { services: ServiceDistribution | undefined }) {
  const data = services && [
    ...BLADE_SIZES.map((size) => ({ label: size.label, knives: services[size.field], unmeasured: false })),
    { label: 'Not yet measured', knives: services.notYetMeasured, unmeasured: true },
  ]
  const addOns = services && [
    { label: 'Nick repair', count: services.nickRepair },
    { label: 'Stropping', count: services.strapping },
  ]
  const total = data?.reduce((sum, row) => sum + row.knives, 0) ?? 0
  const animate = useChartAnimation()
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
              <div aria-hidden="true" className="h-48 w-full">
                <BarChart
                  data={data}
                  layout="vertical"
                  responsive
                  accessibilityLayer={false}
                  style={{ width: '100%', height: '100%' }}
                  margin={{ top: 0, right: 40, bottom: 0, left: 0 }}
                >
                  <CartesianGrid horizontal={false} stroke={CHART_COLOURS.grid} />
                  <XAxis type="number" allowDecimals={false} hide />
                  <YAxis
                    type="category"
                    dataKey="label"
                    width={118}
                    tick={CHART_TEXT}
                    tickLine={false}
                    axisLine={false}
                  />
                  <Tooltip
                    cursor={{ fill: CHART_COLOURS.cursor }}
                    content={<ChartTooltip describe={knives} />}
                  />
                  <Bar dataKey="knives" isAnimationActive={animate} radius={[0, 4, 4, 0]} maxBarSize={24}>
                    {data.map((row) => (
                      <Cell
                        key={row.label}
                        fill={row.unmeasured ? CHART_COLOURS.copper : CHART_COLOURS.primary}
                      />
                    ))}
                    <LabelList dataKey="knives" position="right" style={CHART_TEXT} />
                  </Bar>
                </BarChart>
              </div>
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
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      <td>{row.knives}</td>
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
