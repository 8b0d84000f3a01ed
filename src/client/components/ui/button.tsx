import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'

import { buttonVariants, type ButtonVariants } from '@/components/ui/button-variants'
import { cn } from '@/lib/cn'

export interface ButtonProps extends ComponentProps<'button'>, ButtonVariants {
  /** Renders the single child (a link, usually) with the button's look instead of a <button>. */
  asChild?: boolean
}

export function Button({
  className,
  variant,
  size,
  surface,
  align,
  asChild = false,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button'
  return (
    <Component
      className={cn(buttonVariants({ variant, size, surface, align }), className)}
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  )
}
