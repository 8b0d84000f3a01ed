import { describe, expect, it } from 'vitest'

import { parseZipList, withZips } from './zip-list'

describe('a pasted list of ZIP codes', () => {
  it('finds codes separated by commas, spaces or lines, and names what is not one', () => {
    expect(parseZipList('32804, 32803\n32789;1234 abcde')).toEqual({
      zips: ['32804', '32803', '32789'],
      invalid: ['1234', 'abcde'],
    })
  })

  it('adds each code once, in order', () => {
    expect(withZips(['32804'], ['32803', '32804'])).toEqual(['32803', '32804'])
  })
})
