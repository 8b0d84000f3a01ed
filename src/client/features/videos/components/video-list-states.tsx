import { Clapperboard, Plus, RotateCw } from 'lucide-react'

import { IconNotice } from '@/components/icon-notice'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'

export function VideoListLoading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading videos…</span>
      {[0, 1, 2].map((key) => (
        <div
          key={key}
          className="grid gap-4 rounded-lg border p-4 sm:grid-cols-[12rem_1fr] lg:grid-cols-[14rem_1fr]"
        >
          <Skeleton className="aspect-video w-full" />
          <div className="flex flex-col gap-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  )
}

export function VideoListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center"
    >
      <p className="font-medium">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  )
}

export function VideoListEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <IconNotice
      icon={Clapperboard}
      title="No videos yet"
      size="section"
      className="gap-3 rounded-lg border border-dashed px-6 py-12"
      textClassName="max-w-sm"
      actions={
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add Your First Video
        </Button>
      }
    >
      Upload a clip or add a YouTube video to show it on your landing page.
    </IconNotice>
  )
}
