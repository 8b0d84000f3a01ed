import type { ESLint } from 'eslint'

/** The server modules rule (eslint-server-modules.js), as eslint.config.js and its test load it. */
declare const serverModules: ESLint.Plugin
export default serverModules
