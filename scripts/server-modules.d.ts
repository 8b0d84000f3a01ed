/** The server modules' graph (server-modules.js, plain JavaScript so that eslint.config.js can load it). */
export type ModuleGraph = Map<string, Map<string, Set<string>>>
export declare const modulesRoot: string
export declare function isTestCode(file: string): boolean
export declare function isTestHelper(file: string): boolean
export declare function moduleOf(absolute: string): string | undefined
export declare function publicSurfaceOf(module: string): string
export declare function targetOf(specifier: string, file: string): string | undefined
export declare function importsOf(text: string, file: string): string[]
export declare function moduleGraph(root?: string): ModuleGraph
export declare function mutualPairs(graph: ModuleGraph): [string, string][]
export declare function cycles(graph: ModuleGraph): string[][]
export declare function reaches(graph: ModuleGraph, from: string, to: string): boolean
