import { Copy, RotateCcw } from 'lucide-react'
import { useState } from 'react'

import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'

import { orderPageUrl } from '@shared/order-link.ts'
import { useCustomerLink } from '../api/get-customer-link'
import { useResetCustomerLink } from '../api/reset-customer-link'

/**
 * The order's private link for its customer: "Copy customer link" to send it again, "Reset link" when it went
 * to the wrong person (the old link stops working at once).
 */
export function CustomerLinkActions({ bookingId }: { bookingId: number }) {
  const link = useCustomerLink(bookingId)
  const reset = useResetCustomerLink(bookingId)
  const [confirming, setConfirming] = useState(false)
  const url = link.data ? orderPageUrl(window.location.origin, link.data.token) : undefined

  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: 'Customer link copied', description: 'Paste it into a message to the customer.' })
    } catch {
      toast({ title: 'Could not copy', description: url, variant: 'destructive' })
    }
  }
  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Customer link reset', description: 'The old link no longer opens this order.' }),
      onError: () =>
        toast({
          title: 'Could not reset the link',
          description: 'Please try again.',
          variant: 'destructive',
        }),
    })

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="button" variant="outline" size="sm" disabled={!url} onClick={() => void copy()}>
        <Copy aria-hidden="true" />
        Copy customer link
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={!link.data || reset.isPending}
        onClick={() => setConfirming(true)}
      >
        <RotateCcw aria-hidden="true" />
        {reset.isPending ? 'Resetting…' : 'Reset link'}
      </Button>
      {link.isError && (
        <span className="text-sm text-destructive">The customer link could not be loaded.</span>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset the customer link?"
        description="The link the customer has now stops working at once. Copy the new one and send it to them."
        cancelLabel="Keep the link"
        confirmLabel="Reset link"
        onConfirm={confirmReset}
      />
    </div>
  )
}
