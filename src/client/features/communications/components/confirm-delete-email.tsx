import { Trash2 } from 'lucide-react'

import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'

export const CONFIRM_DELETE_EMAIL = 'Delete this email?'

interface ConfirmDeleteEmailProps {
  pending: boolean
  onConfirm: () => void
}

/** Deleting an e-mail is permanent (spec section 4), so the Delete button asks first. */
export function ConfirmDeleteEmail({ pending, onConfirm }: ConfirmDeleteEmailProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" disabled={pending}>
          <Trash2 aria-hidden="true" />
          {pending ? 'Deleting...' : 'Delete'}
        </Button>
      }
      title={CONFIRM_DELETE_EMAIL}
      description="The email is removed for good: it cannot be brought back."
      cancelLabel="Keep it"
      confirmLabel="Delete permanently"
      onConfirm={onConfirm}
    />
  )
}
