import { Hash, Mail, Phone } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'

import { useDocumentTitle } from '@/lib/use-document-title'

import type { PublicBooking } from '@shared/public-search.schema.ts'
import { useFindOrders, type OrderSearchKind } from '../api/find-orders'
import { announcementOf, outcomeOfFailure, outcomeOfResults, type SearchOutcome } from '../lib/search-outcome'
import { EmailOrderLinks } from './email-order-links'
import { SearchCard } from './search-card'
import { SearchResults } from './search-results'

const cards = [
  {
    kind: 'order',
    title: 'Order Number',
    description: 'The number on your booking confirmation.',
    icon: Hash,
    label: 'Order number',
    placeholder: 'e.g. 27',
    type: 'text',
    inputMode: 'text',
    maxLength: 20,
  },
  {
    kind: 'email',
    title: 'Email Address',
    description: 'The e-mail address you booked with.',
    icon: Mail,
    label: 'Email address',
    placeholder: 'e.g. you@example.com',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    maxLength: 254,
  },
  {
    kind: 'phone',
    title: 'Phone Number',
    description: 'The phone number you booked with.',
    icon: Phone,
    label: 'Phone number',
    placeholder: 'e.g. (407) 555-0123',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    maxLength: 30,
  },
] as const

/** What a finished search leaves on the page: its results, or why there are none. */
const showOutcomeOf = (kind: OrderSearchKind, setOutcome: (outcome: SearchOutcome) => void) => ({
  onSuccess: (bookings: PublicBooking[]) => setOutcome(outcomeOfResults(kind, bookings)),
  onError: (error: unknown) => setOutcome(outcomeOfFailure(kind, error)),
})

/** /order-search: find an order by its number, e-mail or phone. ?order=27 (the receipt's QR code) searches at once. */
export function OrderSearchPage() {
  useDocumentTitle('Find Your Order')
  const [searchParams] = useSearchParams()
  const orderFromLink = searchParams.get('order')?.trim() ?? ''
  const [terms, setTerms] = useState<Record<OrderSearchKind, string>>({
    order: orderFromLink,
    email: '',
    phone: '',
  })
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null)
  const { mutate, isPending, variables } = useFindOrders()
  // The address of the last look-up by e-mail, for "E-mail me my order links".
  const [searchedEmail, setSearchedEmail] = useState('')

  const runSearch = (kind: OrderSearchKind, rawTerm: string) => {
    const term = rawTerm.trim()
    if (!term) return
    if (kind === 'email') setSearchedEmail(term)
    mutate({ kind, term }, showOutcomeOf(kind, setOutcome))
  }

  // The link from a receipt searches once on arrival; the ref keeps StrictMode's second effect run from repeating it.
  const searchedFromLink = useRef(false)
  useEffect(() => {
    if (searchedFromLink.current || !orderFromLink) return
    searchedFromLink.current = true
    mutate({ kind: 'order', term: orderFromLink }, showOutcomeOf('order', setOutcome))
  }, [orderFromLink, mutate])

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">Find Your Order</h1>
        <p className="max-w-2xl text-muted-foreground">
          Look up a booking by its order number, or by the e-mail address or phone number you booked with.
        </p>
      </div>

      <div className="grid gap-5 md:grid-cols-3">
        {cards.map(({ kind, ...card }) => (
          <SearchCard
            key={kind}
            {...card}
            value={terms[kind]}
            onValueChange={(value) => setTerms((current) => ({ ...current, [kind]: value }))}
            onSearch={() => runSearch(kind, terms[kind])}
            searching={isPending && variables?.kind === kind}
            busy={isPending}
          />
        ))}
      </div>

      <p role="status" className="sr-only">
        {isPending ? 'Searching…' : outcome ? announcementOf(outcome) : ''}
      </p>
      {outcome && <SearchResults outcome={outcome} busy={isPending} />}
      {outcome?.kind === 'email' && outcome.status !== 'rate-limited' && searchedEmail && (
        <EmailOrderLinks email={searchedEmail} />
      )}
    </div>
  )
}
