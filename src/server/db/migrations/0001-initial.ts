import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = databaseKind(db) === 'postgres'
  /** An auto-numbered primary key in each dialect. */
  const id = (table: string) =>
    db.schema
      .createTable(table)
      .ifNotExists()
      .addColumn('id', 'integer', (column) =>
        postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
      )
  const instant = postgres ? 'bigint' : 'integer'

  await id('customers')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('street_address', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute()

  await id('bookings')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('measurement_type', 'text', (c) => c.notNull().defaultTo('self'))
    .addColumn('knife_count', 'integer')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text')
    .addColumn('customer_phone_digits', 'text')
    .addColumn('street_address', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('blades_over_9_inches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blades_7_to_9_inches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blades_4_to_6_inches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('blades_under_4_inches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nick_repair_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('strapping_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('special_requirements', 'text')
    .addColumn('estimated_price_cents', 'integer', (c) => c.notNull())
    .addColumn('out_of_area', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await id('booking_events')
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('at', instant, (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('notes', 'text')
    .execute()

  await id('admins')
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('sessions')
    .ifNotExists()
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('expires_at', instant, (c) => c.notNull())
    .execute()

  await id('emails')
    .addColumn('message_id', 'text', (c) => c.unique())
    .addColumn('from_name', 'text')
    .addColumn('from_email', 'text', (c) => c.notNull())
    .addColumn('to_email', 'text')
    .addColumn('subject', 'text')
    .addColumn('text_content', 'text')
    .addColumn('html_content', 'text')
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('attachment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('received_at', instant, (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute()

  await id('videos')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('video_type', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text', (c) => c.notNull())
    .addColumn('thumbnail_url', 'text')
    .addColumn('file_name', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('rate_limits')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', instant, (c) => c.notNull())
    .execute()

  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute()

  // Admin lists: the archive switch and status filter, newest first.
  await index('bookings_archived_created_idx', 'bookings', ['archived', 'created_at'])
  await index('bookings_archived_status_created_idx', 'bookings', ['archived', 'status', 'created_at'])
  // Public look-ups (by e-mail through the customer, by phone digits) and a customer's order history.
  await index('bookings_customer_idx', 'bookings', ['customer_id', 'created_at'])
  await index('bookings_phone_digits_idx', 'bookings', ['customer_phone_digits'])
  // Reports by period.
  await index('bookings_created_idx', 'bookings', ['created_at'])
  await index('booking_events_booking_idx', 'booking_events', ['booking_id', 'at'])
  await index('booking_events_at_idx', 'booking_events', ['at'])
  await index('sessions_expires_idx', 'sessions', ['expires_at'])
  await index('emails_read_received_idx', 'emails', ['is_read', 'received_at'])
  await index('emails_received_idx', 'emails', ['received_at'])
  await index('emails_customer_idx', 'emails', ['customer_id'])
  await index('emails_from_idx', 'emails', ['from_email'])
  await index('videos_position_idx', 'videos', ['position'])
  await index('rate_limits_reset_idx', 'rate_limits', ['reset_at'])
  // Case-insensitive name search in the customer directory.
  await sql`create index if not exists customers_name_idx on customers (lower(name))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  const dependentsFirst = [
    'rate_limits',
    'videos',
    'emails',
    'sessions',
    'admins',
    'booking_events',
    'bookings',
    'customers',
  ]
  for (const table of dependentsFirst) await db.schema.dropTable(table).ifExists().execute()
}
