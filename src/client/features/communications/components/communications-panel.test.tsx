// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { toast } from '@/lib/toast'
import { renderWithProviders } from '@/test/render-with-providers'

import { email, fakeInbox, JANE } from '../test-support'
import { CommunicationsPanel } from './communications-panel'

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }))

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
