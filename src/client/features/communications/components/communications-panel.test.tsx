// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { toast } from '@/lib/toast'
import { renderWithProviders } from '@/test/render-with-providers'

import type { EmailReply } from '@shared/email-reply.schema.ts'
import type { Email, EmailSummary } from '@shared/email.schema.ts'
import { CommunicationsPanel } from './communications-panel'

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }))

const email = (fields: Partial<Email>): Email => ({
  id: 1,
  source: 'email',
  fromName: null,
  fromEmail: 'someone@example.com',
  replyTo: fields.fromEmail ?? 'someone@example.com',
  toEmail: 'hello@sharpedge.example',
  subject: 'Hello',
  preview: 'Hi',
  size: 2,
  hasHtml: fields.htmlContent != null,
  textContent: 'Hi',
  htmlContent: null,
  isRead: false,
  customerId: null,
  customer: null,
  bookingId: null,
  attachmentCount: 0,
  receivedAt: '2025-01-14T14:30:00.000Z',
  createdAt: '2025-01-14T14:30:00.000Z',
  ...fields,
})

const JANE = {
  id: 7,
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '407-555-0100',
  city: 'Orlando',
  state: 'FL',
}

/** What the list and the PATCH answer: the message without its bodies. */
const summaryOf = ({ textContent: _text, htmlContent: _html, ...summary }: Email): EmailSummary => summary

/**
 * The screen's side of the API, held in memory: what each call answers is what the server answers (the
 * server's own tests cover the server). Each request is recorded as "METHOD path".
 */
function fakeInbox(initial: Email[], { failCreate = false, failOpen = false, testEmails = true } = {}) {
  let emails = [...initial]
  const replies: EmailReply[] = []
  const calls: string[] = []
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost')
    const method = init?.method ?? 'GET'
    calls.push(`${method} ${url.pathname}`)
    const id = Number(url.pathname.split('/')[3])
    if (url.pathname.endsWith('/replies')) {
      if (method === 'GET') return json({ replies: replies.filter((reply) => reply.emailId === id) })
      const { body } = JSON.parse(String(init?.body)) as { body: string }
      const found = emails.find((e) => e.id === id)!
      const reply: EmailReply = {
        id: replies.length + 1,
        emailId: id,
        body,
        createdAt: '2025-01-14T15:00:00.000Z',
        mail: {
          id: 40 + replies.length,
          kind: 'owner_reply',
          bookingId: found.bookingId,
          to: found.replyTo,
          subject: `Re: ${found.subject}`,
          status: 'sent',
          attempts: 1,
          nextAttemptAt: null,
          lastError: null,
          sentAt: '2025-01-14T15:00:01.000Z',
          createdAt: '2025-01-14T15:00:00.000Z',
        },
      }
      replies.push(reply)
      return json(reply, 201)
    }
    if (method === 'GET' && url.pathname === '/api/emails') {
      const isRead = url.searchParams.get('isRead')
      const shown = isRead === null ? emails : emails.filter((e) => String(e.isRead) === isRead)
      const unread = emails.filter((e) => !e.isRead).length
      const counts = { all: emails.length, unread, read: emails.length - unread }
      return json({ emails: shown.map(summaryOf), total: shown.length, counts, testEmails })
    }
    if (method === 'GET') {
      const found = emails.find((e) => e.id === id)
      if (failOpen || !found) return json({ error: 'No', code: 'INTERNAL_ERROR' }, 500)
      return json(found)
    }
    if (method === 'PATCH') {
      emails = emails.map((e) => (e.id === id ? { ...e, isRead: true } : e))
      return json(summaryOf(emails.find((e) => e.id === id)!))
    }
    if (method === 'DELETE') {
      emails = emails.filter((e) => e.id !== id)
      return new Response(null, { status: 204 })
    }
    if (method === 'POST' && !failCreate) {
      const added = email({ id: 99, subject: 'Sample' })
      emails = [added, ...emails]
      return json({ created: 1, emails: [summaryOf(added)] }, 201)
    }
    return json({ error: 'No', code: 'INTERNAL_ERROR' }, 500)
  })
  return calls
}

