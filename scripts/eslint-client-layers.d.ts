import type { ESLint } from 'eslint'

/** The client layers rule (eslint-client-layers.js), as eslint.config.js and its test load it. */
declare const clientLayers: ESLint.Plugin
export default clientLayers
