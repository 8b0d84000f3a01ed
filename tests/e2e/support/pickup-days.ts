import type { Locator, Page } from '@playwright/test'

import { expect } from './fixtures.ts'

/**
 * Chooses a day (YYYY-MM-DD) in a pickup picker (the booking forms', or the order page's reschedule and return) as a
 * person does: by its label, once the row stands still, turning the row's pages on a desktop until the day shows.
 * The radio itself is visually hidden; a forced click on it skipped the wait for a still row, and on a row that had
 * just paged it landed on no day.
 */
export async function chooseDay(scope: Page | Locator, day: string) {
  const group = scope.getByRole('group', { name: 'Day' })
  const radio = group.locator(`input[value="${day}"]`)
  const later = group.getByRole('button', { name: 'Later days' })
  // The days first (they come with the free times), then the pages: a phone's row has them all and no arrows.
  await expect(group.locator('input[type="radio"]').first()).toBeAttached()
  while ((await radio.count()) === 0 && (await later.count()) > 0 && (await later.isEnabled()))
    await later.click()
  await group
    .locator('label')
    .filter({ has: group.page().locator(`input[value="${day}"]`) })
    .click()
  await expect(radio).toBeChecked()
}
