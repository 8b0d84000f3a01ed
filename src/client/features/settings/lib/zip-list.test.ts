import { describe, expect, it } from 'vitest'

import { MAX_SERVED_ZIPS } from '@shared/settings.schema.ts'
import { checkServedZips, parseZipList } from './zip-list'

describe('a pasted list of ZIP codes', () => {
  it('finds codes separated by commas, spaces or lines, and names what is not one', () => {
    expect(parseZipList('32804, 32803\n32789;1234 abcde ３２８０４')).toEqual({
      zips: ['32804', '32803', '32789'],
      invalid: ['1234', 'abcde', '３２８０４'],
    })
  })

  it('keeps each code once, in order, as the server stores them', () => {
    expect(checkServedZips(['32804', '32803', '32804'])).toEqual({ servedZips: ['32803', '32804'] })
  })

  it('refuses more codes than the server takes, with its message', () => {
    const many = Array.from({ length: MAX_SERVED_ZIPS + 1 }, (_, index) => String(10000 + index))
    expect(checkServedZips(many)).toEqual({ error: `Served ZIP codes can be at most ${MAX_SERVED_ZIPS}` })
  })
})