beforeEach(() => vi.mocked(toast).mockClear())
afterEach(() => vi.unstubAllGlobals())

describe('CommunicationsPanel', () => {
  it('lists e-mails with the counts, badges, No Subject and the preview, never asking for a body', async () => {
    const calls = fakeInbox([
      email({ id: 1, fromName: 'Jane Doe', fromEmail: 'jane@example.com', customerId: 7, customer: JANE }),
      email({ id: 2, subject: null, preview: `${'word '.repeat(20).slice(0, 100)}...`, isRead: true }),
    ])
    renderWithProviders(<CommunicationsPanel />)

    expect(screen.getByRole('heading', { name: 'Customer Communications' })).toBeInTheDocument()
    expect(await screen.findByText('2 total emails')).toBeInTheDocument()
    expect(screen.getByText('1 unread')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Unread (1)' })).toBeInTheDocument()

    const [jane, anonymous] = within(screen.getByRole('list', { name: 'Emails' })).getAllByRole('listitem')
    expect(jane).toHaveTextContent('Jane Doe')
    expect(within(jane!).getByText('Known Customer')).toBeInTheDocument()
    expect(within(jane!).getByText('New')).toBeInTheDocument()
    expect(anonymous).toHaveTextContent('someone@example.com')
    expect(anonymous).toHaveTextContent('No Subject')
    expect(anonymous).toHaveTextContent(`${'word '.repeat(20).slice(0, 100)}...`)
    expect(within(anonymous!).queryByText('New')).not.toBeInTheDocument()
    expect(calls.filter((call) => call.startsWith('GET /api/emails/'))).toEqual([])
  })

  it('marks a message from the order page as such, never as an e-mail from the address, and replies to the booking', async () => {
    const user = userEvent.setup()
    fakeInbox([
      email({
        id: 8,
        source: 'order-page',
        fromName: 'Jane Doe',
        fromEmail: 'jane@example.com',
        replyTo: 'Jane@Example.com',
        customerId: 7,
        customer: JANE,
        bookingId: 27,
        subject: 'Message about order BO-000027',
        textContent: 'Please come after 5.',
      }),
    ])
    renderWithProviders(<CommunicationsPanel />)
    const [row] = within(await screen.findByRole('list', { name: 'Emails' })).getAllByRole('listitem')
    expect(within(row!).getByText('Sent from the order page')).toBeInTheDocument()
    expect(row).not.toHaveTextContent('jane@example.com')
    expect(within(row!).queryByText('Known Customer')).not.toBeInTheDocument()

    await user.click(within(row!).getByRole('button'))
    const dialog = screen.getByRole('dialog', { name: 'Message about order BO-000027' })
    expect(await within(dialog).findByText('Please come after 5.')).toBeInTheDocument()
    expect(within(dialog).getAllByText('Sent from the order page').length).toBeGreaterThan(0)
    expect(dialog).not.toHaveTextContent('<jane@example.com>')
    expect(dialog).toHaveTextContent('Your reply goes to the e-mail on the booking: Jane@Example.com')
    // The reply is written here, not in a mail program, and goes to the booking's address.
    expect(within(dialog).queryByRole('link', { name: 'Reply' })).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText('Your reply')).toHaveAccessibleDescription(
      /E-mailed to Jane@Example\.com/,
    )
  })

  it('sends a reply written in the dialog and shows it in the thread; an empty one is refused here', async () => {
    const user = userEvent.setup()
    const calls = fakeInbox([
      email({
        id: 3,
        fromName: 'Jane Doe',
        fromEmail: 'jane@example.com',
        subject: 'Pickup',
        textContent: 'When?',
      }),
    ])
    renderWithProviders(<CommunicationsPanel />)
    await user.click(await screen.findByRole('button', { name: /Jane Doe/ }))
    const dialog = screen.getByRole('dialog', { name: 'Pickup' })
    expect(await within(dialog).findByText('You have not replied to this message yet.')).toBeInTheDocument()

    const field = within(dialog).getByLabelText('Your reply')
    expect(field).toHaveValue('Hi Jane,\n\n')
    await user.clear(field)
    await user.type(field, '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }))
    expect(within(dialog).getByText('Please write a reply')).toBeInTheDocument()
    expect(calls).not.toContain('POST /api/emails/3/replies')

    await user.type(field, 'Tomorrow at <b>10</b>.')
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }))
    const thread = await within(dialog).findByRole('list', { name: 'Replies' })
    expect(thread).toHaveTextContent('Tomorrow at <b>10</b>.')
    expect(thread).toHaveTextContent('to jane@example.com')
    expect(within(thread).getByText('Sent')).toBeInTheDocument()
    expect(calls).toContain('POST /api/emails/3/replies')
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Reply sent' }))
    // Ready for another, greeting and all.
    expect(field).toHaveValue('Hi Jane,\n\n')
  })

  it('asks before a reply being written is thrown away, and closes at once when only the greeting is there', async () => {
    const user = userEvent.setup()
    fakeInbox([email({ id: 3, fromName: 'Jane Doe', fromEmail: 'jane@example.com', subject: 'Pickup' })])
    renderWithProviders(<CommunicationsPanel />)
    const openIt = async () => {
      await user.click(await screen.findByRole('button', { name: /Jane Doe/ }))
      return screen.getByRole('dialog', { name: 'Pickup' })
    }
    await openIt()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

    const dialog = await openIt()
    await user.type(within(dialog).getByLabelText('Your reply'), 'Tomorrow at 10.')
    for (const close of [
      () => user.keyboard('{Escape}'),
      () => user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!),
    ]) {
      await close()
      const question = await screen.findByRole('alertdialog', { name: 'Discard your changes?' })
      await user.click(within(question).getByRole('button', { name: 'Keep editing' }))
      expect(within(dialog).getByLabelText('Your reply')).toHaveValue('Hi Jane,\n\nTomorrow at 10.')
    }
    await user.keyboard('{Escape}')
    await user.click(await screen.findByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('reads the body when a message is opened, with a retry when that fails', async () => {
    const user = userEvent.setup()
    const calls = fakeInbox([email({ id: 6, subject: 'Knives', textContent: 'Four knives, please.' })], {
      failOpen: true,
    })
    renderWithProviders(<CommunicationsPanel />)
    await user.click(await screen.findByRole('button', { name: /Knives/ }))
    const dialog = screen.getByRole('dialog', { name: 'Knives' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The message could not be loaded.')
    expect(calls).toContain('GET /api/emails/6')

    vi.unstubAllGlobals()
    fakeInbox([email({ id: 6, subject: 'Knives', textContent: 'Four knives, please.' })])
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByText('Four knives, please.')).toBeInTheDocument()
  })

  it("shows each tab's empty text", async () => {
    const user = userEvent.setup()
    fakeInbox([])
    renderWithProviders(<CommunicationsPanel />)
    expect(await screen.findByText('No emails found')).toBeInTheDocument()
    expect(screen.getByText('No emails received yet')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: /Unread/ }))
    expect(await screen.findByText('No unread emails')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Read' }))
    expect(await screen.findByText('No read emails')).toBeInTheDocument()
  })

  it('opens an e-mail, marks it read, and shows an HTML message only in a sandboxed frame', async () => {
    const user = userEvent.setup()
    const calls = fakeInbox([
      email({
        id: 5,
        fromName: 'Jane Doe',
        fromEmail: 'jane@example.com',
        customer: JANE,
        customerId: 7,
        subject: 'Pickup',
        htmlContent: '<p>Hi <script>parent.alert(1)</script><img src="https://t.example/p.gif"></p>',
      }),
    ])
    renderWithProviders(<CommunicationsPanel />)
    await user.click(await screen.findByRole('button', { name: /Jane Doe/ }))

    const dialog = screen.getByRole('dialog', { name: 'Pickup' })
    await waitFor(() => expect(within(dialog).getByText('Read')).toBeInTheDocument())
    expect(calls).toContain('PATCH /api/emails/5/read')
    expect(within(dialog).getByText('Customer Information')).toBeInTheDocument()
    expect(within(dialog).getByText('(407) 555-0100')).toBeInTheDocument()

    const frame = within(dialog).getByTitle('Message')
    expect(frame).toHaveAttribute('sandbox', '')
    expect(frame.getAttribute('srcdoc')).not.toContain('<script')
    expect(frame.getAttribute('srcdoc')).not.toMatch(/\ssrc="https:/)
    await user.click(within(dialog).getByRole('button', { name: 'Load remote images' }))
    expect(within(dialog).getByTitle('Message').getAttribute('srcdoc')).toMatch(
      /\ssrc="https:\/\/t\.example\/p\.gif"/,
    )

    expect(within(dialog).getByLabelText('Your reply')).toHaveValue('Hi Jane,\n\n')
  })

  it('returns focus to the heading when the row that opened the dialog has left the tab', async () => {
    const user = userEvent.setup()
    fakeInbox([email({ id: 4, subject: 'Sharpen soon' })])
    renderWithProviders(<CommunicationsPanel />)
    await user.click(await screen.findByRole('tab', { name: 'Unread (1)' }))
    await user.click(await screen.findByRole('button', { name: /Sharpen soon/ }))
    await screen.findByText('No unread emails')
    await user.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Customer Communications' })).toHaveFocus(),
    )
  })

  it('shows plain text as written, and says when there is no content', async () => {
    const user = userEvent.setup()
    fakeInbox([
      email({ id: 1, subject: 'Text', textContent: 'Line one\n    indented' }),
      email({ id: 2, subject: 'Empty', textContent: null, htmlContent: null }),
    ])
    renderWithProviders(<CommunicationsPanel />)
    await user.click(await screen.findByRole('button', { name: /Text/ }))
    const dialog = screen.getByRole('dialog', { name: 'Text' })
    expect(within(dialog).getByText(/Line one/)).toHaveClass('whitespace-pre-wrap')
    expect(within(dialog).getByText(/Line one/).textContent).toBe('Line one\n    indented')
    // The footer's Close (the corner X is named Close too).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!)
    await user.click(screen.getByRole('button', { name: /Empty/ }))
    expect(screen.getByText('No content available')).toBeInTheDocument()
  })

  it('deletes permanently with the spec toast, closing the dialog, after asking first', async () => {
    const user = userEvent.setup()
    const calls = fakeInbox([email({ id: 3, subject: 'Spam', isRead: true })])
    renderWithProviders(<CommunicationsPanel />)
    await user.click(await screen.findByRole('button', { name: /Spam/ }))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(await screen.findByRole('button', { name: 'Keep it' }))
    expect(calls).not.toContain('DELETE /api/emails/3')
    expect(screen.getByRole('dialog', { name: 'Spam' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('alertdialog', { name: 'Delete this email?' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete permanently' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls).toContain('DELETE /api/emails/3')
    expect(toast).toHaveBeenCalledWith({
      title: 'Email deleted',
      description: 'Email has been permanently removed.',
    })
    expect(await screen.findByText('No emails received yet')).toBeInTheDocument()
  })

  it('adds test e-mails with a toast, and says so when that fails', async () => {
    const user = userEvent.setup()
    fakeInbox([])
    renderWithProviders(<CommunicationsPanel />)
    await user.click(await screen.findByRole('button', { name: 'Add Test Emails' }))
    expect(await screen.findByText('Sample')).toBeInTheDocument()
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Test emails created!' }))

    vi.unstubAllGlobals()
    fakeInbox([], { failCreate: true })
    await user.click(screen.getByRole('button', { name: 'Add Test Emails' }))
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to create test emails',
        variant: 'destructive',
      }),
    )
  })

  it('offers no Add Test Emails on a live inbox, only where the server allows sample mail', async () => {
    fakeInbox([email({ subject: 'From a real customer' })], { testEmails: false })
    renderWithProviders(<CommunicationsPanel />)
    expect(await screen.findByText('From a real customer')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add Test Emails' })).not.toBeInTheDocument()
  })

  it('offers Try Again when the inbox cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }))
    renderWithProviders(<CommunicationsPanel />)
    expect(await screen.findByText('Failed to load emails')).toBeInTheDocument()
    fakeInbox([email({ subject: 'Back again' })])
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('Back again')).toBeInTheDocument()
  })
})
