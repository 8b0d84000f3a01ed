import { Eye } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import type { Customer } from '@shared/customer.schema.ts'

interface ViewDetailsButtonProps {
  customer: Customer
  onView: (customer: Customer, opener: HTMLElement) => void
  className?: string
}

/** 'View Details', named with the customer for a screen reader ("View Details for Jane Doe"). */
export function ViewDetailsButton({ customer, onView, className }: ViewDetailsButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn(className)}
      onClick={(event) => onView(customer, event.currentTarget)}
    >
      <Eye aria-hidden="true" />
      View Details<span className="sr-only"> for {customer.name}</span>
    </Button>
  )
}
