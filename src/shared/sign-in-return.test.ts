import { describe, expect, it } from 'vitest'

import { returnAfterSignIn, signInPath } from './sign-in-return.ts'

describe('returning after sign-in', () => {
  it('comes back to the admin screen the owner was on', () => {
    const path = signInPath('/admin?tab=reports')
    expect(path).toBe('/login?next=%2Fadmin%3Ftab%3Dreports')
    expect(returnAfterSignIn(new URLSearchParams(path.split('?')[1]).get('next'))).toBe('/admin?tab=reports')
  })

  it('lands on the Workflow Board with nowhere to return to, and never leaves the site', () => {
    for (const next of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\/evil.example',
      '/login',
      '/Login/?next=%2Flogin%3Fnext%3D%252Fdashboard',
    ]) {
      expect(returnAfterSignIn(next)).toBe('/dashboard')
    }
  })

  it('keeps the path, query and fragment of an address on the site', () => {
    expect(returnAfterSignIn('/dashboard?tab=orders&orders-search=Ada#top')).toBe(
      '/dashboard?tab=orders&orders-search=Ada#top',
    )
  })
})
