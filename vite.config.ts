import { fileURLToPath } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

import { firstLoadBudget } from './scripts/first-load-budget.ts'
import { precompress } from './scripts/precompress.ts'
import { routeModules } from './scripts/route-modules.ts'
import { sectionChunkBudget } from './scripts/section-chunk-budget.ts'

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`

// React Router 7's package exports only its development build (remix-run/react-router#12532); the production
// build ships beside it and leaves out the development checks and warnings.
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
)

const leanIconFactory = fileURLToPath(new URL('./src/client/lib/lucide-icon.ts', import.meta.url))

/** lucide-react's icon modules make their components with the app's leaner factory (lib/lucide-icon.ts). */
const leanLucideIcons = (): Plugin => ({
  name: 'lean-lucide-icons',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === '../createLucideIcon.mjs' && importer?.includes('/lucide-react/dist/esm/icons/')
      ? leanIconFactory
      : undefined,
})

/** The browser's build's budgets and the tables the server reads (its manifest and route modules). */
const browserBuildPlugins = () => [
  // docs/decisions.md "Budgets": the landing page's first-load JavaScript stays under 100 kB gzip.
  firstLoadBudget({
    limitBytes: 100_000,
    routeModules: ['src/client/features/landing/components/landing-page.tsx'],
  }),
  // docs/decisions.md "Budgets" (issue 45): what each admin section alone adds once the admin page is open stays
  // under 60 kB gzip. The section modules are the panels of src/client/app/admin-panels.ts (Archived shares Orders').
  sectionChunkBudget({
    limitBytes: 60_000,
    shellModule: 'src/client/app/admin-route.tsx',
    landingModule: 'src/client/features/landing/components/landing-page.tsx',
    sections: {
      workflow: 'src/client/app/todays-work-panel.tsx',
      schedule: 'src/client/app/schedule-with-orders.tsx',
      orders: 'src/client/features/orders/components/orders-panels.tsx',
      customers: 'src/client/features/customers/components/customer-management-panel.tsx',
      reports: 'src/client/features/reports/components/reports-panel.tsx',
      reviews: 'src/client/features/reviews/components/reviews-panel.tsx',
      communications: 'src/client/features/communications/components/communications-tab.tsx',
      videos: 'src/client/features/videos/components/video-management-panel.tsx',
      settings: 'src/client/features/settings/components/settings-panel.tsx',
    },
    reportFile: fileURLToPath(new URL('./dist/bundle-sizes.json', import.meta.url)),
  }),
  // Issue 45: the server names a page's chunks in its HTML, from this and Vite's manifest (client-app.ts).
  routeModules({
    pages: { file: 'src/client/app/pages.ts', exportName: 'pages' },
    adminPanels: { file: 'src/client/app/admin-panels.ts', exportName: 'adminPanels' },
  }),
  precompress(),
]

/** The server's renderer of a page's HTML (app/prerender.tsx, `vite build --ssr`): the same source, for Node. */
const prerenderBuild = {
  outDir: '../../dist/prerender',
  emptyOutDir: true,
  sourcemap: true,
  ssr: 'app/prerender.tsx',
  copyPublicDir: false,
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  // The server's renderer holds what it runs, React's production build included, apart from node_modules.
  ...(isSsrBuild && { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': '"production"' } }),
  plugins: [
    react(),
    tailwindcss(),
    leanLucideIcons(),
    // The browser's build's checks and tables; the server's renderer has none of its own.
    ...(isSsrBuild ? [] : browserBuildPlugins()),
  ],
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src/client', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  build: isSsrBuild
    ? prerenderBuild
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        sourcemap: true,
        // Source module to chunk files, for the server's per-page preload hints; never served (client-app.ts).
        manifest: true,
        // Every browser the app supports preloads modules itself; older ones only fetch them a moment later.
        modulePreload: { polyfill: false },
        // docs/decisions.md "Budgets": a public page's code came in some 60 chunks, most under 2 kB (an icon, a small
        // component shared by a few screens). On a phone's network each request waits a round trip for one of the six
        // connections: the knife-count form's chunks took 6 s to arrive, most of it queued. Common chunks under 20 kB
        // of source are copied into the chunks that use them instead (12 requests for that form, and fewer bytes).
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 20_000 } } },
        },
      },
  server: {
    port: 5173,
    // The server checks Origin against Host, so the proxy keeps the browser's Host.
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/uploads': { target: apiTarget } },
  },
}))
