import type { Locator, Page } from '@playwright/test'

import { apiSettled } from './api-requests.ts'
import { expect } from './fixtures.ts'
import { saveScreenshot, SCREENS } from './screenshots.ts'

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

  // Radix lets the dialog hear clicks outside again once it has drawn itself as the top layer after the question
  // closed; a click in between is not heard (full runs, at 390 and 1,280 px: the dialog stayed, no question). It clicks
  // again until the question shows, as a person would; a second click outside the question is ignored by it.
  await expect(async () => {
    await page.mouse.click(5, 400)
    await expect(question).toBeVisible({ timeout: 1000 })
  }).toPass()
  await question.getByRole('button', { name: 'Keep editing' }).click()
  await expect(dialog).toBeVisible()
  await guarded.kept(dialog)
  await apiSettled(page)
  await saveScreenshot(page, `${SCREENS}/${guarded.shot}.png`)

  await (guarded.closeButton?.(dialog) ?? dialog.getByRole('button', { name: 'Close' })).click()
  await expect(question).toBeVisible()
  await saveScreenshot(page, `${SCREENS}/${guarded.shot}-question.png`)
  await question.getByRole('button', { name: 'Discard' }).click()
  await expect(dialog).toHaveCount(0)
}
