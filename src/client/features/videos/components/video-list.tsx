import type { Video } from '@shared/video.schema.ts'
import { VideoListItem, type VideoActions } from './video-list-item'

/** The videos in the order the landing page shows them. */
export function VideoList({ videos, actions }: { videos: Video[]; actions: VideoActions }) {
  return (
    <ol aria-label="Videos, in landing page order" className="flex flex-col gap-3">
      {videos.map((video, index) => (
        <VideoListItem key={video.id} video={video} isLast={index === videos.length - 1} actions={actions} />
      ))}
    </ol>
  )
}
