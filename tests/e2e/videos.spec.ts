import fs from 'node:fs'
import path from 'node:path'

import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'

import { E2E_DATA_DIR, TEST_ADMIN } from './support/environment.ts'
import { expect, test } from './support/fixtures.ts'

const CLIP = path.resolve(import.meta.dirname, '../fixtures/video/sharpening-clip.mp4')
const YOUTUBE_ID = 'dQw4w9WgXcQ'
const EMBED_URL = `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`

// The journeys build on each other (upload, then YouTube, then reorder and hide), on the one e2e server.
test.describe.configure({ mode: 'serial' })

/** Leaves the landing page as other journeys expect it: no videos. */
async function deleteAllVideos(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL })
  const request: APIRequestContext = context.request
  expect((await request.post('/api/auth/login', { data: TEST_ADMIN })).status()).toBe(200)
  const videos: Array<{ id: number }> = await (await request.get('/api/videos')).json()
  for (const video of videos) expect((await request.delete(`/api/videos/${video.id}`)).status()).toBe(204)
  await context.close()
}

async function openVideosTab(page: Page) {
  await page.goto('/dashboard?tab=videos')
  await expect(page.getByRole('heading', { name: 'Video Management' })).toBeVisible()
  await expect(page.getByText('Manage videos displayed on your landing page')).toBeVisible()
}

const landingVideos = (page: Page) => page.getByRole('region', { name: 'See the work' })
const adminItems = (page: Page) =>
  page.getByRole('list', { name: 'Videos, in landing page order' }).getByRole('listitem')
const toast = (page: Page, text: string) => page.getByText(text, { exact: true })

/** Chromium's own network throttling (DevTools), so a small upload takes long enough to watch. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  })
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await cdp.detach()
  }
}

async function readyState(video: Locator) {
  return video.evaluate((element: HTMLVideoElement) => ({
    readyState: element.readyState,
    duration: element.duration,
  }))
}

/** The files under the server's DATA_DIR/uploads, partial ones included. */
function storedUploads(): string[] {
  const dir = path.join(E2E_DATA_DIR, 'uploads')
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((name) =>
    fs.statSync(path.join(dir, name)).isFile(),
  )
}

