import { Plus, Trash2 } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'

import { FormField, type FieldControlProps } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'

interface EditableRowsProps<T> {
  legend: string
  /** Said when there are no rows, instead of them. */
  emptyText: string
  addLabel: string
  rows: readonly T[]
  onChange: (rows: T[]) => void
  newRow: () => T
  /** The row's id prefix: its fields' ids and its message's id start with it. */
  rowId: (index: number) => string
  /** The first message about the row's fields, shown once under the row. */
  rowError: (index: number) => string | undefined
  removeLabel: (row: T) => string
  removeClassName?: string
  gridClassName: string
  /** The row's fields, given a setter for its values, its place, its id prefix and its message's id while one is shown. */
  children: (
    row: T,
    set: (change: Partial<T>) => void,
    ids: { index: number; base: string; errorId?: string },
  ) => ReactNode
}

/** A fieldset of rows the owner adds, edits and removes, each with one message under it. */
export function EditableRows<T>(props: EditableRowsProps<T>) {
  const { legend, emptyText, addLabel, rows, onChange, newRow, children } = props
  const setRow = (index: number) => (change: Partial<T>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)))
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">{legend}</legend>
      {rows.length === 0 && <p className="text-sm text-muted-foreground">{emptyText}</p>}
      {rows.map((row, index) => {
        const base = props.rowId(index)
        const error = props.rowError(index)
        const errorId = error ? `${base}-error` : undefined
        return (
          <div key={index} className="flex flex-col gap-1 rounded-md border p-3">
            <div className={cn('grid grid-cols-2 gap-3 sm:items-end', props.gridClassName)}>
              {children(row, setRow(index), { index, base, errorId })}
              <Button
                variant="ghost"
                size="icon"
                className={cn('justify-self-end', props.removeClassName)}
                aria-label={props.removeLabel(row)}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <FieldError id={`${base}-error`} message={error} />
          </div>
        )
      })}
      <Button variant="outline" className="self-start" onClick={() => onChange([...rows, newRow()])}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </fieldset>
  )
}

interface RowFieldProps {
  id: string
  label: string
  /** The row's message, while one is shown. */
  errorId?: string
  /** Whether this field is the one the message is about. */
  invalid?: boolean
  className?: string
  children: (control: FieldControlProps) => ReactNode
}

/** A field of an editable row: its message is the row's, shown once under the row. */
export function RowField({ id, label, errorId, invalid, className, children }: RowFieldProps) {
  return (
    <FormField id={id} label={label} describedById={errorId} className={cn('gap-1.5', className)}>
      {(control) => children({ ...control, 'aria-invalid': invalid || undefined })}
    </FormField>
  )
}

type RowInputProps = Omit<RowFieldProps, 'children'> & Omit<ComponentProps<'input'>, 'id' | 'className'>

/** A text, date, time or number box in an editable row. */
export function RowInput({ id, label, errorId, invalid, className, ...input }: RowInputProps) {
  return (
    <RowField id={id} label={label} errorId={errorId} invalid={invalid} className={className}>
      {(control) => <Input {...input} {...control} />}
    </RowField>
  )
}
