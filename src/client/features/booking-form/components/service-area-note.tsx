import { MapPin } from 'lucide-react'
import { useWatch } from 'react-hook-form'

import { useBusiness } from '@/lib/business'

import type { ContactFormValues } from '../booking-form-schemas'

/** The five-digit ZIP of a complete US ZIP (32804 or 32804-1234), else null while it is still being typed. */
function fiveDigitZip(zip: string | null | undefined): string | null {
  const match = /^(\d{5})(-\d{4})?$/.exec(zip?.trim() ?? '')
  return match?.[1] ?? null
}

/**
 * A kind note when the ZIP is outside the served area (docs/decisions.md "Beyond the spec"). The booking is still
 * accepted; the server flags it for the admin. Shown only when the business publishes its served ZIP codes.
 */
export function ServiceAreaNote({ id }: { id: string }) {
  const zipCode = useWatch<ContactFormValues, 'zipCode'>({ name: 'zipCode' })
  const servedZips = useBusiness().data?.servedZips
  const zip = fiveDigitZip(zipCode)
  const outsideArea =
    zip !== null && servedZips !== undefined && servedZips.length > 0 && !servedZips.includes(zip)

  // The live region is always in the page, so the note is read out when it appears.
  return (
    <div id={id} aria-live="polite">
      {outsideArea && (
        <p className="flex gap-2 rounded-lg border border-copper/40 bg-accent p-3 text-sm">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-copper" />
          <span>
            We don’t usually pick up in ZIP {zip}, but we’ll still take your booking and contact you about
            pickup.
          </span>
        </p>
      )}
    </div>
  )
}
