import '@testing-library/jest-dom/vitest'

import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

import { forgetLastingDrafts } from '@/lib/use-lasting-draft'

// Steps change through the router, a render later: allow a loaded machine time before a findBy gives up.
configure({ asyncUtilTimeout: 4000 })

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanup)
// Booking forms keep their answers in session storage as they are typed; each test starts from none.
afterEach(() => {
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear()
})
// Admin forms keep unsaved drafts for the page's life (use-lasting-draft.ts); each test starts from none.
afterEach(forgetLastingDrafts)
