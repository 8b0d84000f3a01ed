import { Star } from 'lucide-react'

const STARS = [1, 2, 3, 4, 5] as const

/**
 * 1 to 5 stars, read out as "4 out of 5 stars"; a fraction (an average) fills the star it reaches by half or more.
 * On the landing page, so it joins classes by hand: `cn` would bring tailwind-merge into the first download.
 */
export function StarRating({ rating, className = '' }: { rating: number; className?: string }) {
  const filled = Math.round(rating)
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className={`inline-flex gap-0.5 ${className}`}>
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`size-4 ${star <= filled ? 'fill-copper text-copper' : 'text-muted-foreground/50'}`}
        />
      ))}
    </span>
  )
}
