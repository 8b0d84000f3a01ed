import { createPortal } from 'react-dom'

import type { Schedule } from '@shared/schedule.schema.ts'
import { ScheduleDay } from './schedule-day'

const PRINT_FLAG = 'print'

/** Prints the route sheet alone: styles.css hides the app while the body carries data-print="schedule". */
export function printRouteSheet() {
  document.body.dataset[PRINT_FLAG] = 'schedule'
  const done = () => {
    delete document.body.dataset[PRINT_FLAG]
    window.removeEventListener('afterprint', done)
  }
  window.addEventListener('afterprint', done)
  window.print()
}

/** The days to take in the car, one a page; outside the app's root so that nothing else prints with it. */
export function RouteSheet({ schedule, businessName }: { schedule: Schedule; businessName?: string }) {
  return createPortal(
    <div className="route-sheet hidden bg-white text-black">
      {schedule.days.map((day) => (
        <div key={day.date} className="not-last:break-after-page">
          {businessName && <p className="text-xs">{businessName} · route sheet</p>}
          <ScheduleDay day={day} timeZone={schedule.timezone} headingLevel="h2" />
        </div>
      ))}
    </div>,
    document.body,
  )
}
