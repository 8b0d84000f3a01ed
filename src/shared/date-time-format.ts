const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * An Intl.DateTimeFormat for these options, made once and reused: making one costs far more than formatting with
 * it (every e-mail, CSV row and pickup time formats dates). The keys are few: a handful of option sets times the
 * time zones a business uses (an unknown zone throws before anything is kept).
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formats.set(key, format)
  }
  return format
}

const knownZones = new Set<string>()

/** An IANA time zone this runtime knows, such as America/New_York. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false
  if (knownZones.has(zone)) return true
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
  } catch {
    return false
  }
  knownZones.add(zone)
  return true
}
