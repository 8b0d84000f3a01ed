// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { toast as sonnerToast } from 'sonner'
import { describe, expect, it, vi } from 'vitest'

import { toast } from '@/lib/toast'
import { toasterListening, useToasterWanted } from '@/lib/toaster-state'

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { dismiss: vi.fn(), error: vi.fn() }) }))

// eslint-disable-next-line no-restricted-syntax -- a zero-delay turn lets the toaster's queued update render
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

describe('toast', () => {
  it('asks for the toaster with the first toast and shows it once the toaster listens', async () => {
    const wanted = renderHook(() => useToasterWanted())
    expect(wanted.result.current).toBe(false)

    act(() => toast({ title: 'Email Sent', description: 'Sent to ada@example.com' }))
    expect(wanted.result.current).toBe(true)
    await settle()
    // Sonner drops a toast no toaster listens for, so it waits.
    expect(sonnerToast).not.toHaveBeenCalled()

    toasterListening()
    await settle()
    expect(sonnerToast).toHaveBeenCalledWith('Email Sent', { description: 'Sent to ada@example.com' })

    toast({ title: 'Error', description: 'Failed to log out', variant: 'destructive' })
    await settle()
    expect(sonnerToast.error).toHaveBeenCalledWith('Error', { description: 'Failed to log out' })
    expect(sonnerToast.dismiss).toHaveBeenCalledTimes(2)
  })
})
