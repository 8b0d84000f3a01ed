import { LoaderCircle } from 'lucide-react'

/** Shown while a screen's code loads. */
export function PageLoader() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-2 text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span>Loading…</span>
    </div>
  )
}
