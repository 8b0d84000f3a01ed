import { Slice } from 'lucide-react'
import { Link } from 'react-router'

import { useBusinessName } from '@/lib/business'

/** The business's name with a knife mark, linking home. */
export function BrandLink() {
  const name = useBusinessName()
  return (
    <Link
      to="/"
      className="flex min-w-0 items-center gap-2 rounded-md font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Slice aria-hidden="true" className="size-5 -rotate-12" />
      </span>
      <span className="truncate text-base sm:text-lg">{name}</span>
    </Link>
  )
}
