/**
 * The source files that exist only for the tests: test files, their helpers (`*-test-support.ts` and the like),
 * `src/server/test/` and the robustness suite (which imports the dev-only fast-check). tsconfig.server.json
 * excludes the same (a JSON file cannot import this list); `npm run build` checks dist/ against it.
 */
const TEST_CODE = [
  /\.test\.tsx?$/,
  /(^|[/-])test-(support|fixtures|server)\.tsx?$/,
  /(^|\/)src\/server\/test\//,
  /(^|\/)src\/server\/robustness\//,
]

/** Whether a path (relative to the repository, `/`-separated, `.ts` or compiled `.js`) is test code. */
export function isTestCode(sourcePath: string): boolean {
  const asSource = sourcePath.replace(/\\/g, '/').replace(/\.js$/, '.ts')
  return TEST_CODE.some((pattern) => pattern.test(asSource))
}
