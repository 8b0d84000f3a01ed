import { ImageOff } from 'lucide-react'
import { useMemo, useState } from 'react'

import { Button } from '@/components/ui/button'

import type { Email } from '@shared/email.schema.ts'
import { sanitizeEmailHtml } from '../lib/sanitize-email-html'

/**
 * HTML in a frame with `sandbox=""`: no scripts, no same origin, no forms, no popups, no navigation of the
 * page. Its styles cannot reach the dialog, and its remote images wait for the admin.
 */
function HtmlMessage({ html }: { html: string }) {
  const [allowRemoteImages, setAllowRemoteImages] = useState(false)
  const { document, remoteImages } = useMemo(
    () => sanitizeEmailHtml(html, { allowRemoteImages }),
    [html, allowRemoteImages],
  )
  return (
    <div className="flex flex-col gap-2">
      {remoteImages > 0 && !allowRemoteImages && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-dashed border-input bg-muted/60 px-3 py-2 text-sm">
          <span className="flex min-w-0 flex-1 items-center gap-2 text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-4 shrink-0" />
            Remote images are blocked, so the sender cannot tell you opened this.
          </span>
          <Button size="sm" variant="outline" onClick={() => setAllowRemoteImages(true)}>
            Load remote images
          </Button>
        </div>
      )}
      <iframe
        title="Message"
        sandbox=""
        srcDoc={document}
        referrerPolicy="no-referrer"
        className="h-[50vh] min-h-64 w-full rounded-md border bg-white"
      />
    </div>
  )
}

/** The message as HTML, else as plain text (whitespace kept), else 'No content available'. */
export function EmailMessage({ email }: { email: Pick<Email, 'htmlContent' | 'textContent'> }) {
  if (email.htmlContent) return <HtmlMessage html={email.htmlContent} />
  if (email.textContent) {
    return (
      <div className="max-h-[50vh] overflow-y-auto rounded-md border bg-muted/40 p-4 text-sm break-words whitespace-pre-wrap">
        {email.textContent}
      </div>
    )
  }
  return (
    <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No content available</p>
  )
}
