// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import type { Video } from '@shared/video.schema.ts'
import { VideoList } from './video-list'

const base = {
  description: null,
  thumbnailUrl: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
}
const videos: Video[] = [
  {
    ...base,
    id: 1,
    title: 'Whetstone work',
    videoType: 'file',
    videoUrl: '/uploads/a.mp4',
    category: 'Process',
    position: 1,
    isActive: true,
  },
  {
    ...base,
    id: 2,
    title: 'Happy chef',
    videoType: 'youtube',
    videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    category: 'Testimonials',
    position: 2,
    isActive: false,
  },
]

function renderList(moving = false) {
  const actions = { onMove: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn(), moving }
  render(<VideoList videos={videos} actions={actions} />)
  const [first, second] = screen.getAllByRole('listitem')
  return { actions, first: first!, second: second! }
}

describe('VideoList', () => {
  it('shows each video with its category, Active or Hidden, position, and a player or the address', () => {
    const { first, second } = renderList()
    expect(within(first).getByText('Process')).toBeInTheDocument()
    expect(within(first).getByText('Active')).toBeInTheDocument()
    expect(within(first).getByText('Position 1')).toBeInTheDocument()
    expect(within(first).getByLabelText('Preview: Whetstone work')).toHaveAttribute('preload', 'metadata')

    expect(within(second).getByText('Hidden')).toBeInTheDocument()
    expect(within(second).getByText('Testimonials')).toBeInTheDocument()
    expect(second).toHaveTextContent('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(second.querySelector('iframe, video')).toBeNull()
  })

  it('cannot move the first video up or the last one down, and moves by one place', async () => {
    const { actions } = renderList()
    expect(screen.getByRole('button', { name: 'Move Whetstone work up' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move Happy chef down' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Move Whetstone work down' }))
    await userEvent.click(screen.getByRole('button', { name: 'Move Happy chef up' }))
    expect(actions.onMove.mock.calls.map(([video, position]) => [video.id, position])).toEqual([
      [1, 2],
      [2, 1],
    ])
  })

  it('waits with every move while one is being saved', () => {
    renderList(true)
    expect(screen.getByRole('button', { name: 'Move Whetstone work down' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move Happy chef up' })).toBeDisabled()
  })
})
