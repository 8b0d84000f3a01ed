/**
 * The ways a payment is made, and their names on screen. Apart from payment.schema.ts (which builds its enum from
 * them) so that a screen showing the names, such as Reports, does not load zod's schemas and the phone library.
 */
export const PAYMENT_METHODS = ['cash', 'card', 'check', 'venmo', 'zelle', 'other'] as const

export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  cash: 'Cash',
  card: 'Card',
  check: 'Check',
  venmo: 'Venmo',
  zelle: 'Zelle',
  other: 'Other',
}
