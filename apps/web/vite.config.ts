import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { appShellOnly } from './build/app-shell-precache.ts';
import { precompress } from './build/precompress.ts';
import { trimDesignSystemCss } from './build/trim-design-system-css.ts';
import { readWebSources, usedClassNames } from './build/used-class-names.ts';

// The API, the identity provider and the runtime config are served by apps/server (port 3000). The
// server sees the page's own Host (`npm run dev` makes Vite's address its PUBLIC_URL), so the identity
// provider's endpoints and redirects stay on this origin and sign-in works as in production.
const backend = { target: 'http://localhost:3000', changeOrigin: false };
// /help/ (lower case) is the server's guide PDFs; the /Help page itself is an SPA route.
const proxy = { '/service': backend, '/idp': backend, '/config.json': backend, '/help/': backend };
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
// Issue 8: only the design system's rules whose classes our sources write. Build only: the dev server
// keeps the whole sheet, so a class added while developing shows at once.
const DESIGN_SYSTEM_CSS = /nsw-design-system[\\/]dist[\\/]css[\\/]main\.css$/;
const trimmedDesignSystem = trimDesignSystemCss(DESIGN_SYSTEM_CSS, () => usedClassNames(readWebSources(webRoot)));

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    VitePWA({
      // 'prompt' + no injected script: src/app/pwa-update.ts registers the worker itself so it can
      // tell the user "New version available!" before reloading (spec 1 "App shell").
      registerType: 'prompt',
      injectRegister: null,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Driller Portal',
        short_name: 'Driller Portal',
        description:
          'NSW Government portal for licensed water-bore drillers: work records and Bore Construction Reports.',
        lang: 'en-AU',
        start_url: '/Home',
        scope: '/',
        display: 'standalone',
        theme_color: '#002664',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Issue 8: precache the app shell (what index.html loads) only; screens' chunks are cached
        // the first time they are used, by the CacheFirst rule below (hashed names never change).
        manifestTransforms: [appShellOnly(outDir)],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 200 } },
          },
        ],
        navigateFallback: '/index.html',
        // Server-owned paths must reach the network, never the cached app shell. /help/ (lower case)
        // holds the guide PDFs, distinct from the /Help page.
        navigateFallbackDenylist: [/^\/service\//, /^\/idp\//, /^\/dev\//, /^\/help\//],
        cleanupOutdatedCaches: true,
      },
    }),
    precompress(),
  ],
  css: command === 'build' ? { postcss: { plugins: [trimmedDesignSystem] } } : {},
  build: {
    outDir,
    chunkSizeWarningLimit: 500,
    // The chunk graph (which chunk each screen loads, statically or lazily) for the precache list
    // (build/app-shell-precache.ts) and bench/web-weight.bench.ts.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries split by how often they change, so an app release does not re-download React.
        // Only react rides with the entry; the rest load with the screens that use them (issue 8).
        codeSplitting: {
          groups: [
            // use-sync-external-store is required by react-aria and by TanStack's stores (the work screen's
            // grids): kept with React, else the work screen would pull the whole react-aria chunk for it.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/ },
            {
              name: 'react-aria',
              test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc)[\\/]/,
            },
            {
              // zod's JIT switch (domain common/schema-config.ts) rides with zod, so it runs before any
              // chunk that builds a schema: no 'unsafe-eval' probe, no CSP violation.
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|[\\/]domain[\\/]src[\\/]common[\\/]schema-config\.ts$/,
            },
            // The map stack, named so the pages without a map can be checked not to load it.
            { name: 'leaflet', test: /node_modules[\\/](leaflet|leaflet\.markercluster|react-leaflet|@react-leaflet|html-to-image)[\\/]/ },
            { name: 'proj4', test: /node_modules[\\/](proj4|wkt-parser|mgrs)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
