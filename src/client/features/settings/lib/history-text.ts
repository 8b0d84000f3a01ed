import { formatCents } from '@shared/format.ts'
import type { SettingsChange } from '@shared/settings.schema.ts'
import { NOTIFICATION_LABELS } from './notification-labels'

const FIELD_LABELS: Record<string, string> = {
  name: 'Business name',
  email: 'Contact e-mail',
  phone: 'Phone',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  timezone: 'Time zone',
  hours: 'Opening hours',
  about: 'About',
  bladesOver9InchesCents: 'Blades 9 inches and over',
  blades7To9InchesCents: 'Blades 7 to 9 inches',
  blades4To6InchesCents: 'Blades 4 to 6 inches',
  bladesUnder4InchesCents: 'Blades under 4 inches',
  pickupPerKnifeCents: 'Pickup price per knife',
  nickRepairCents: 'Nick repair',
  strappingCents: 'Stropping',
  paymentInstructions: 'Payment instructions',
  paymentLinkUrl: 'Payment link',
  ...Object.fromEntries(
    Object.entries(NOTIFICATION_LABELS).map(([field, label]) => [
      field,
      `E-mail me when ${label.toLowerCase()}`,
    ]),
  ),
  rebookAfterDays: 'Sharpening-due reminder after (days)',
  reviewRequests: 'Review requests',
}

const isPrice = (field: string) => field.endsWith('Cents')
const SWITCHED: Record<string, string> = { true: 'On', false: 'Off' }
const shown = (field: string, value: string) =>
  value === ''
    ? '(empty)'
    : isPrice(field) && /^\d+$/.test(value)
      ? formatCents(Number(value))
      : (SWITCHED[value] ?? value)

/**
 * One change as a line of the section's history: "Stropping: $3.00 → $3.50", "Added 32801, 32803", and for the
 * account "Password changed", "Ended 2 sessions".
 */
export function changeText({ field, from, to }: SettingsChange['changes'][number]): string {
  if (field === 'servedZipsAdded') return `Added ${to}`
  if (field === 'servedZipsRemoved') return `Removed ${from}`
  if (field === 'password')
    return to === 'reset' ? 'Password reset from the command line' : 'Password changed'
  if (field === 'sessionsEnded') return `Ended ${to} session${to === '1' ? '' : 's'}`
  return `${FIELD_LABELS[field] ?? field}: ${shown(field, from)} → ${shown(field, to)}`
}
