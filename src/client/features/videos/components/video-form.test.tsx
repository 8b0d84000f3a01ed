// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderWithProviders } from '@/test/render-with-providers'

import { VideoForm } from './video-form'

afterEach(() => {
  vi.restoreAllMocks()
})

function renderForm() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch')
  renderWithProviders(<VideoForm videoCount={2} onDone={vi.fn()} onCancel={vi.fn()} onBusyChange={vi.fn()} />)
  return { fetchSpy }
}

describe('VideoForm (add)', () => {
  it('starts as a file upload placed last, accepting video files up to 100MB', () => {
    renderForm()
    expect(screen.getByLabelText('Position')).toHaveValue(3)
    expect(screen.getByLabelText('Active')).toBeChecked()
    expect(screen.getByLabelText('Category')).toHaveValue('Process')
    expect(screen.getByLabelText('Video file')).toHaveAttribute('accept', 'video/*')
    expect(screen.getByText(/100MB maximum/)).toBeInTheDocument()
  })

  it('says what is missing, next to each field, and sends nothing', async () => {
    const { fetchSpy } = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Add Video' }))
    expect(await screen.findByText('Title is required')).toBeInTheDocument()
    expect(screen.getByText('Please select a video file to upload')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true')

    await userEvent.click(screen.getByLabelText('YouTube video'))
    await userEvent.type(screen.getByLabelText(/^Title/), 'Review')
    await userEvent.click(screen.getByRole('button', { name: 'Add Video' }))
    expect(
      await screen.findByText('YouTube URL is required when using YouTube video type'),
    ).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('YouTube URL'), 'javascript:alert(1)')
    await userEvent.clear(screen.getByLabelText('Position'))
    await userEvent.type(screen.getByLabelText('Position'), '101')
    await userEvent.click(screen.getByRole('button', { name: 'Add Video' }))
    expect(await screen.findByText(/Please enter a valid YouTube URL/)).toBeInTheDocument()
    expect(screen.getByText('Position must be between 1 and 100')).toBeInTheDocument()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
