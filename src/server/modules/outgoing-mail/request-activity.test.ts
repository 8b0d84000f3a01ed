import { describe, expect, it } from 'vitest'

import { requestActivity } from './request-activity.ts'

describe('the server’s request activity, as the mail sender sees it', () => {
  it('is busy while answering and for the quiet time after the last answer, then quiet', () => {
    let clock = 1_000
    const activity = requestActivity(50, () => clock)
    expect(activity.busy()).toBe(false)
    activity.started()
    activity.started()
    clock += 500
    activity.ended()
    // One answered, one still being answered: busy however long it takes.
    clock += 200
    expect(activity.busy()).toBe(true)
    activity.ended()
    clock += 49
    expect(activity.busy()).toBe(true)
    clock += 1
    expect(activity.busy()).toBe(false)
  })
})
