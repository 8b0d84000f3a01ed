import fs from 'node:fs'
import path from 'node:path'

import type { AdminPanelId } from '../../shared/admin-tabs.ts'
import type { PageKey } from '../../shared/page-routes.ts'

/** Vite's build manifest: each source module (or shared chunk) by name, with its file and static imports. */
interface ManifestChunk {
  file: string
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

/** scripts/route-modules.ts: the source modules each page and each admin panel loads lazily. */
interface RouteModules {
  pages: Partial<Record<PageKey, string[]>>
  adminPanels: Partial<Record<AdminPanelId, string[]>>
}

export interface PageChunks {
  /** The chunk files (/assets/…) of a page, and of the admin panel it opens, that index.html does not name. */
  chunksOf(page: PageKey, panel: AdminPanelId | undefined): string[]
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

/** Every file `names` load before they run: their own and their static imports', depth first. */
function staticFiles(manifest: Manifest, names: readonly string[], seen = new Set<string>()): Set<string> {
  for (const name of names) {
    const chunk = manifest[name]
    if (!chunk || seen.has(chunk.file)) continue
    seen.add(chunk.file)
    staticFiles(manifest, chunk.imports ?? [], seen)
  }
  return seen
}

/**
 * Reads the build's tables once. Without them (a client built before issue 45, or by hand) pages get no chunk
 * hints, and load as they did before.
 */
export function loadPageChunks(clientDir: string): PageChunks | undefined {
  const manifest = readJson<Manifest>(path.join(clientDir, '.vite/manifest.json'))
  const routes = readJson<RouteModules>(path.join(clientDir, '.vite/route-modules.json'))
  if (!manifest || !routes) return undefined
  const inIndexHtml = staticFiles(manifest, ['index.html'])
  return {
    chunksOf(page, panel) {
      const modules = [...(routes.pages[page] ?? []), ...(panel ? (routes.adminPanels[panel] ?? []) : [])]
      return [...staticFiles(manifest, modules)]
        .filter((file) => !inIndexHtml.has(file))
        .map((file) => `/${file}`)
    },
  }
}
