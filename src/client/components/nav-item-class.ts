import { clsx } from 'clsx'

import { buttonVariants } from '@/components/ui/button-variants'

/**
 * A navigation bar item's look; stacked items fill the small-screen menu's width. Plain classes rather than
 * <Button>: the bar is in every first download, which leaves out tailwind-merge and Radix Slot (docs/decisions.md
 * "Budgets").
 */
export const navItemClass = (variant: 'default' | 'ghost' | 'outline', stacked: boolean) =>
  clsx(buttonVariants({ variant, align: stacked ? 'start' : 'center' }), stacked && 'w-full')
