import { isOrderTokenFormat } from '@shared/order-link.ts'

/** The order token in a URL fragment ("#abc…"), or null when there is none that could be one. */
export function tokenFromFragment(hash: string): string | null {
  let token: string
  try {
    token = decodeURIComponent(hash.replace(/^#/, ''))
  } catch {
    return null
  }
  return isOrderTokenFormat(token) ? token : null
}
