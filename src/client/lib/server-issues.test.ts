import { describe, expect, it, vi } from 'vitest'

import { ApiRequestError } from './api-client'
import { showServerIssues } from './server-issues'

const refused = (status: number, issues: { path: string; message: string }[]) =>
  new ApiRequestError(
    status,
    'Bad Request',
    JSON.stringify({ error: 'Validation failed', code: 'VALIDATION_FAILED', issues }),
  )

describe('showServerIssues', () => {
  it("puts each message under the form's field it names, focusing the first, and says whether any did", () => {
    const setError = vi.fn()
    const error = refused(400, [
      { path: 'title', message: 'Title is required' },
      { path: 'internalId', message: 'not a field of this form' },
      { path: 'position', message: 'Position must be at least 0' },
    ])
    expect(showServerIssues(error, ['title', 'position'], setError)).toBe(true)
    expect(setError.mock.calls).toEqual([
      ['title', { type: 'server', message: 'Title is required' }, { shouldFocus: true }],
      ['position', { type: 'server', message: 'Position must be at least 0' }, { shouldFocus: false }],
    ])
  })

  it("names the form's field where the request calls it otherwise", () => {
    const setError = vi.fn()
    const error = refused(400, [{ path: 'video', message: 'Choose a video file' }])
    expect(showServerIssues(error, ['file'], setError, { video: 'file' })).toBe(true)
    expect(setError).toHaveBeenCalledWith(
      'file',
      { type: 'server', message: 'Choose a video file' },
      { shouldFocus: true },
    )
  })

  it('leaves the form alone for any other failure', () => {
    const setError = vi.fn()
    expect(
      showServerIssues(refused(413, [{ path: 'video', message: 'Too large' }]), ['file'], setError),
    ).toBe(false)
    expect(showServerIssues(new Error('offline'), ['file'], setError)).toBe(false)
    expect(setError).not.toHaveBeenCalled()
  })
})
