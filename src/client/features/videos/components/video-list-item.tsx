import { ArrowDown, ArrowUp, Link2, Pencil, Trash2 } from 'lucide-react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'

import type { Video } from '@shared/video.schema.ts'

export interface VideoActions {
  onMove: (video: Video, position: number) => void
  onEdit: (video: Video) => void
  onDelete: (video: Video) => void
  /** While a move is saved, the move buttons wait, so two moves never cross. */
  moving: boolean
}

/** A file video plays inline; a YouTube video shows its address (nothing loads from YouTube in the admin). */
function VideoPreview({ video }: { video: Video }) {
  if (video.videoType === 'file') {
    return (
      <video
        controls
        preload="metadata"
        src={video.videoUrl}
        aria-label={`Preview: ${video.title}`}
        className="aspect-video w-full rounded-md bg-foreground"
      />
    )
  }
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-md bg-muted p-3 text-center">
      <Link2 aria-hidden="true" className="size-6 text-muted-foreground" />
      <span className="text-xs font-medium text-muted-foreground">YouTube video</span>
    </div>
  )
}

export function VideoListItem({
  video,
  isLast,
  actions,
}: {
  video: Video
  isLast: boolean
  actions: VideoActions
}) {
  const { onMove, onEdit, onDelete, moving } = actions
  return (
    <li className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-[12rem_1fr] lg:grid-cols-[14rem_1fr_auto]">
      <VideoPreview video={video} />
      <div className="flex min-w-0 flex-col gap-2">
        <h3 className="text-base leading-snug font-semibold break-words">{video.title}</h3>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{video.category}</Badge>
          {video.isActive ? <Badge>Active</Badge> : <Badge variant="secondary">Hidden</Badge>}
          <span className="text-sm text-muted-foreground">Position {video.position}</span>
        </div>
        {video.description && (
          <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">
            {video.description}
          </p>
        )}
        {video.videoType === 'youtube' && (
          <p className="text-sm break-all">
            <span className="sr-only">YouTube address: </span>
            {video.videoUrl}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-start gap-1 sm:col-span-2 lg:col-span-1 lg:flex-col">
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={`Move ${video.title} up`}
            disabled={moving || video.position <= 1}
            onClick={() => onMove(video, video.position - 1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={`Move ${video.title} down`}
            disabled={moving || isLast}
            onClick={() => onMove(video, video.position + 1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
        </div>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={`Edit ${video.title}`}
            onClick={() => onEdit(video)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={`Delete ${video.title}`}
            className="text-destructive hover:text-destructive"
            onClick={() => onDelete(video)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  )
}
