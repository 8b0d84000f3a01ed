/**
 * The content codings a request's Accept-Encoding takes, lower-cased, without those it refuses with q=0 (or a q
 * that is not a number above 0). One reading for the JSON answers (compressed-json.ts) and the pages (page-html.ts).
 */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '')
  const accepted = new Set<string>()
  for (const part of value.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    if (coding.trim() && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(coding.trim())
  }
  return accepted
}
