import type { PickupClosure } from '@shared/pickup.schema.ts'
import type { IssueMap } from '../lib/pickup-settings-issues'
import { EditableRows, RowInput } from './editable-rows'

const newClosure = (): PickupClosure => {
  const today = new Date().toISOString().slice(0, 10)
  return { from: today, to: today, note: '' }
}

interface PickupClosureRowsProps {
  id: string
  closures: readonly PickupClosure[]
  issues: IssueMap
  onChange: (closures: PickupClosure[]) => void
}

/** The closures: days from and to (inclusive) on which no window is open, with a note for the owner. */
export function PickupClosureRows({ id, closures, issues, onChange }: PickupClosureRowsProps) {
  const issue = (index: number, field: keyof PickupClosure) => issues[`closures.${index}.${field}`]
  return (
    <EditableRows
      legend="Closures"
      emptyText="No closures: every window is open."
      addLabel="Add closure"
      rows={closures}
      onChange={onChange}
      newRow={newClosure}
      rowId={(index) => `${id}-c${index}`}
      rowError={(index) => issue(index, 'to') ?? issue(index, 'from') ?? issue(index, 'note')}
      removeLabel={(closure) => `Remove the closure from ${closure.from}`}
      removeClassName="col-span-2 sm:col-span-1"
      gridClassName="sm:grid-cols-[1fr_1fr_2fr_auto]"
    >
      {(closure, set, { index, base, errorId }) => (
        <>
          <RowInput
            id={`${base}-from`}
            label="From"
            errorId={errorId}
            type="date"
            value={closure.from}
            onChange={(event) => set({ from: event.target.value })}
          />
          <RowInput
            id={`${base}-to`}
            label="To"
            errorId={errorId}
            invalid={!!issue(index, 'to')}
            type="date"
            value={closure.to}
            onChange={(event) => set({ to: event.target.value })}
          />
          <RowInput
            id={`${base}-note`}
            label="Note"
            className="col-span-2 sm:col-span-1"
            value={closure.note}
            maxLength={200}
            placeholder="Holiday, vacation..."
            onChange={(event) => set({ note: event.target.value })}
          />
        </>
      )}
    </EditableRows>
  )
}
