import { cva, type VariantProps } from 'class-variance-authority'

/**
 * The button look, apart from the Button component so that a page's first download can style a link or a
 * button with it alone: the navigation bar and the landing page use it without tailwind-merge and Radix Slot
 * (docs/decisions.md "Budgets"). Every conflicting choice is a variant, so the classes never need merging.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
        outline: 'border border-input bg-card shadow-sm hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        /** The main action on a band of the primary colour. */
        inverse: 'bg-card text-foreground shadow-sm hover:bg-accent',
        /** The second action on a band of the primary colour. */
        'inverse-outline':
          'border border-primary-foreground/70 bg-transparent text-primary-foreground shadow-sm hover:bg-primary-hover',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
      /** The background the button sits on, which its focus ring must stand out from. */
      surface: {
        light: 'outline-ring',
        dark: 'outline-primary-foreground',
      },
      align: {
        center: 'justify-center',
        start: 'justify-start',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', surface: 'light', align: 'center' },
  },
)

export type ButtonVariants = VariantProps<typeof buttonVariants>
