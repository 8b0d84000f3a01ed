import type { LucideIcon } from 'lucide-react'
import type { ReactNode, Ref } from 'react'

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

interface FormSectionProps {
  title: string
  description?: ReactNode
  icon?: LucideIcon
  headingLevel: 'h2' | 'h3' | 'h4'
  /** Set on the first section of a step: focus moves to its heading when the step opens. */
  headingRef?: Ref<HTMLHeadingElement>
  titleId?: string
  children: ReactNode
}

/** One card of a booking step, headed at the level that fits the page's outline. */
export function FormSection({
  title,
  description,
  icon: Icon,
  headingLevel,
  headingRef,
  titleId,
  children,
}: FormSectionProps) {
  return (
    <Card>
      <CardHeader className="pb-5">
        <CardTitle
          as={headingLevel}
          id={titleId}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="flex scroll-mt-24 items-center gap-2 text-lg outline-none"
        >
          {Icon && <Icon aria-hidden="true" className="size-5 shrink-0 text-copper" />}
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}
