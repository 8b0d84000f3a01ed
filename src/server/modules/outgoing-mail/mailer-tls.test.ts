import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testDatabase } from '../../test/test-app.ts'
import { createMailer } from './mailer.ts'

const silentLog = { warn() {}, error() {}, info() {} } as unknown as Parameters<typeof createMailer>[1]

const mail = {
  from: 'a@b.example',
  to: { name: 'Jane', address: 'jane@example.com' },
  subject: 'Hello',
  text: 'Hi',
  html: '<p>Hi</p>',
  replyTo: 'hello@sharpedge.example',
}

/** No database involved: run once, in the SQLite project. */
describe.runIf(testDatabase === 'sqlite')('a mail server with a self-signed certificate (smtps)', () => {
  let server: SMTPServer
  let port: number
  let received = 0
  beforeAll(async () => {
    // smtp-server's built-in certificate is self-signed, as a test server's usually is.
    server = new SMTPServer({
      secure: true,
      authOptional: true,
      logger: false,
      onData(stream, _session, callback) {
        stream.resume()
        stream.on('end', () => {
          received++
          callback()
        })
      },
    })
    // A client refusing the certificate closes the connection mid-handshake: expected here, not a failure.
    server.on('error', () => {})
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('says the certificate is the problem, not "could not connect"', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtps://127.0.0.1:${port}`, outboxDir: '/nonexistent' },
      silentLog,
    )
    await expect(mailer.send(mail)).rejects.toMatchObject({
      reason: expect.stringMatching(/^the mail server's certificate (has expired|is self-signed)/),
      permanent: false,
    })
    mailer.close()
    expect(received).toBe(0)
  })

  it('sends with the ?tls.rejectUnauthorized=false of docs/operations.md for a test server', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtps://127.0.0.1:${port}?tls.rejectUnauthorized=false`, outboxDir: '/nonexistent' },
      silentLog,
    )
    await expect(mailer.send(mail)).resolves.toMatchObject({ messageId: expect.any(String) })
    mailer.close()
    expect(received).toBe(1)
  })
})
