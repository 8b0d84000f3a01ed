import fs from 'node:fs'
import path from 'node:path'

import { makePrivateDir, makePrivateFile } from '../../private-files.ts'
import { UploadStorage } from '../videos/index.ts'

const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * Copies DATA_DIR/uploads into `target`, leaving out uploads/.incoming (files still arriving, of no video yet).
 * A stored file never changes once kept, it is only added or removed, so copying file by file is consistent;
 * a file removed while the copy runs (its video deleted) is skipped. Returns how many files were copied.
 */
export async function copyUploads(dataDir: string, target: string): Promise<number> {
  const storage = new UploadStorage(dataDir)
  const copyFolder = async (from: string, to: string): Promise<number> => {
    await makePrivateDir(to)
    let entries: fs.Dirent[]
    try {
      entries = await fs.promises.readdir(from, { withFileTypes: true })
    } catch (error) {
      if (isGone(error)) return 0
      throw error
    }
    let copied = 0
    for (const entry of entries) {
      const source = path.join(from, entry.name)
      if (entry.isDirectory() && source !== storage.incomingDir) {
        copied += await copyFolder(source, path.join(to, entry.name))
      } else if (entry.isFile()) {
        try {
          await fs.promises.copyFile(source, path.join(to, entry.name), fs.constants.COPYFILE_EXCL)
          await makePrivateFile(path.join(to, entry.name))
          copied += 1
        } catch (error) {
          if (!isGone(error)) throw error
        }
      }
    }
    return copied
  }
  return copyFolder(storage.dir, target)
}
