import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures.ts'
import { gotoDrawn } from './support/shell-page.ts'

const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Booking progress' })
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true })

test.describe('browser Back and Forward inside the booking forms', () => {
  // Several screens each: more than the default 30 s on a busy machine.
  test.slow(() => true, 'several screens each, on a shared machine')

  test('each step is a history entry; Back, Forward and reload keep every answer', async ({ page }) => {
    await page.goto('/measurement-selection')
    await page.getByRole('link', { name: 'Measure Myself' }).click()
    await page.getByLabel('7 to 9 inches', { exact: true }).selectOption('2')
    await page.getByLabel('Nick repair', { exact: true }).selectOption('1')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/measurementType=self&step=2$/)
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '66')
    await nameField(page).fill('Ada Lovelace')

    await page.goBack()
    await expect(page).toHaveURL(/measurementType=self$/)
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '33')
    await expect(page.getByLabel('7 to 9 inches', { exact: true })).toHaveValue('2')
    await expect(page.getByLabel('Nick repair', { exact: true })).toHaveValue('1')

    await page.goForward()
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '66')
    await expect(nameField(page)).toHaveValue('Ada Lovelace')

    await page.reload()
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '66')
    await expect(nameField(page)).toHaveValue('Ada Lovelace')

    // The form's own Back is the browser's Back: Forward still returns to step 2.
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '33')
    await page.goBack()
    await expect(page).toHaveURL(/\/measurement-selection$/)
    await page.goForward()
    await expect(page.getByLabel('7 to 9 inches', { exact: true })).toHaveValue('2')
    await page.goForward()
    await expect(nameField(page)).toHaveValue('Ada Lovelace')
  })

  test('the pickup form steps back and forward the same way', async ({ page }) => {
    await gotoDrawn(page, '/booking-dashboard?measurementType=pickup')
    await page.getByLabel('Number of knives', { exact: true }).selectOption('4')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '100')
    await nameField(page).fill('Grace Hopper')
    await page.goBack()
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '50')
    await expect(page.getByLabel('Number of knives', { exact: true })).toHaveValue('4')
    await page.goForward()
    await expect(nameField(page)).toHaveValue('Grace Hopper')
  })

  test('an address at step 2 with nothing chosen yet opens step 1', async ({ page }) => {
    await gotoDrawn(page, '/booking-dashboard?measurementType=self&step=2')
    await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '33')
    await expect(page).toHaveURL(/measurementType=self$/)
  })
})
