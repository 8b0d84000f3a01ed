import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'

/** How much of the file has been sent, with a way out of a long upload. */
export function UploadProgress({ percent, onCancel }: { percent: number; onCancel: () => void }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-muted/60 p-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium">Uploading video…</span>
        <span aria-hidden="true" className="tabular-nums">
          {percent}%
        </span>
      </div>
      <Progress value={percent} aria-label="Upload progress" aria-valuetext={`${percent}% uploaded`} />
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  )
}
