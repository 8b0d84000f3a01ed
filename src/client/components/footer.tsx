import { Mail, MapPin, Phone } from 'lucide-react'

import { FALLBACK_BUSINESS_NAME, useBusiness } from '@/lib/business'

/** Every page's footer: the business, the one area it serves, its contact address. Not printed. */
export function Footer() {
  const { data: business } = useBusiness()
  const name = business?.name ?? FALLBACK_BUSINESS_NAME
  return (
    <footer className="border-t bg-card print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-foreground">{name}</p>
          <p>Knives back within two days. Serrated blades are not accepted.</p>
        </div>
        {business && (
          <ul className="flex flex-col gap-2 sm:items-end">
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-copper" />
              Serving {business.city}, {business.state}
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 text-copper" />
              <a
                href={`mailto:${business.email}`}
                className="rounded-sm underline underline-offset-4 hover:text-foreground"
              >
                {business.email}
              </a>
            </li>
            {business.phone && (
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 text-copper" />
                <a
                  href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}
                  className="rounded-sm underline underline-offset-4 hover:text-foreground"
                >
                  {business.phone}
                </a>
              </li>
            )}
          </ul>
        )}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} {name}
          {business && ` · ${business.city}, ${business.state}`}
        </p>
      </div>
    </footer>
  )
}
