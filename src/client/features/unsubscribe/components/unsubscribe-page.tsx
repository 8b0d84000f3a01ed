import { BellOff, MailCheck, SearchX } from 'lucide-react'
import { Link, useParams } from 'react-router'

import { IconNotice } from '@/components/icon-notice'
import { PageLoader } from '@/components/page-loader'
import { Button } from '@/components/ui/button'
import { ApiRequestError, serverMessageOf } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/use-document-title'

import { useUnsubscribe, useUnsubscribeStatus } from '../api/unsubscribe'

const BOX = 'mx-auto max-w-xl gap-4 px-4 py-16 sm:py-20'
const ORDER_MAIL_GOES_ON =
  'E-mails about an order you book (confirmations, pickup times, invoices, receipts) still come.'

/**
 * /unsubscribe/{token} (issue 43 point 3): the link in every reminder and review request. It shows the choice and
 * one button; the mail program's one-click unsubscribe does the same without this page. Either stops both kinds;
 * the text names the reminders only to a customer who asked for them.
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
        {`We will not send ${status.data.email} any more sharpening reminders or review requests. ${ORDER_MAIL_GOES_ON} Changed your mind? Tick the reminder box when you next book.`}
      </IconNotice>
    )
  return (
    <IconNotice
      icon={BellOff}
      title="Stop reminders and review requests?"
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
      {status.data.reminders
        ? `We e-mail ${status.data.email} when your knives are due for sharpening again, and ask for a review when an order is paid. Unsubscribe to stop both. ${ORDER_MAIL_GOES_ON}`
        : `We e-mail ${status.data.email} to ask for a review when an order is paid. Unsubscribe to stop them. ${ORDER_MAIL_GOES_ON}`}
    </IconNotice>
  )
}
