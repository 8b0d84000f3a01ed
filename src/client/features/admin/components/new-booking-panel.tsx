import { PackageCheck, Ruler } from 'lucide-react'

import { ComingLater } from '@/components/coming-later'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

interface NewBookingPanelProps {
  /** 'pickup' is the simplified form (we measure at pickup); 'self' the detailed form. */
  form: 'pickup' | 'self'
  /** The level of the panel's heading, so it fits under whatever heading precedes it. */
  headingLevel?: 'h2' | 'h3'
}

const forms = {
  pickup: {
    icon: PackageCheck,
    title: 'Measure on Pickup',
    description:
      'The simplified booking form: how many knives, add-ons, and your contact and address details.',
  },
  self: {
    icon: Ruler,
    title: 'Measure Myself',
    description:
      'The detailed booking form: knives per blade length, add-ons and special requirements, then contact details.',
  },
}

export function NewBookingPanel({ form, headingLevel = 'h2' }: NewBookingPanelProps) {
  const { icon: Icon, title, description } = forms[form]
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel} className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5 text-copper" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ComingLater arrivesWith="the customer-side booking issue">
          The booking forms are not built yet.
        </ComingLater>
      </CardContent>
    </Card>
  )
}
