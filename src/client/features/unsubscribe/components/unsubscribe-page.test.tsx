// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderWithProviders } from '@/test/render-with-providers'

import type { UnsubscribeStatus } from '@shared/unsubscribe.schema.ts'
import { UnsubscribePage } from './unsubscribe-page'

const TOKEN = 'Ab3_-'.repeat(8) + 'xyz'
const ORDER_MAIL =
  'E-mails about an order you book (confirmations, pickup times, invoices, receipts) still come.'

afterEach(() => vi.unstubAllGlobals())

/** The page over a server that answers `status` and, on the POST, the customer unsubscribed. */
function renderPage(status: UnsubscribeStatus) {
  const posts: string[] = []
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push(new URL(input, 'http://localhost').pathname)
      return json({ ...status, subscribed: false, reminders: false })
    }
    return json(status)
  })
  renderWithProviders(
    <Routes>
      <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
    </Routes>,
    { path: `/unsubscribe/${TOKEN}` },
  )
  return { posts }
}

describe('the unsubscribe page', () => {
  it('to a customer who asked for reminders: stops both, and order e-mails still come', async () => {
    renderPage({ email: 'r•••@example.com', subscribed: true, reminders: true })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stop reminders and review requests?' }),
    ).toBeTruthy()
    expect(
      screen.getByText(
        `We e-mail r•••@example.com when your knives are due for sharpening again, and ask for a review when an order is paid. Unsubscribe to stop both. ${ORDER_MAIL}`,
      ),
    ).toBeTruthy()
  })

  it('to a customer who never asked for reminders: speaks of review requests only, and unsubscribes', async () => {
    const { posts } = renderPage({ email: 's•••@example.com', subscribed: true, reminders: false })
    const text = await screen.findByText(/^We e-mail s•••@example\.com/)
    expect(text.textContent).toBe(
      `We e-mail s•••@example.com to ask for a review when an order is paid. Unsubscribe to stop them. ${ORDER_MAIL}`,
    )
    expect(text.textContent).not.toMatch(/due for sharpening/)
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeTruthy()
    expect(posts).toEqual([`/unsubscribe/${TOKEN}`])
    expect(
      screen.getByText(
        `We will not send s•••@example.com any more sharpening reminders or review requests. ${ORDER_MAIL} Changed your mind? Tick the reminder box when you next book.`,
      ),
    ).toBeTruthy()
  })
})
