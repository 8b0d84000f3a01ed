import type { Page } from '@playwright/test'

import { expect } from './fixtures.ts'

/** The admin's section navigation: a side column on a desktop, a menu on a phone. */
export const adminSections = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' })

/** One section's link in it (on a phone, visible once the menu is open). */
export const adminSectionLink = (page: Page, name: string) =>
  adminSections(page).getByRole('link', { name, exact: true })

/** The phone menu's button, which names the current section. */
export const adminSectionMenu = (page: Page) => adminSections(page).getByRole('button')

/**
 * Opens an admin section as the owner does: from the side navigation, or on a phone through the menu (two taps),
 * and waits for the section's heading.
 */
export async function openAdminSection(page: Page, name: string) {
  // A section's heading shows while the session is still being checked, before the navigation is there: wait for
  // it, or a phone's closed menu is taken for a side navigation and its link waited for in vain.
  await expect(adminSections(page)).toBeVisible()
  const menu = adminSectionMenu(page)
  if ((await menu.count()) > 0 && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click()
  await adminSectionLink(page, name).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
}

/** The section the side navigation marks as the current one. */
export const expectCurrentSection = (page: Page, name: string) =>
  expect(adminSectionLink(page, name)).toHaveAttribute('aria-current', 'page')
