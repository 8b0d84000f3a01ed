import { createContext, use, useCallback, useEffect, useId, useState, type ReactNode } from 'react'

import { ConfirmDialog } from '@/components/confirm-dialog'

type ReportUnsaved = (part: string, unsaved: boolean) => void

const UnsavedChangesContext = createContext<ReportUnsaved | null>(null)

/**
 * A form inside a guarded dialog tells it whether it holds changes not saved yet (react-hook-form's isDirty, or
 * its own draft). Outside a guard it does nothing.
 */
export function useReportUnsaved(unsaved: boolean) {
  const report = use(UnsavedChangesContext)
  const part = useId()
  useEffect(() => {
    report?.(part, unsaved)
    return () => report?.(part, false)
  }, [report, part, unsaved])
}

/**
 * The one "Discard your changes?" of the admin: a dialog whose forms hold changes asks before Esc, its close
 * button or a click outside throws them away, and closes at once when nothing changed. `close` is how the dialog
 * closes itself; give `onCloseAttempt` to DialogContent, wrap the forms in `Scope` and render `question`.
 */
export function useDiscardGuard(close: () => void, ownUnsaved = false) {
  const [unsavedParts, setUnsavedParts] = useState<ReadonlySet<string>>(new Set())
  const [asking, setAsking] = useState(false)
  const report = useCallback<ReportUnsaved>(
    (part, unsaved) =>
      setUnsavedParts((parts) => {
        if (parts.has(part) === unsaved) return parts
        const next = new Set(parts)
        if (unsaved) next.add(part)
        else next.delete(part)
        return next
      }),
    [],
  )
  const unsaved = ownUnsaved || unsavedParts.size > 0
  const onCloseAttempt = () => {
    if (!unsaved) return true
    setAsking(true)
    return false
  }
  const Scope = useCallback(
    ({ children }: { children: ReactNode }) => (
      <UnsavedChangesContext value={report}>{children}</UnsavedChangesContext>
    ),
    [report],
  )
  const question = (
    <DiscardChangesDialog
      open={asking}
      onKeepEditing={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false)
        setUnsavedParts(new Set())
        close()
      }}
    />
  )
  return { onCloseAttempt, Scope, question, unsaved }
}

interface DiscardChangesDialogProps {
  open: boolean
  onKeepEditing: () => void
  onDiscard: () => void
}

/** The question itself; Esc or "Keep editing" goes back to the form, focus where it was. */
export function DiscardChangesDialog({ open, onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(stillOpen) => !stillOpen && onKeepEditing()}
      title="Discard your changes?"
      description="What you changed here has not been saved."
      cancelLabel="Keep editing"
      confirmLabel="Discard"
      onConfirm={onDiscard}
    />
  )
}
