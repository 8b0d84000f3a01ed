import { Plus } from 'lucide-react'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

import type { Video } from '@shared/video.schema.ts'
import { useDeleteVideo } from '../api/delete-video'
import { FETCH_VIDEOS_FAILED, useVideos } from '../api/get-videos'
import { useMoveVideo } from '../api/move-video'
import { toastFailure, toastNotice } from '../lib/video-toasts'
import { DeleteVideoDialog } from './delete-video-dialog'
import { VideoFormDialog, type VideoDialogState } from './video-form-dialog'
import { VideoList } from './video-list'
import { VideoListEmpty, VideoListError, VideoListLoading } from './video-list-states'

/** The admin's Videos tab: the landing page's videos in order, to add, edit, reorder, hide and delete. */
export function VideoManagementPanel() {
  const videos = useVideos()
  const move = useMoveVideo()
  const remove = useDeleteVideo()
  const [dialog, setDialog] = useState<VideoDialogState>(null)
  const [deleting, setDeleting] = useState<Video | null>(null)

  useEffect(() => {
    if (videos.isError) toastFailure('Error', FETCH_VIDEOS_FAILED)
  }, [videos.isError])

  const actions = {
    moving: move.isPending,
    onEdit: (video: Video) => setDialog({ mode: 'edit', video }),
    onDelete: setDeleting,
    onMove: (video: Video, position: number) =>
      move.mutate(
        { id: video.id, position },
        {
          onSuccess: () => toastNotice('Success', 'Video position updated'),
          onError: (error) => toastFailure('Error', 'Failed to update video position', error),
        },
      ),
  }
  const confirmDelete = (video: Video) =>
    remove.mutate(video.id, {
      onSuccess: () => toastNotice('Success', 'Video deleted successfully'),
      onError: (error) => toastFailure('Error', 'Failed to delete video', error),
      onSettled: () => setDeleting(null),
    })
  const openAdd = () => setDialog({ mode: 'add' })

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Video Management</CardTitle>
          <CardDescription>Manage videos displayed on your landing page</CardDescription>
        </div>
        <Button onClick={openAdd}>
          <Plus aria-hidden="true" />
          Add Video
        </Button>
      </CardHeader>
      <CardContent>
        {videos.isPending ? (
          <VideoListLoading />
        ) : videos.isError ? (
          <VideoListError message={FETCH_VIDEOS_FAILED} onRetry={() => void videos.refetch()} />
        ) : videos.data.length === 0 ? (
          <VideoListEmpty onAdd={openAdd} />
        ) : (
          <VideoList videos={videos.data} actions={actions} />
        )}
      </CardContent>
      <VideoFormDialog state={dialog} videoCount={videos.data?.length ?? 0} onClose={() => setDialog(null)} />
      <DeleteVideoDialog video={deleting} onConfirm={confirmDelete} onClose={() => setDeleting(null)} />
    </Card>
  )
}
