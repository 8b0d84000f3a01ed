import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { FastifyBaseLogger } from 'fastify'

import { makePrivateDir, makePrivateDirSync } from '../../private-files.ts'

/** The address uploaded files are served under (see uploads-static.ts). */
export const UPLOADS_URL_PREFIX = '/uploads/'

/** A partial file older than this belongs to no request still running: the server stopped during an upload. */
const STALE_INCOMING_MS = 24 * 60 * 60 * 1000

/**
 * Uploaded videos live in DATA_DIR/uploads under names the server chooses (a random UUID and the extension of
 * the content found), never the sender's. Files still arriving are written to uploads/.incoming, which is not
 * served, and only moved beside the others once the upload has been checked, so a refused upload leaves nothing.
 */
export class UploadStorage {
  readonly dir: string
  readonly incomingDir: string

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'uploads')
    this.incomingDir = path.join(this.dir, '.incoming')
  }

  /** Creates the directories; call once before serving. */
  prepare(): void {
    makePrivateDirSync(this.dir)
    makePrivateDirSync(this.incomingDir)
  }

  /**
   * Where the next upload is written while it arrives. The directories are made again if something removed them
   * since start (a clean-up of DATA_DIR, the browser tests' fresh data directory).
   */
  async newIncomingPath(): Promise<string> {
    await makePrivateDir(this.dir)
    await makePrivateDir(this.incomingDir)
    return path.join(this.incomingDir, `${randomUUID()}.part`)
  }

  /** Moves a checked upload to its served name (same directory tree, so the rename is atomic). */
  async keep(incomingPath: string, extension: string): Promise<string> {
    const fileName = `${path.basename(incomingPath, '.part')}${extension}`
    await fs.promises.rename(incomingPath, path.join(this.dir, fileName))
    return fileName
  }

  urlOf(fileName: string): string {
    return `${UPLOADS_URL_PREFIX}${fileName}`
  }

  /**
   * Removes a stored or partial file; one already gone is fine. Only names this class made are touched: the
   * name comes from the database, but a path separator in it must never reach outside the directory.
   */
  async remove(fileNameOrPath: string, log?: FastifyBaseLogger): Promise<void> {
    const target = path.isAbsolute(fileNameOrPath) ? fileNameOrPath : path.join(this.dir, fileNameOrPath)
    const parent = path.dirname(target)
    if (parent !== this.dir && parent !== this.incomingDir) {
      log?.warn({ file: fileNameOrPath }, 'refused to remove a file outside the uploads directory')
      return
    }
    try {
      await fs.promises.unlink(target)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        log?.warn({ err: error, file: target }, 'could not remove an uploaded file')
      }
    }
  }

  /** Removes partial files left by a server that stopped mid-upload. */
  async removeStaleIncoming(now = Date.now()): Promise<void> {
    const names = await fs.promises.readdir(this.incomingDir).catch(() => [])
    for (const name of names) {
      const file = path.join(this.incomingDir, name)
      const stat = await fs.promises.stat(file).catch(() => null)
      if (stat?.isFile() && now - stat.mtimeMs > STALE_INCOMING_MS) await this.remove(file)
    }
  }
}
