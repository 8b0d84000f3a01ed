import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/**
 * A real IMAP server for the IMAP poller's tests: Debian's Dovecot, started by the test on a free loopback port
 * with a configuration of its own in a temporary directory (nothing of the machine's /etc/dovecot is used).
 */
export const DOVECOT = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot'
export const DOVECOT_PASSWORD = 'imap-test-password'

export interface DovecotMailbox {
  host: string
  port: number
  secure: false
  user: string
  password: string
  mailbox: 'INBOX'
}

/** A port free on loopback right now (another process may take it before it is used). */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Dovecot's own config for one test run: loopback only, plain login without TLS, any user with DOVECOT_PASSWORD. */
function dovecotConfig(dir: string, port: number): string {
  const version = execFileSync(DOVECOT, ['--version'], { encoding: 'utf8' })
  const modern = !/^2\.[0-3]\./.test(version) // 2.4 renamed most settings
  const asRoot = process.getuid?.() === 0
  // As root, Dovecot insists on its unprivileged users and refuses mail access as uid 0.
  const me = os.userInfo()
  const [internalUser, loginUser] = asRoot ? ['dovecot', 'dovenull'] : [me.username, me.username]
  const [uid, gid] = asRoot ? ['dovecot', 'dovecot'] : [String(me.uid), String(me.gid)]
  const home = `${dir}/mail/${modern ? '%{user}' : '%u'}`
  const block = (name: string, lines: string[]) =>
    `${name} {\n${lines.map((line) => `  ${line}`).join('\n')}\n}`

  const settings = modern
    ? [
        // Must come first in 2.4.
        'dovecot_config_version = 2.4.0',
        'dovecot_storage_version = 2.4.0',
        'auth_allow_cleartext = yes',
        'mail_driver = maildir',
        `mail_home = ${home}`,
        'mail_path = ~/Maildir',
        block('passdb static', [`password = ${DOVECOT_PASSWORD}`]),
        block('userdb static', [block('fields', [`uid = ${uid}`, `gid = ${gid}`, `home = ${home}`])]),
      ]
    : [
        'disable_plaintext_auth = no',
        `mail_location = maildir:${home}/Maildir`,
        block('passdb', ['driver = static', `args = password=${DOVECOT_PASSWORD}`]),
        block('userdb', ['driver = static', `args = uid=${uid} gid=${gid} home=${home}`]),
      ]
  return [
    ...settings,
    `base_dir = ${dir}/run`,
    `state_dir = ${dir}/state`,
    `log_path = ${dir}/dovecot.log`,
    'protocols = imap',
    'listen = 127.0.0.1',
    'ssl = no',
    'auth_mechanisms = plain login',
    `default_internal_user = ${internalUser}`,
    `default_login_user = ${loginUser}`,
    'first_valid_uid = 1',
    block('namespace inbox', ['inbox = yes']),
    block('service imap-login', [
      'chroot =',
      block('inet_listener imap', [`port = ${port}`]),
      block('inet_listener imaps', ['port = 0']),
    ]),
    block('service anvil', ['chroot =']),
  ].join('\n')
}

/** Whether Dovecot greets as ready on the port (its auth process can take a moment after the port opens). */
const greetsAsReady = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let text = ''
    socket.on('data', (chunk) => {
      text += chunk.toString()
      if (/ready\./.test(text)) socket.end()
    })
    socket.on('close', () => resolve(/ready\./.test(text)))
    socket.on('error', () => resolve(false))
    socket.setTimeout(2000, () => socket.destroy())
  })

export interface Dovecot {
  port: number
  /** A fresh, empty mailbox for each user name: the server accepts any user with DOVECOT_PASSWORD. */
  mailbox(user: string): DovecotMailbox
  stop(): Promise<void>
}

/** One attempt: a Dovecot of its own in a temporary directory, or an error with Dovecot's log. */
async function launchDovecot(): Promise<Dovecot> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dovecot-test-'))
  // Dovecot's unprivileged processes must reach into the directory and write the mail.
  fs.chmodSync(dir, 0o755)
  fs.mkdirSync(path.join(dir, 'mail'))
  fs.chmodSync(path.join(dir, 'mail'), 0o777)
  const port = await freePort()
  fs.writeFileSync(path.join(dir, 'dovecot.conf'), dovecotConfig(dir, port))
  const child: ChildProcess = spawn(DOVECOT, ['-F', '-c', path.join(dir, 'dovecot.conf')], {
    stdio: 'inherit',
  })
  let running = true
  const exited = new Promise((resolve) => child.once('exit', resolve)).finally(() => (running = false))
  const stop = async () => {
    if (running) child.kill('SIGTERM')
    await exited
    fs.rmSync(dir, { recursive: true, force: true })
  }

  const deadline = Date.now() + 15_000
  while (running && Date.now() < deadline && !(await greetsAsReady(port))) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  if (!running || Date.now() >= deadline) {
    const logFile = path.join(dir, 'dovecot.log')
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '(no log)'
    await stop()
    throw new Error(`Dovecot did not come up on port ${port}:\n${log}`)
  }
  const mailbox = (user: string): DovecotMailbox => ({
    host: '127.0.0.1',
    port,
    secure: false,
    user,
    password: DOVECOT_PASSWORD,
    mailbox: 'INBOX',
  })
  return { port, mailbox, stop }
}

/** Another process may take the free port before Dovecot binds it: then a new port is tried. */
export async function startDovecot(attempts = 3): Promise<Dovecot> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchDovecot()
    } catch (error) {
      if (attempt >= attempts) throw error
    }
  }
}
