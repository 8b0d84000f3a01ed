import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

/**
 * A styled native checkbox: a real form control, so labels, keyboard, screen readers and react-hook-form's
 * `register` all work without glue.
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'peer size-4 shrink-0 cursor-pointer rounded-sm border border-input accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  )
}
