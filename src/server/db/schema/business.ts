import type { Generated } from 'kysely'

// The business's settings and their history, the landing page's videos and the owner's attention list. The tables together: ../schema.ts.

export interface VideosTable {
  id: Generated<number>
  title: string
  description: string | null
  video_type: string
  video_url: string
  thumbnail_url: string | null
  /** For uploaded videos: the stored file's name under DATA_DIR/uploads. */
  file_name: string | null
  category: string
  position: number
  is_active: Generated<number>
  created_at: number
  updated_at: number
}

/** One row per section of the Settings tab (business, prices, service-area): its value as JSON. */
export interface SettingsTable {
  key: string
  value: string
  updated_at: number
}

/** Every change to a settings section: who, when, the old and new value as JSON. */
export interface SettingsHistoryTable {
  id: Generated<number>
  key: string
  at: number
  changed_by: string
  old_value: string | null
  new_value: string
}

/** Something the owner must look at (migration 0034): at most one open (done_at null) per cause. */
export interface AttentionItemsTable {
  id: Generated<number>
  kind: string
  cause: string
  booking_id: number | null
  text: string
  at: number
  done_at: number | null
}
