import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/
/** Below about one network packet compression saves nothing worth a second file. */
const MIN_BYTES = 1024

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * Writes a .br and a .gz beside every text file of the build, at the highest levels (there is time at build,
 * none per request). The server sends them to browsers that accept them (@fastify/static's preCompressed).
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    // After the bundle and the public folder are both in place.
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter(
        (file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`),
      )
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file)
          if (content.length < MIN_BYTES) return
          const brotli = brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          })
          await writeFile(`${file}.br`, brotli)
          await writeFile(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }))
        }),
      )
    },
  }
}
