import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Transform, type Readable, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { HttpError } from '../../http-errors.ts'
import { makePrivateDir, PRIVATE_FILE_MODE } from '../../private-files.ts'

const tooLarge = (limit: number) =>
  new HttpError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The message is larger than ${limit / (1024 * 1024)} MB; the mail provider keeps it.`,
  )

/** Passes the bytes on until there are more than `limit`, then fails with 413. */
class ByteLimit extends Transform {
  private received = 0

  constructor(private readonly limit: number) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.received += chunk.length
    done(this.received > this.limit ? tooLarge(this.limit) : null, chunk)
  }
}

/**
 * Messages posted to the inbound endpoint are written to DATA_DIR/incoming-mail as they arrive and read from
 * there when their turn to be parsed comes, so a burst of large messages costs disk, not memory: a dozen 10 MB
 * bodies held in memory at once, each then parsed into several copies, took the server past 600 MB (issue 39).
 * Each file is removed once its message is stored or refused.
 */
export class InboundSpool {
  readonly dir: string

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'incoming-mail')
  }

  /**
   * Writes the body to a new private file and answers its path; 413 beyond `limit` bytes (by the declared
   * length, a request's Content-Length, before a byte is read, else as they arrive), and nothing is left behind
   * on any failure.
   */
  async receive(body: Readable, declaredLength: number | undefined, limit: number): Promise<string> {
    if (declaredLength !== undefined && declaredLength > limit) throw tooLarge(limit)
    await makePrivateDir(this.dir)
    const file = path.join(this.dir, `${randomUUID()}.eml`)
    const counted = new ByteLimit(limit)
    // Not pipeline(body, ...): on a 413 it would destroy the request, and the answer with it.
    body.once('error', (error) => counted.destroy(error))
    // A client that goes away part-way ends the body without its end.
    body.once('close', () => {
      if (!body.readableEnded) counted.destroy(new Error('The request ended before its body did'))
    })
    body.pipe(counted)
    try {
      await pipeline(counted, fs.createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE_MODE }))
      return file
    } catch (error) {
      body.unpipe(counted)
      await this.remove(file)
      throw error
    }
  }

  read(file: string): Readable {
    return fs.createReadStream(file)
  }

  async remove(file: string): Promise<void> {
    await fs.promises.rm(file, { force: true })
  }

  /** Files a stopped server left behind: no request of this process can still need them. */
  async removeLeftovers(olderThanMs: number, now = Date.now()): Promise<void> {
    const names = await fs.promises.readdir(this.dir).catch(() => [])
    for (const name of names) {
      const file = path.join(this.dir, name)
      const stat = await fs.promises.stat(file).catch(() => undefined)
      if (stat && now - stat.mtimeMs > olderThanMs) await this.remove(file)
    }
  }
}
