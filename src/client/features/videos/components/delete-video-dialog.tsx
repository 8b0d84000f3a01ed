import { ConfirmDialog } from '@/components/confirm-dialog'

import type { Video } from '@shared/video.schema.ts'

export const CONFIRM_DELETE = 'Are you sure you want to delete this video?'

interface DeleteVideoDialogProps {
  /** The video to confirm deleting; null keeps the dialog closed. */
  video: Video | null
  onConfirm: (video: Video) => void
  onClose: () => void
}

/** The spec's confirmation, as a dialog a keyboard and a screen reader can use. */
export function DeleteVideoDialog({ video, onConfirm, onClose }: DeleteVideoDialogProps) {
  return (
    <ConfirmDialog
      open={video !== null}
      onOpenChange={(open) => !open && onClose()}
      title={CONFIRM_DELETE}
      description={
        <>
          “{video?.title}” will be removed from the landing page
          {video?.videoType === 'file' ? ', and its uploaded file deleted' : ''}. This cannot be undone.
        </>
      }
      cancelLabel="Cancel"
      confirmLabel="Delete"
      onConfirm={() => video && onConfirm(video)}
    />
  )
}
