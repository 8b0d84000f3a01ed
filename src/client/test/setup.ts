// Testing Library, its matchers and React DOM only where there is a DOM (a file that asks for jsdom). The others test
// pure functions in Node: with a fresh set of modules for every file (vmForks), each imported them for nothing.
if (typeof document !== 'undefined') await import('./dom-setup.ts')

export {}
