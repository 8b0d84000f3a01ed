import type { ReactNode } from 'react'

interface SectionHeadingProps {
  /** The h2's id, which the section names itself by (aria-labelledby). */
  id: string
  eyebrow: string
  title: string
  children?: ReactNode
}

/** A landing section's small label, heading and introduction. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-3 text-center">
      <p className="text-sm font-semibold tracking-wide text-copper uppercase">{eyebrow}</p>
      <h2 id={id} className="font-display text-3xl leading-tight font-semibold text-balance sm:text-4xl">
        {title}
      </h2>
      {children && <p className="text-lg text-pretty text-muted-foreground">{children}</p>}
    </div>
  )
}
