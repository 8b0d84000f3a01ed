import { NativeSelect } from '@/components/ui/native-select'

import { WEEKDAY_NAMES, type PickupWindow } from '@shared/pickup.schema.ts'
import type { IssueMap } from '../lib/pickup-settings-issues'
import { EditableRows, RowField, RowInput } from './editable-rows'

const newWindow = (): PickupWindow => ({ weekday: 1, start: '09:00', end: '12:00', capacity: 4 })

interface PickupWindowRowsProps {
  id: string
  windows: readonly PickupWindow[]
  issues: IssueMap
  onChange: (windows: PickupWindow[]) => void
}

/** The weekly windows: a weekday, a start and an end, and how many pickups fit. */
export function PickupWindowRows({ id, windows, issues, onChange }: PickupWindowRowsProps) {
  const issue = (index: number, field: keyof PickupWindow) => issues[`windows.${index}.${field}`]
  return (
    <EditableRows
      legend="Weekly windows"
      emptyText="No windows: customers are not asked for a time."
      addLabel="Add window"
      rows={windows}
      onChange={onChange}
      newRow={newWindow}
      rowId={(index) => `${id}-w${index}`}
      rowError={(index) =>
        issue(index, 'start') ?? issue(index, 'end') ?? issue(index, 'capacity') ?? issue(index, 'weekday')
      }
      removeLabel={(window) => `Remove the ${WEEKDAY_NAMES[window.weekday - 1]} ${window.start} window`}
      gridClassName="sm:grid-cols-[1.3fr_1fr_1fr_0.8fr_auto]"
    >
      {(window, set, { index, base, errorId }) => (
        <>
          <RowField id={`${base}-day`} label="Weekday" className="col-span-2 sm:col-span-1">
            {(control) => (
              <NativeSelect
                {...control}
                value={window.weekday}
                onChange={(event) => set({ weekday: Number(event.target.value) })}
              >
                {WEEKDAY_NAMES.map((name, day) => (
                  <option key={name} value={day + 1}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </RowField>
          <RowInput
            id={`${base}-start`}
            label="Start"
            errorId={errorId}
            invalid={!!issue(index, 'start')}
            type="time"
            value={window.start}
            onChange={(event) => set({ start: event.target.value })}
          />
          <RowInput
            id={`${base}-end`}
            label="End"
            errorId={errorId}
            invalid={!!issue(index, 'end')}
            type="time"
            value={window.end}
            onChange={(event) => set({ end: event.target.value })}
          />
          <RowInput
            id={`${base}-capacity`}
            label="Pickups"
            errorId={errorId}
            invalid={!!issue(index, 'capacity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={Number.isNaN(window.capacity) ? '' : window.capacity}
            onChange={(event) => set({ capacity: event.target.valueAsNumber })}
          />
        </>
      )}
    </EditableRows>
  )
}
