import { FileText, Send } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { buttonVariants } from '@/components/ui/button-variants'
import { serverMessageOf } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'

import { formatBookingId } from '@shared/format.ts'
import { useEmailInvoice } from '../api/email-invoice'

/** The order's invoice: open its PDF, or e-mail it to the customer with the PDF attached. */
export function InvoiceActions({ bookingId }: { bookingId: number }) {
  const sending = useEmailInvoice()
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={`/api/bookings/${bookingId}/invoice.pdf`}
        target="_blank"
        rel="noopener"
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'min-h-10')}
      >
        <FileText aria-hidden="true" />
        Invoice PDF<span className="sr-only"> for {formatBookingId(bookingId)} (opens in a new tab)</span>
      </a>
      <Button
        variant="outline"
        size="sm"
        className="min-h-10"
        disabled={sending.isPending}
        onClick={() =>
          sending.mutate(bookingId, {
            onSuccess: (result) => toast({ title: 'Invoice sent', description: result.message }),
            onError: (error) =>
              toast({
                title: 'Error',
                description: serverMessageOf(error) ?? 'The invoice could not be e-mailed.',
                variant: 'destructive',
              }),
          })
        }
      >
        <Send aria-hidden="true" />
        {sending.isPending ? 'Sending...' : 'E-mail invoice'}
      </Button>
    </div>
  )
}
