import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The Outgoing list's total at a million messages (issue 18): how many messages are in each state, one row per
 * state kept by triggers on `mail_outbox`, so every path that writes a message keeps it exact in its own
 * transaction and a page past the first reads four rows instead of counting every message of its filter.
 */
const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed']

async function createSqliteTriggers(db: Kysely<any>) {
  const triggers = [
    sql`create trigger if not exists mail_outbox_counts_insert after insert on mail_outbox for each row
      begin update mail_outbox_counts set messages = messages + 1 where status = new.status; end`,
    sql`create trigger if not exists mail_outbox_counts_delete after delete on mail_outbox for each row
      begin update mail_outbox_counts set messages = messages - 1 where status = old.status; end`,
    sql`create trigger if not exists mail_outbox_counts_update after update of status on mail_outbox
      for each row when old.status <> new.status
      begin update mail_outbox_counts set messages = messages + (case when status = new.status then 1 else -1 end)
        where status in (old.status, new.status); end`,
  ]
  for (const trigger of triggers) await trigger.execute(db)
}

/**
 * PostgreSQL: a change of state locks its two rows in the order of their names before it writes them, so a claim
 * (queued → sending) and a failed attempt (sending → queued) committing at once never deadlock.
 */
async function createPostgresTriggers(db: Kysely<any>) {
  await sql`create or replace function mail_outbox_counts() returns trigger language plpgsql
    set search_path from current as $$
    begin
      if tg_op = 'UPDATE' then
        if old.status = new.status then
          return null;
        end if;
        perform 1 from mail_outbox_counts where status in (old.status, new.status) order by status for update;
      end if;
      if tg_op <> 'INSERT' then
        update mail_outbox_counts set messages = messages - 1 where status = old.status;
      end if;
      if tg_op <> 'DELETE' then
        update mail_outbox_counts set messages = messages + 1 where status = new.status;
      end if;
      return null;
    end $$`.execute(db)
  await sql`drop trigger if exists mail_outbox_counts on mail_outbox`.execute(db)
  await sql`create trigger mail_outbox_counts after insert or delete or update of status on mail_outbox
    for each row execute function mail_outbox_counts()`.execute(db)
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox_counts')
    .ifNotExists()
    .addColumn('status', 'text', (column) => column.primaryKey())
    .addColumn('messages', 'bigint', (column) => column.notNull())
    .execute()
  if (databaseKind(db) === 'postgres') await createPostgresTriggers(db)
  else await createSqliteTriggers(db)
  // What is there already, counted once the triggers are in place (migrations run in one transaction).
  await sql`delete from mail_outbox_counts`.execute(db)
  for (const status of MAIL_STATUSES) {
    await sql`insert into mail_outbox_counts (status, messages)
      values (${status}, (select count(*) from mail_outbox where status = ${status}))`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) === 'postgres') {
    await sql`drop trigger if exists mail_outbox_counts on mail_outbox`.execute(db)
    await sql`drop function if exists mail_outbox_counts()`.execute(db)
  } else {
    for (const name of [
      'mail_outbox_counts_insert',
      'mail_outbox_counts_delete',
      'mail_outbox_counts_update',
    ])
      await sql`drop trigger if exists ${sql.id(name)}`.execute(db)
  }
  await db.schema.dropTable('mail_outbox_counts').ifExists().execute()
}
