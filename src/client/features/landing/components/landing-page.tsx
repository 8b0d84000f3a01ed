import { CalendarCheck, Clock, Search, Truck } from 'lucide-react'
import { Link } from 'react-router'

import { ComingLater } from '@/components/coming-later'
import { Button } from '@/components/ui/button'
import { useBusiness } from '@/lib/business'
import { useDocumentTitle } from '@/lib/use-document-title'

const promises = [
  { icon: Truck, text: 'Pickup and return at your door' },
  { icon: Clock, text: 'Back within two days' },
]

export function LandingPage() {
  useDocumentTitle()
  const { data: business } = useBusiness()

  return (
    <>
      <section className="border-b bg-linear-to-b from-card to-background">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-16 sm:px-6 md:py-24">
          <p className="text-sm font-semibold tracking-wide text-copper uppercase">
            {business ? `Serving ${business.city}, ${business.state}` : 'Knife sharpening with pickup'}
          </p>
          <h1 className="max-w-3xl font-display text-4xl leading-tight font-semibold text-balance sm:text-5xl">
            Razor-sharp knives, picked up from your door.
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            Book online in a couple of minutes and leave the rest to us: we collect your knives, sharpen them
            and bring them back.
          </p>
          <ul className="flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
            {promises.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-copper" />
                {text}
              </li>
            ))}
          </ul>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to="/measurement-selection">
                <CalendarCheck aria-hidden="true" />
                Book Your Service Now
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/order-search">
                <Search aria-hidden="true" />
                Search for Orders
              </Link>
            </Button>
          </div>
        </div>
      </section>
      <section aria-label="About this page" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <ComingLater arrivesWith="the landing page issue">
          The full landing page, with benefits, pricing, videos and a closing call to action, is still to
          come.
        </ComingLater>
      </section>
    </>
  )
}
