import { MailPlus } from 'lucide-react'
import { useCallback, useRef, useState } from 'react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useBusiness } from '@/lib/business'
import { toast } from '@/lib/toast'
import { usePageInRange } from '@/lib/use-page-in-range'
import { useReturnFocus } from '@/lib/use-return-focus'

import { EMAIL_PAGE_SIZE, type EmailSummary } from '@shared/email.schema.ts'
import { useCreateTestEmails } from '../api/create-test-emails'
import { useEmails, type EmailFilter } from '../api/get-emails'
import { useMarkEmailRead } from '../api/mark-email-read'
import { EmailDialog } from './email-dialog'
import { EmailList } from './email-list'

const FILTERS: EmailFilter[] = ['all', 'unread', 'read']

/** Admin: Communications (spec section 2): the inbox of customer e-mail. */
export function CommunicationsPanel() {
  const [filter, setFilter] = useState<EmailFilter>('all')
  // 0-based, as the API counts.
  const [page, setPage] = useState(0)
  const [openEmail, setOpenEmail] = useState<EmailSummary | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The row is gone when the e-mail left this tab (read) or the inbox (deleted): focus then stays nearby.
  const returnFocus = useReturnFocus(headingRef)

  const { data: business } = useBusiness()
  const emails = useEmails({ filter, page })
  const markRead = useMarkEmailRead()
  const createTestEmails = useCreateTestEmails()

  const counts = emails.data?.counts
  const onPageChange = useCallback((number: number) => setPage(number - 1), [])
  // A page emptied by deletes falls back to the last page there is.
  const pageGone = usePageInRange(page + 1, EMAIL_PAGE_SIZE, emails, onPageChange)

  const open = (email: EmailSummary, trigger: HTMLElement) => {
    returnFocus.remember(trigger)
    setOpenEmail(email)
    if (email.isRead) return
    markRead.mutate(email.id, {
      onSuccess: (updated) => setOpenEmail((current) => (current?.id === updated.id ? updated : current)),
    })
  }

  const addTestEmails = () =>
    createTestEmails.mutate(undefined, {
      onSuccess: ({ created }) =>
        toast({
          title: 'Test emails created!',
          description: `${created} sample emails were added to the inbox.`,
        }),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to create test emails', variant: 'destructive' }),
    })

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4 p-4 sm:p-6">
        <div className="flex flex-col gap-2">
          <CardTitle as="h2" ref={headingRef} tabIndex={-1} className="outline-none">
            Customer Communications
          </CardTitle>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            {counts ? (
              <>
                <span>
                  {counts.all} total {counts.all === 1 ? 'email' : 'emails'}
                </span>
                <Badge variant={counts.unread > 0 ? 'default' : 'secondary'}>{counts.unread} unread</Badge>
              </>
            ) : (
              <span>Loading inbox…</span>
            )}
          </div>
        </div>
        {/* Sample mail is for a development server only (ENABLE_TEST_EMAILS): never offered on a live inbox. */}
        {emails.data?.testEmails && (
          <Button onClick={addTestEmails} disabled={createTestEmails.isPending}>
            <MailPlus aria-hidden="true" />
            {createTestEmails.isPending ? 'Adding...' : 'Add Test Emails'}
          </Button>
        )}
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <Tabs
          value={filter}
          onValueChange={(value) => {
            setFilter(value as EmailFilter)
            setPage(0)
          }}
        >
          <TabsList aria-label="Show emails" className="h-auto max-w-full flex-wrap">
            <TabsTrigger value="all">All Emails</TabsTrigger>
            <TabsTrigger value="unread">Unread{counts ? ` (${counts.unread})` : ''}</TabsTrigger>
            <TabsTrigger value="read">Read</TabsTrigger>
          </TabsList>
          {FILTERS.map((value) => (
            <TabsContent key={value} value={value} aria-busy={emails.isFetching}>
              <EmailList
                filter={value}
                data={emails.data}
                loading={emails.isPending || emails.isPlaceholderData || pageGone}
                failed={emails.isError}
                retrying={emails.isFetching}
                onRetry={() => void emails.refetch()}
                page={page}
                onPageChange={setPage}
                timeZone={business?.timezone}
                onOpen={open}
              />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
      <EmailDialog
        email={openEmail}
        onClose={() => setOpenEmail(null)}
        timeZone={business?.timezone}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      />
    </Card>
  )
}
