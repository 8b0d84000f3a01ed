import { SearchX } from 'lucide-react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'

/** Any link that opens no order: the same page whatever the reason (mistyped, replaced, never was). */
export function OrderLinkNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center sm:py-20">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-copper">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-display text-3xl font-semibold">Order Not Found</h1>
      <p className="text-pretty text-muted-foreground">
        This link does not open an order. It may be mistyped, or it was replaced by a newer one. If you made a
        booking, your order is safe: you can look it up by its order number, e-mail or phone.
      </p>
      <Button asChild>
        <Link to="/order-search">Find My Order</Link>
      </Button>
    </div>
  )
}
