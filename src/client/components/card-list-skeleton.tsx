import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'

interface CardListSkeletonProps {
  /** Read out while loading ('Loading orders…'). */
  label: string
  /** One width class per placeholder line of a card, so the shapes match the cards to come. */
  lineWidths: readonly string[]
  cards?: number
}

/** A phone list's loading state: five cards of grey lines, announced once. */
export function CardListSkeleton({ label, lineWidths, cards = 5 }: CardListSkeletonProps) {
  return (
    <div role="status" className="flex flex-col divide-y rounded-lg border">
      <span className="sr-only">{label}</span>
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className="flex flex-col gap-2 p-3">
          {lineWidths.map((width, line) => (
            <Skeleton key={line} className={cn('h-4', width)} />
          ))}
        </div>
      ))}
    </div>
  )
}
