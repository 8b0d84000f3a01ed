/** Messages by field path ("windows.0.end"), from the client's own check or the server's 400. */
export type IssueMap = Record<string, string>

// Not the shared showServerIssues: that sets a react-hook-form's errors, and these rows live in plain state.
export function issueMap(issues: readonly { path: PropertyKey[] | string; message: string }[]): IssueMap {
  const map: IssueMap = {}
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.')
    map[path] ??= issue.message
  }
  return map
}
