import { ComingLater } from '@/components/coming-later'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

import type { AdminTab } from '../tab-definitions'

export function ProtectedTabPlaceholder({ tab }: { tab: AdminTab }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{tab.title}</CardTitle>
        <CardDescription>{tab.holds}</CardDescription>
      </CardHeader>
      <CardContent>
        <ComingLater arrivesWith={tab.arrivesWith}>This panel is not built yet.</ComingLater>
      </CardContent>
    </Card>
  )
}
