import { SearchX } from 'lucide-react'
import { Link } from 'react-router'

import { IconNotice } from '@/components/icon-notice'
import { Button } from '@/components/ui/button'

/** Any link that opens no order: the same page whatever the reason (mistyped, replaced, never was). */
export function OrderLinkNotFound() {
  return (
    <IconNotice
      icon={SearchX}
      title="Order Not Found"
      size="page"
      className="mx-auto max-w-xl gap-4 px-4 py-16 sm:py-20"
      actions={
        <Button asChild>
          <Link to="/order-search">Find My Order</Link>
        </Button>
      }
    >
      This link does not open an order. It may be mistyped, or it was replaced by a newer one. If you made a
      booking, your order is safe: you can look it up by its order number, e-mail or phone.
    </IconNotice>
  )
}
