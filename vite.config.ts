import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './src/web/service-worker/vite-plugin.ts';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), serviceWorkerPlugin({ publicDir: 'src/web/public' })],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // No source maps in the build: served, they would hand out the app's whole source. The
    // development server (`npm run dev`) has its own maps, so debugging there is unchanged.
    sourcemap: false,
    // dist/web/.vite/manifest.json: which chunks each route needs. The server reads it to preload a
    // route's code (src/server/spa.ts), `npm run bundle:check` to hold the storefront's budget.
    manifest: true,
    rolldownOptions: {
      // Two pages: the owner panel (index.html, React Router and TanStack Query) and the pages a
      // shop's customers open (public.html, a small router and data layer of their own; decision 031).
      input: {
        index: resolve(import.meta.dirname, 'src/web/index.html'),
        public: resolve(import.meta.dirname, 'src/web/public.html'),
      },
      // Needed by the inlining below: the chunks' unused exports may go (the entries export nothing).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Small shared modules (an icon, a helper, a 1 KB component) are copied into the chunks that
          // read them instead of being files of their own: a shop's first load is 7 or 8 files instead
          // of 45 to 55, each one a request and, over HTTP/1.1, a round trip (decision 024). A runtime
          // registry keeps one instance of each copied module (one state, one execution).
          experimentalInlineCommonChunks: { maxSize: 20_000 },
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: { '/api': 'http://localhost:3001' },
  },
});
