import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The main page's route chunk (router.tsx loads pages lazily) is preloaded from index.html with its imports,
 * so the browser fetches it beside the entry instead of after it: most visits start on the main page. A page
 * the server renders preloads its own route's chunks in their place (the browser needs them to hydrate).
 */
function preloadMainPage(): Plugin {
  return {
    name: 'preload-main-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const main = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/pages/MainPage.tsx'));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!main || !entry) throw new Error('preload-main-page: no entry or no chunk for src/pages/MainPage.tsx');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (file: string, into = new Set<string>()): Set<string> => {
          if (into.has(file)) return into;
          into.add(file);
          for (const imported of byName.get(file)?.imports ?? []) closure(imported, into);
          return into;
        };
        const loaded = closure(entry.fileName);
        return [...closure(main.fileName)]
          .filter((file) => !loaded.has(file))
          .map((file) => ({
            tag: 'link',
            // Marked: a server-rendered page replaces these with its own route's (server/src/platform/server-render.ts).
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-route-preload': true },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** In development the API server runs on :4000; in production it serves this build itself. */
const apiServer = 'http://localhost:4000';

/**
 * `vite build --ssr src/entry-server.tsx` (npm run build) makes client/dist-server/entry-server.js, the server's
 * renderer of the public pages (docs/decisions/client.md "Server rendering"): our workspace code is bundled,
 * packages are imported from node_modules, styles are left to the browser build.
 */
const serverBuild = { outDir: 'dist-server', emptyOutDir: true, manifest: false, copyPublicDir: false };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadMainPage()],
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // scripts/size.mjs reads the chunk graph from dist/.vite/manifest.json (npm run size).
        manifest: true,
        // Every browser the site supports preloads modules itself; Vite's polyfill for older ones is dead weight
        // in the main page's budget.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Libraries change less often than pages: separate chunks stay cached across deploys.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
                { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism)[\\/]/ },
                // The rules shared with the server that the main page and most others use, in one request; the
                // rest of common/ (the message catalogue, heritage texts, review and reservation rules) goes with
                // the pages using it: the main page needs only the session's and the search bar's words.
                {
                  name: 'common',
                  test: /[\\/]common[\\/]src[\\/](dates|limits|lodging|roles|session-messages|stay|stay-messages)\.ts$/,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': apiServer,
      '/graphql': apiServer,
      '/images': apiServer,
      '/healthz': apiServer,
      // The local stand-ins (captcha widget's solve, OAuth consent) and the development mailbox.
      '/local': apiServer,
      '/dev': apiServer,
    },
  },
}));
