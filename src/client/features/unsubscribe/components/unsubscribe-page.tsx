import { BellOff, MailCheck, SearchX } from 'lucide-react'
import { Link, useParams } from 'react-router'

import { IconNotice } from '@/components/icon-notice'
import { PageLoader } from '@/components/page-loader'
import { Button } from '@/components/ui/button'
import { ApiRequestError, serverMessageOf } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/use-document-title'

import { useUnsubscribe, useUnsubscribeStatus } from '../api/unsubscribe'

const BOX = 'mx-auto max-w-xl gap-4 px-4 py-16 sm:py-20'

/**
 * /unsubscribe/{token} (issue 43 point 3): the link in every reminder and review request. It shows the choice and
 * one button; the mail program's one-click unsubscribe does the same without this page.
 */
export function UnsubscribePage() {
  const token = useParams().token ?? ''
  const status = useUnsubscribeStatus(token)
  const stop = useUnsubscribe(token)
  useDocumentTitle('Unsubscribe')

  if (status.error instanceof ApiRequestError && status.error.status === 404)
    return (
      <IconNotice icon={SearchX} title="Link Not Found" size="page" className={BOX}>
        This unsubscribe link is not valid. Reply to any of our e-mails and we will stop them for you.
      </IconNotice>
    )
  if (status.error)
    return (
      <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <p>This page could not be loaded. Please check your connection and try again.</p>
        <Button onClick={() => void status.refetch()}>Try again</Button>
      </div>
    )
  if (!status.data) return <PageLoader />
  if (!status.data.subscribed)
    return (
      <IconNotice
        icon={MailCheck}
        title="You're unsubscribed"
        size="page"
        className={BOX}
        actions={
          <Button asChild variant="outline">
            <Link to="/">Back to the home page</Link>
          </Button>
        }
      >
        {`We will not send ${status.data.email} any more reminders or review requests. E-mails about an order you book (confirmations, pickup times, invoices) still come. Changed your mind? Tick the reminder box when you next book.`}
      </IconNotice>
    )
  return (
    <IconNotice
      icon={BellOff}
      title="Stop reminder e-mails?"
      size="page"
      className={BOX}
      actions={
        <div className="flex flex-col items-center gap-2">
          <Button size="lg" disabled={stop.isPending} onClick={() => stop.mutate()}>
            {stop.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
          {stop.isError && (
            <p role="alert" className="text-sm text-destructive">
              {serverMessageOf(stop.error) ?? 'That did not work. Please try again.'}
            </p>
          )}
        </div>
      }
    >
      {`We e-mail ${status.data.email} when your knives are due for sharpening again, and may ask you for a review. Unsubscribe to stop both. E-mails about an order you book still come.`}
    </IconNotice>
  )
}
