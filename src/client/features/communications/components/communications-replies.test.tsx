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

describe('CommunicationsPanel: messages and replies', () => {
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
})
