import { Trash2 } from 'lucide-react'

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'

export const CONFIRM_DELETE_EMAIL = 'Delete this email?'

interface ConfirmDeleteEmailProps {
  pending: boolean
  onConfirm: () => void
}

/** Deleting an e-mail is permanent (spec section 4), so the Delete button asks first. */
export function ConfirmDeleteEmail({ pending, onConfirm }: ConfirmDeleteEmailProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" disabled={pending}>
          <Trash2 aria-hidden="true" />
          {pending ? 'Deleting...' : 'Delete'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{CONFIRM_DELETE_EMAIL}</AlertDialogTitle>
          <AlertDialogDescription>
            The email is removed for good: it cannot be brought back.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Delete permanently</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
