import { z } from 'zod'

import { listQuery, readListView, type ListScope } from '../../shared/admin-list-view.ts'
import { ADMIN_PANEL_IDS, requestedSection, type AdminPanelId } from '../../shared/admin-tabs.ts'
import {
  ATTENTION_PAGE_SIZE,
  attentionUrl,
  BUSINESS_URL,
  bookingListUrl,
  publicOrderUrl,
  SESSION_URL,
  STATS_URL,
} from '../../shared/api-read-urls.ts'
import { boardFirstReads } from '../../shared/board-reads.ts'
import { BookingListQuery } from '../../shared/booking-list.schema.ts'
import { isOrderTokenFormat } from '../../shared/order-link.ts'
import { matchPage, type PageKey } from '../../shared/page-routes.ts'
import {
  NO_TIME_YET_URL,
  scheduleDays,
  scheduleUrl,
  scheduleViewOf,
  todayIn,
} from '../../shared/schedule-reads.ts'
import type { PageChunks } from './page-chunks.ts'

/**
 * Issue 45: the HTML of each page names the page's code and its first reads, so that the browser fetches them
 * while it downloads the app's main script, instead of one round trip after another once the script has run
 * (index.html → main script → the page's chunk → the session check → the section's data).
 */

const OrderToken = z.string().refine(isOrderTokenFormat)
const PanelFromAddress = z.enum(ADMIN_PANEL_IDS)

export interface PageHints {
  /** Says which chunk hints apply: the same for every address of one page (and admin section). */
  chunkKey: string
  page: PageKey | undefined
  panel: AdminPanelId | undefined
  /** The API reads to preload, as the client asks for them (shared/api-read-urls.ts). */
  reads: string[]
}

/** All Orders' or Archived Orders' page as the address sets it; none when the list schema refuses the query. */
function listRead(params: URLSearchParams, scope: ListScope): string[] {
  const query = listQuery(readListView(params, scope), scope)
  return BookingListQuery.safeParse(query).success ? [bookingListUrl(query)] : []
}

/**
 * What the server knows beyond the address: the clock, the business's time zone and whether the visitor is signed
 * in (each read only when needed).
 */
export interface HintContext {
  now: number
  businessTimeZone: () => Promise<string | undefined>
  signedIn: () => Promise<boolean>
}

async function businessToday({ now, businessTimeZone }: HintContext): Promise<string | undefined> {
  const timeZone = await businessTimeZone()
  try {
    return timeZone ? todayIn(timeZone, new Date(now)) : undefined
  } catch {
    return undefined // a zone this Node does not know: no guess at the owner's today
  }
}

async function scheduleReads(params: URLSearchParams, context: HintContext): Promise<string[]> {
  const { view, date } = scheduleViewOf(params)
  // The tab shows today in the business's time zone when the address names no date.
  const from = date ?? (await businessToday(context))
  return from ? [NO_TIME_YET_URL, scheduleUrl(from, scheduleDays(view))] : [NO_TIME_YET_URL]
}

async function panelReads(panel: AdminPanelId, params: URLSearchParams, context: HintContext) {
  if (panel === 'orders' || panel === 'archived') return listRead(params, panel)
  if (panel === 'reports') return [STATS_URL]
  if (panel === 'schedule') return scheduleReads(params, context)
  if (panel === 'workflow') {
    const attention = attentionUrl({ status: 'open', page: 1, limit: ATTENTION_PAGE_SIZE })
    return [attention, ...boardFirstReads(context.now)]
  }
  return []
}

/** What the page at `pathname` with `params` loads first. Anything unexpected in the address: no data hint. */
export async function pageHintsFor(
  pathname: string,
  params: URLSearchParams,
  context: HintContext,
): Promise<PageHints> {
  // Every page shows the business's name and the navigation bar's session state (app/main.tsx, nav-items.tsx).
  const reads = [BUSINESS_URL, SESSION_URL]
  const match = matchPage(pathname)
  const page = match?.page
  let panel: AdminPanelId | undefined
  if (page === 'admin') {
    const section = PanelFromAddress.safeParse(requestedSection(pathname, params))
    panel = section.success ? section.data : undefined
    // A signed-out visitor's page shows the sign-in prompt: admin reads would answer 401, and the browser would hand
    // those answers to the same reads made once they have signed in, as if their new session had ended.
    if (panel && (await context.signedIn())) reads.push(...(await panelReads(panel, params, context)))
  }
  if (page === 'order') {
    const token = OrderToken.safeParse(match?.params.token)
    if (token.success) reads.push(publicOrderUrl(token.data))
  }
  return { chunkKey: `${page ?? 'landing'}:${panel ?? ''}`, page, panel, reads }
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
}
const escapeAttribute = (text: string) => text.replace(/[&"'<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!)

/** The modulepreload links of a page's chunks (cached per chunkKey by the caller). */
export function chunkLinks(hints: PageHints, chunks: PageChunks | undefined): string {
  if (!hints.page || !chunks) return ''
  return chunks
    .chunksOf(hints.page, hints.panel)
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`)
    .join('')
}

/**
 * The preloads of the page's reads. crossorigin="use-credentials" matches the client's fetch (credentials
 * 'include', lib/api-client.ts): a preload made in another credentials mode would not be reused.
 */
export function readLinks(hints: PageHints): string {
  return hints.reads
    .map(
      (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}">`,
    )
    .join('')
}
