import { MAX_VIDEOS } from '../../../shared/video.schema.ts'
import type { Db } from '../../db/database.ts'
import { conflict } from '../../http-errors.ts'
import { countVideos } from './video-order.ts'

/** Positions run 1 to 100 (the spec's form), so the list holds 100 videos at most. */
export async function assertRoomForAnotherVideo(db: Db): Promise<void> {
  if ((await countVideos(db)) >= MAX_VIDEOS) {
    throw conflict(
      `The landing page holds at most ${MAX_VIDEOS} videos. Please delete one before adding another.`,
    )
  }
}
