import { ShieldCheck, Sparkles, Timer } from 'lucide-react'

import { SectionHeading } from './section-heading'

const benefits = [
  {
    icon: Sparkles,
    title: 'Razor Edged',
    text: 'Every straight-edged blade is sharpened and honed to a clean, even edge. Serrated blades are not accepted.',
  },
  {
    icon: Timer,
    title: 'Fast Service',
    text: 'Book in a couple of minutes. We pick your knives up in the neighborhood and bring them back within two days.',
  },
  {
    icon: ShieldCheck,
    title: 'Trusted & Reliable',
    text: 'A published price list, an estimate before we start, and an order number you can look up at any time.',
  },
]

/** The spec's three benefit cards. */
export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <SectionHeading id="benefits-title" eyebrow="Why neighbors choose us" title="Sharp knives, no hassle">
        A local service that comes to you, with prices you know before you book.
      </SectionHeading>
      <ul className="mt-10 grid gap-5 md:grid-cols-3 md:gap-6">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm md:flex-col md:p-6">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent text-copper">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div className="flex flex-col gap-2">
              <h3 className="text-xl font-semibold">{title}</h3>
              <p className="text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