test.describe('landing-page videos', () => {
  test.beforeAll(({ browser, baseURL }) => deleteAllVideos(browser, baseURL))
  test.afterAll(({ browser, baseURL }) => deleteAllVideos(browser, baseURL))

  test('the admin can cancel an upload, and nothing of it is kept', async ({ adminPage: page }) => {
    await openVideosTab(page)
    await page.getByRole('button', { name: 'Add Your First Video' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Video' })
    await dialog.getByLabel('Title').fill('Never mind')
    await dialog.getByLabel('Video file').setInputFiles(CLIP)

    const unthrottle = await throttleUploads(page, 2 * 1024)
    await dialog.getByRole('button', { name: 'Add Video' }).click()
    await dialog.getByRole('button', { name: 'Cancel upload' }).click()
    await expect(toast(page, 'Upload cancelled')).toBeVisible()
    await unthrottle()
    await expect(dialog.getByRole('progressbar')).toBeHidden()
    await expect(dialog.getByRole('button', { name: 'Add Video' })).toBeEnabled()

    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'No videos yet' })).toBeVisible()
    await expect.poll(storedUploads).toEqual([])
  })

  test('the admin uploads a clip with a progress bar, and it plays on the landing page', async ({
    adminPage: page,
    expectAccessible,
  }) => {
    await openVideosTab(page)
    await expect(page.getByRole('heading', { name: 'No videos yet' })).toBeVisible()
    await expectAccessible(page, 'videos: none yet')

    await page.getByRole('button', { name: 'Add Your First Video' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Video' })
    await dialog.getByLabel('Title').fill('From dull to razor')
    await dialog.getByLabel('Description').fill('A chef knife on the whetstones, start to finish.')
    await dialog.getByLabel('Category').selectOption('Results')
    await expect(dialog.getByText('100MB maximum', { exact: false })).toBeVisible()
    await dialog.getByLabel('Video file').setInputFiles(CLIP)
    await expectAccessible(page, 'videos: upload dialog with a file')

    const unthrottle = await throttleUploads(page, 6 * 1024)
    await dialog.getByRole('button', { name: 'Add Video' }).click()
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
    await expect(dialog.getByText(/^\d{1,3}%$/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Cancel upload' })).toBeVisible()
    await expect(toast(page, 'Video created successfully')).toBeVisible({ timeout: 20_000 })
    await unthrottle()
    await expect(dialog).toBeHidden()

    const [item] = await adminItems(page).all()
    await expect(item!).toContainText('From dull to razor')
    await expect(item!).toContainText('Results')
    await expect(item!).toContainText('Active')
    await expect(item!).toContainText('Position 1')
    await expect(page.getByRole('button', { name: 'Move From dull to razor up' })).toBeDisabled()

    await page.goto('/')
    const player = landingVideos(page).locator('video')
    await expect(player).toHaveAttribute('preload', 'metadata')
    await expect(landingVideos(page).getByRole('heading', { name: 'From dull to razor' })).toBeVisible()
    // preload="metadata": the browser fetches just enough to know the clip's length, by Range requests.
    await player.scrollIntoViewIfNeeded()
    await expect
      .poll(async () => (await readyState(player)).readyState, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1)
    expect((await readyState(player)).duration).toBeGreaterThan(0)
  })

  test('the admin adds a YouTube video; the landing page loads it only when played', async ({
    adminPage: page,
    expectAccessible,
  }) => {
    const youtubeRequests: string[] = []
    // The test network is closed: YouTube's player is refused rather than waited for.
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      youtubeRequests.push(route.request().url())
      return route.abort()
    })

    await openVideosTab(page)
    await page.getByRole('button', { name: 'Add Video' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Video' })
    await dialog.getByLabel('Title').fill('A regular’s review')
    await dialog.getByLabel('Category').selectOption('Testimonials')
    await dialog.getByLabel('YouTube video').check()
    await dialog.getByRole('button', { name: 'Add Video' }).click()
    await expect(dialog.getByText('YouTube URL is required when using YouTube video type')).toBeVisible()
    await expect(toast(page, 'Please enter a YouTube URL')).toBeVisible()
    await expectAccessible(page, 'videos: YouTube URL missing')

    await dialog.getByLabel('YouTube URL').fill(`https://youtu.be/${YOUTUBE_ID}?si=shared`)
    await dialog.getByRole('button', { name: 'Add Video' }).click()
    await expect(toast(page, 'Video created successfully')).toBeVisible()
    await expect(adminItems(page).nth(1)).toContainText(EMBED_URL)

    await page.goto('/')
    const section = landingVideos(page)
    await expect(section.getByRole('heading', { name: 'A regular’s review' })).toBeVisible()
    await expect(section.locator('iframe')).toHaveCount(0)
    expect(youtubeRequests).toEqual([])
    await expectAccessible(page, 'landing with videos')

    await section.getByRole('button', { name: 'Play video: A regular’s review' }).click()
    const frame = section.locator('iframe')
    await expect(frame).toHaveAttribute('src', new RegExp(`^${EMBED_URL.replaceAll('.', '\\.')}`))
    await expect.poll(() => youtubeRequests.length).toBeGreaterThan(0)
  })

  test('the admin reorders the videos and hides one; the landing page follows', async ({
    adminPage: page,
    expectAccessible,
  }) => {
    await openVideosTab(page)
    await expect(adminItems(page)).toHaveCount(2)
    await expectAccessible(page, 'videos: list')
    await page.getByRole('button', { name: 'Move A regular’s review up' }).click()
    await expect(toast(page, 'Video position updated')).toBeVisible()
    await expect(adminItems(page).first()).toContainText('A regular’s review')
    await expect(adminItems(page).first()).toContainText('Position 1')
    await expect(page.getByRole('button', { name: 'Move A regular’s review up' })).toBeDisabled()

    await page.goto('/')
    await expect(landingVideos(page).getByRole('heading', { level: 3 })).toHaveText([
      'A regular’s review',
      'From dull to razor',
    ])

    await openVideosTab(page)
    await page.getByRole('button', { name: 'Edit From dull to razor' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Video' })
    await expect(dialog.getByLabel('Title')).toHaveValue('From dull to razor')
    await expectAccessible(page, 'videos: edit dialog')
    await dialog.getByLabel('Active').uncheck()
    await dialog.getByRole('button', { name: 'Update Video' }).click()
    await expect(toast(page, 'Video updated successfully')).toBeVisible()
    await expect(adminItems(page).nth(1)).toContainText('Hidden')

    await page.goto('/')
    await expect(landingVideos(page).getByRole('heading', { name: 'A regular’s review' })).toBeVisible()
    await expect(landingVideos(page).getByRole('heading', { name: 'From dull to razor' })).toHaveCount(0)
    await expect(landingVideos(page).locator('video')).toHaveCount(0)
  })

  test('the admin deletes a video after confirming, and its file goes with it', async ({
    adminPage: page,
    expectAccessible,
  }) => {
    await openVideosTab(page)
    const fileUrl = await adminItems(page).nth(1).locator('video').getAttribute('src')
    await page.getByRole('button', { name: 'Delete From dull to razor' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this video?' })
    await expect(confirm).toBeVisible()
    await expectAccessible(page, 'videos: delete confirmation')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(toast(page, 'Video deleted successfully')).toBeVisible()
    await expect(adminItems(page)).toHaveCount(1)
    expect((await page.request.get(fileUrl!)).status()).toBe(404)
  })
})
