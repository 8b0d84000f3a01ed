/** Debian's Chromium, as the browser tests and the Lighthouse script start it (the README says how a fresh machine gets it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Headless as root, and no calls home: this machine's network is closed, and refused calls slow every start. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
