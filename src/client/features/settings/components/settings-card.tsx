import type { ReactNode } from 'react'

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

interface SettingsCardProps {
  /** The section's anchor and the id its heading is named by. */
  id: string
  title: string
  description: string
  children: ReactNode
}

/** One section of the Settings tab: a titled card, its form, and whatever follows (its history). */
export function SettingsCard({ id, title, description, children }: SettingsCardProps) {
  return (
    <section id={`settings-${id}`} aria-labelledby={`settings-${id}-title`} className="scroll-mt-4">
      <Card>
        <CardHeader>
          <CardTitle as="h3" id={`settings-${id}-title`}>
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">{children}</CardContent>
      </Card>
    </section>
  )
}
