/** The Workflow Board's avatar: the first letters of the first two words of the name, upper-cased (spec section 2). */
export function customerInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => (Array.from(word)[0] ?? '').toLocaleUpperCase())
    .join('')
}
