import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queryPlan } from '../../test/query-plan.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { claimDueMailQuery, nextDueQuery } from './outbox-claims.repository.ts'

/**
 * The sender looks for due messages on every round. Read through mail_outbox_due_idx, which holds only the
 * waiting messages in the order they fall due, that takes the first few entries; through mail_outbox_status_idx it
 * reads and sorts every waiting message (14 ms at a million messages with 4,000 waiting, on the server's one
 * thread). The planner's choice is read on a small table, as SQLite chooses without statistics at any size.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the sender finds due messages through mail_outbox_due_idx', () => {
  it('claims the first due messages in the order they fall due, sorting nothing', async () => {
    const claim = claimDueMailQuery(t.app.db, { now: Date.now(), leaseMs: 60_000, limit: 10 }).compile()
    const plan = await queryPlan(t.app.db, claim)
    expect(plan).toContain('mail_outbox_due_idx')
    expect(plan).not.toMatch(/mail_outbox_status_idx|TEMP B-TREE|Sort/)
  })

  it('reads when the next message falls due from the same index', async () => {
    const plan = await queryPlan(t.app.db, nextDueQuery(t.app.db))
    expect(plan).toContain('mail_outbox_due_idx')
    expect(plan).not.toContain('mail_outbox_status_idx')
  })
})
