/**
 * `value` as JSON to stand inside an HTML `<script>` element: valid JSON in which no `<`, `>` or `&` appears as
 * itself, nor a line separator, so a string such as `</script><script>…` stays text inside the string.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
