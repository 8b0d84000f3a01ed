import { useState } from 'react'

import { useDiscardGuard } from '@/components/discard-changes'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'

import type { Video } from '@shared/video.schema.ts'
import { VideoForm } from './video-form'

/** Which dialog is open: adding a video, editing one, or none. */
export type VideoDialogState = { mode: 'add' } | { mode: 'edit'; video: Video } | null

interface VideoFormDialogProps {
  state: VideoDialogState
  videoCount: number
  onClose: () => void
}

export function VideoFormDialog({ state, videoCount, onClose }: VideoFormDialogProps) {
  // While a request runs (an upload above all) the dialog stays open: Escape and outside clicks wait for it.
  const [busy, setBusy] = useState(false)
  const video = state?.mode === 'edit' ? state.video : undefined
  const guard = useDiscardGuard(onClose)

  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        className="sm:max-w-xl"
        // Busy, nothing closes (and nothing is asked); otherwise typed changes are asked about first.
        onCloseAttempt={() => !busy && guard.onCloseAttempt()}
      >
        <DialogHeader>
          <DialogTitle>{video ? 'Edit Video' : 'Add Video'}</DialogTitle>
          <DialogDescription>
            {video
              ? 'Change how this video appears on your landing page.'
              : 'Upload a video file or add one from YouTube.'}
          </DialogDescription>
        </DialogHeader>
        {state && (
          <guard.Scope>
            <VideoForm
              key={video?.id ?? 'new'}
              video={video}
              videoCount={videoCount}
              onDone={onClose}
              onCancel={onClose}
              onBusyChange={setBusy}
            />
          </guard.Scope>
        )}
        {guard.question}
      </DialogContent>
    </Dialog>
  )
}
