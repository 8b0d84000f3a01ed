import { useState } from 'react'

import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { ApiRequestError } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import { useCancelOrder } from '../api/cancel-order'

/** "Cancel order", asked once more in a dialog: the business will not come for the knives. */
export function CancelOrderButton({ token, orderId }: { token: string; orderId: number }) {
  const [open, setOpen] = useState(false)
  const cancelOrder = useCancelOrder(token)
  const confirm = () =>
    cancelOrder.mutate(undefined, {
      onSuccess: () => toast({ title: 'Order cancelled', description: `Order #${orderId} is cancelled.` }),
      onError: (error) =>
        toast({
          title: 'Could not cancel',
          description:
            error instanceof ApiRequestError && error.serverMessage
              ? error.serverMessage
              : 'Something went wrong. Please try again in a moment.',
          variant: 'destructive',
        }),
    })

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={cancelOrder.isPending}>
        {cancelOrder.isPending ? 'Cancelling…' : 'Cancel order'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Cancel order #${orderId}?`}
        description="We will not come to pick up your knives. To book again later, simply make a new booking."
        cancelLabel="Keep my order"
        confirmLabel="Cancel order"
        onConfirm={confirm}
      />
    </>
  )
}
