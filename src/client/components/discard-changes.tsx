import {
  createContext,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'

import { ConfirmDialog } from '@/components/confirm-dialog'

type ReportUnsaved = (part: string, unsaved: boolean) => void

const UnsavedChangesContext = createContext<ReportUnsaved | null>(null)

/**
 * A form inside a guarded dialog tells it whether it holds changes not saved yet (react-hook-form's isDirty, or
 * its own draft). Outside a guard it does nothing. It tells as the change is drawn (a layout effect), not after
 * the paint: an Esc pressed in the next task must find it known.
 */
export function useReportUnsaved(unsaved: boolean) {
  const report = use(UnsavedChangesContext)
  const part = useId()
  useLayoutEffect(() => {
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
  // The parts holding changes, read when a close is attempted: kept in a ref, so that a close in the task right
  // after a change sees it before the state that redraws with it has.
  const unsavedParts = useRef(new Set<string>())
  const [unsavedCount, setUnsavedCount] = useState(0)
  const [asking, setAsking] = useState(false)
  const report = useCallback<ReportUnsaved>((part, unsaved) => {
    const parts = unsavedParts.current
    if (parts.has(part) === unsaved) return
    if (unsaved) parts.add(part)
    else parts.delete(part)
    setUnsavedCount(parts.size)
  }, [])
  const unsaved = ownUnsaved || unsavedCount > 0
  const onCloseAttempt = () => {
    if (!ownUnsaved && unsavedParts.current.size === 0) return true
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
        unsavedParts.current.clear()
        setUnsavedCount(0)
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
