// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '@/test/render-with-providers'

import type { EmailSummary } from '@shared/email.schema.ts'
import { CustomerEmails } from './customer-emails'

const email = (fields: Partial<EmailSummary>): EmailSummary => ({
  id: 1,
  source: 'email',
  fromName: 'Jane Doe',
  fromEmail: 'jane@example.com',
  replyTo: 'jane@example.com',
  toEmail: 'hello@sharpedge.example',
  subject: 'Pickup time',
  preview: 'Could you come on Friday?',
  size: 25,
  hasHtml: false,
  isRead: true,
  customerId: 7,
  customer: null,
  bookingId: null,
  attachmentCount: 0,
  receivedAt: '2024-01-14T14:30:00.000Z',
  createdAt: '2024-01-14T14:30:00.000Z',
  ...fields,
})

describe('CustomerEmails', () => {
  it('lists each e-mail with its subject, time, preview, whether it is new and where it was written', () => {
    renderWithProviders(
      <CustomerEmails
        emails={[
          email({
            id: 2,
            subject: null,
            preview: 'Hi there',
            hasHtml: true,
            isRead: false,
          }),
          email({
            id: 3,
            source: 'order-page',
            subject: 'Message about order BO-000027',
            preview: 'After 5',
          }),
          email({ id: 1 }),
        ]}
        failed={false}
        timeZone="America/New_York"
      />,
    )
    const items = within(screen.getByRole('list', { name: 'E-mails from this customer' })).getAllByRole(
      'listitem',
    )
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent('No Subject')
    expect(items[0]).toHaveTextContent('New')
    expect(items[0]).toHaveTextContent('Hi there')
    expect(items[0]).not.toHaveTextContent('order page')
    expect(items[1]).toHaveTextContent('Sent from the order page')
    expect(items[2]).toHaveTextContent('Pickup time')
    expect(items[2]).toHaveTextContent('Jan 14, 2024')
    expect(items[2]).toHaveTextContent('Could you come on Friday?')
    expect(items[2]).not.toHaveTextContent('New')
    expect(screen.getByRole('link', { name: 'Open Communications' })).toHaveAttribute(
      'href',
      '/?tab=communications',
    )
  })

  it('says so when the customer has sent none, or they cannot be loaded', () => {
    const { rerender } = renderWithProviders(<CustomerEmails emails={[]} failed={false} />)
    expect(screen.getByText('No e-mails from this customer yet.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Open Communications' })).not.toBeInTheDocument()
    rerender(<CustomerEmails emails={undefined} failed />)
    expect(screen.getByRole('alert')).toHaveTextContent('The e-mails could not be loaded.')
  })
})
