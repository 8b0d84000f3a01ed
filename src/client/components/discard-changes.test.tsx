// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { useDiscardGuard, useReportUnsaved } from './discard-changes'

function Reply() {
  const [body, setBody] = useState('')
  useReportUnsaved(body !== '')
  return <textarea aria-label="Your reply" value={body} onChange={(event) => setBody(event.target.value)} />
}

/** A dialog's close button as DialogContent calls it: it closes only when the guard lets it. */
function GuardedDialog({ onClose }: { onClose: () => void }) {
  const guard = useDiscardGuard(onClose)
  return (
    <>
      <guard.Scope>
        <Reply />
      </guard.Scope>
      <button type="button" onClick={() => guard.onCloseAttempt() && onClose()}>
        Close
      </button>
      {guard.question}
    </>
  )
}

/** Types into a textarea as the browser does: the value, then an input event, with nothing awaited. */
function typeAtOnce(field: HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, text)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('useDiscardGuard', () => {
  afterEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })

  it('closes at once when nothing was written', () => {
    const onClose = vi.fn()
    render(<GuardedDialog onClose={onClose} />)
    act(() => screen.getByRole('button', { name: 'Close' }).click())
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  // A quick hand (or a slow phone) presses Esc in the task after the last key, before React's effects have run:
  // the reply must not be thrown away unasked.
  it('asks when the close comes straight after the typing, before anything else ran', async () => {
    const onClose = vi.fn()
    render(<GuardedDialog onClose={onClose} />)
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
    typeAtOnce(screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement, 'Yes, we do.')
    screen.getByRole('button', { name: 'Close' }).click()
    expect(onClose).not.toHaveBeenCalled()
    expect(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).toBeVisible()
  })
})
