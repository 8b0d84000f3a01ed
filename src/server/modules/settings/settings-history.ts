import type { SettingsChange } from '../../../shared/settings.schema.ts'

/** How many of a section's changes the Settings tab lists under it. */
export const HISTORY_LENGTH = 10

const asText = (value: unknown): string =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value)

function parse(json: string | null): Record<string, unknown> {
  if (json === null) return {}
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const zipsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((zip): zip is string => typeof zip === 'string') : []

/**
 * What one saved change did, field by field. A list of ZIP codes is told as the codes added and removed, not as
 * two lists of hundreds.
 */
export function describeSettingsChange(oldJson: string | null, newJson: string): SettingsChange['changes'] {
  const before = parse(oldJson)
  const after = parse(newJson)
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return fields.flatMap((field) => {
    if (asText(before[field]) === asText(after[field])) return []
    if (field === 'servedZips') {
      const was = new Set(zipsOf(before[field]))
      const now = new Set(zipsOf(after[field]))
      const added = [...now].filter((zip) => !was.has(zip))
      const removed = [...was].filter((zip) => !now.has(zip))
      return [
        ...(added.length ? [{ field: 'servedZipsAdded', from: '', to: added.join(', ') }] : []),
        ...(removed.length ? [{ field: 'servedZipsRemoved', from: removed.join(', '), to: '' }] : []),
      ]
    }
    return [{ field, from: asText(before[field]), to: asText(after[field]) }]
  })
}
