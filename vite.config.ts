import { posix, resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { webEntryFor } from './src/server/web-manifest.ts';
import { serviceWorkerPlugin } from './src/web/service-worker/vite-plugin.ts';

/**
 * `npm run dev`: a page of the public entry (decision 031) is answered with public.html, as the
 * server does in production; Vite's own fallback would send index.html for every path.
 */
function publicEntryInDev(): Plugin {
  return {
    name: 'fidelizaloja-public-entry',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '/';
        const pathname = url.split('?')[0] ?? '/';
        const page = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        if (page && !pathname.startsWith('/api') && webEntryFor(pathname) === 'public.html') {
          req.url = `/public.html${url.slice(pathname.length)}`;
        }
        next();
      });
    },
    // Vite makes index.html's relative URLs absolute when it serves it for another path; the same
    // for public.html, or `./public-site/main.tsx` would be asked of /store/public-site/main.tsx.
    transformIndexHtml: {
      order: 'pre',
      handler: (html, { path }) =>
        path === '/public.html'
          ? html.replace(
              /(src|href)="(\.\.?\/[^"]*)"/g,
              (_all, attr: string, url: string) => `${attr}="${posix.join('/', url)}"`,
            )
          : html,
    },
  };
}

/**
 * The server's renderer of the public pages (`vite build --ssr`, scripts/build-lib.mjs): one module
 * for Node, in dist/ssr, that draws a page to HTML (src/web/public-site/server-entry.tsx). Its
 * styles come from the browser's build; it writes no assets of its own.
 */
const ssrBuild = defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react(), tailwindcss()],
  build: {
    ssr: resolve(import.meta.dirname, 'src/web/public-site/server-entry.tsx'),
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'server-entry.js' } },
  },
});

const browserBuild = defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), publicEntryInDev(), serviceWorkerPlugin({ publicDir: 'src/web/public' })],
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
    // The API's paths, but not the web app's own modules under src/web/api/ (`/api/client.ts`),
    // which Vite serves by the same URL prefix.
    proxy: { '^/api/(?!.*\\.tsx?(?:\\?|$))': 'http://localhost:3001' },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? ssrBuild : browserBuild));
