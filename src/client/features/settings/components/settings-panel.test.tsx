// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { SettingsPanel } from './settings-panel'
import { settingsSections } from './settings-sections'

describe('SettingsPanel', () => {
  it('renders each section of its list in order, so a feature adds its own by adding an entry', () => {
    render(
      <SettingsPanel
        sections={[
          { id: 'first', Component: () => <h3>Pickup windows</h3> },
          { id: 'second', Component: () => <h3>Calendar feed</h3> },
        ]}
      />,
    )
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Pickup windows',
      'Calendar feed',
    ])
  })

  it('lists the business profile, prices, service area, payments, reminders, pickup windows, calendar feed, notifications and account', () => {
    expect(settingsSections.map((section) => section.id)).toEqual([
      'business',
      'prices',
      'service-area',
      'payments',
      'reminders',
      'pickup',
      'calendar',
      'notifications',
      'account',
    ])
  })
})
