import type { Locator, Page } from '@playwright/test'

import { apiSettled } from './api-requests.ts'
import { expect } from './fixtures.ts'

const SHOTS = process.env.SHOTS ?? 'test-results/screens'

/** A dialog guarded against lost input, how to change something in it and how to see the change is still there. */
export interface GuardedDialog {
  open: () => Promise<Locator>
  change: (dialog: Locator) => Promise<void>
  kept: (dialog: Locator) => Promise<void>
  /** The corner's close button (the e-mail has a Close in its footer too). */
  closeButton?: (dialog: Locator) => Locator
  shot: string
}

/**
 * Nothing changed: Esc closes at once. Changed: Esc and a click outside ask, Keep editing keeps what was typed,
 * and the close button's Discard closes the dialog.
 */
export async function expectAsksBeforeDiscarding(page: Page, guarded: GuardedDialog) {
  let dialog = await guarded.open()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('alertdialog')).toHaveCount(0)

  dialog = await guarded.open()
  await guarded.change(dialog)
  const question = page.getByRole('alertdialog', { name: 'Discard your changes?' })
  await page.keyboard.press('Escape')
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: 'Keep editing' }).click()
  await expect(question).toHaveCount(0)
  await guarded.kept(dialog)

  await page.mouse.click(5, 400)
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: 'Keep editing' }).click()
  await expect(dialog).toBeVisible()
  await guarded.kept(dialog)
  await apiSettled(page)
  await page.screenshot({ path: `${SHOTS}/${guarded.shot}.png` })

  await (guarded.closeButton?.(dialog) ?? dialog.getByRole('button', { name: 'Close' })).click()
  await expect(question).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/${guarded.shot}-question.png` })
  await question.getByRole('button', { name: 'Discard' }).click()
  await expect(dialog).toHaveCount(0)
}
