import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

interface SectionCardHeaderProps {
  icon: LucideIcon
  title: string
  headingLevel: 'h2' | 'h3'
  /** What the section is for, under its title. */
  children: ReactNode
}

/** The title, icon and description of a schedule section's card, mounted alone or in the Settings tab. */
export function SectionCardHeader({ icon: Icon, title, headingLevel, children }: SectionCardHeaderProps) {
  return (
    <CardHeader className="p-4 sm:p-6">
      <CardTitle as={headingLevel} className="flex items-center gap-2 text-lg">
        <Icon aria-hidden="true" className="size-5 text-copper" />
        {title}
      </CardTitle>
      <CardDescription>{children}</CardDescription>
    </CardHeader>
  )
}
