import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { icuMessages } from './icu-messages.ts';

/**
 * The main page's route chunk, were it one of its own (router.tsx loads pages lazily; the chunk group below puts
 * the main page in the entry's chunk), is preloaded from index.html with its imports, so the browser fetches it
 * beside the entry instead of after it. A page the server renders preloads its own route's chunks in their place
 * (the browser needs them to hydrate).
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
        if (!entry) throw new Error('preload-main-page: no entry');
        // The main page's code is in the entry's chunk (the chunk group below): nothing more to preload.
        if (!main) return [];
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

/**
 * Our modules (not packages') the main page's first load runs: the entry's static imports, the main page and its
 * static imports, transitively (filled when the module graph is complete; the chunk group below reads it).
 * Codegen's documents are left out: its barrel (gql/graphql.ts) names every operation, though a page bundles only
 * those it uses. Packages are left to the bundler, which places a package's module by the exports actually used:
 * following a package's barrel (`@apollo/client/react`) would pull every hook any page uses into the first load.
 */
const initialModules = new Set<string>();
const leftToBundler = (id: string): boolean => /[\\/](node_modules|src[\\/]gql)[\\/]/.test(id);

function recordInitialModules(): Plugin {
  return {
    name: 'record-initial-modules',
    apply: 'build',
    buildEnd() {
      initialModules.clear();
      const visit = (id: string): void => {
        if (initialModules.has(id) || leftToBundler(id)) return;
        initialModules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info?.isEntry) visit(id);
        if (id.endsWith('/src/pages/MainPage.tsx')) visit(id);
      }
    },
  };
}

/** The chunks the entry loads statically (filled as the bundle is written; read by resolveDependencies below). */
const entryChunks = new Set<string>();

function recordEntryChunks(): Plugin {
  return {
    name: 'record-entry-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entryChunks.clear();
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const visit = (file: string): void => {
          if (entryChunks.has(file)) return;
          entryChunks.add(file);
          for (const imported of byName.get(file)?.imports ?? []) visit(imported);
        };
        for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
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
  plugins: [react(), tailwindcss(), preloadMainPage(), recordInitialModules(), recordEntryChunks(), icuMessages()],
  resolve: {
    // rxjs's ES2015 build (classes, generators) instead of its ES5 one with tslib's helpers: smaller.
    conditions: isSsrBuild ? undefined : ['es2015', ...defaultClientConditions],
    alias: isSsrBuild
      ? []
      : // Catalogues arrive compiled (icu-messages.ts): the browser needs FormatJS's AST types, not its parser.
        [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
  },
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // scripts/size.mjs reads the chunk graph from dist/.vite/manifest.json (npm run size).
        manifest: true,
        modulePreload: {
          // Every browser the site supports preloads modules itself; Vite's polyfill for older ones is dead weight
          // in the main page's budget.
          polyfill: false,
          // The first load's chunks list no preloads for their lazy imports (router.tsx's pages, the catalogues,
          // the search bar's panels): the lists cost 2.3 kB of the main page's budget, and a page's chunk fetches
          // its imports when it arrives. A server-rendered page preloads its own route's (server-render.ts).
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'js' && entryChunks.has(hostId) ? [] : deps,
        },
        rolldownOptions: {
          output: {
            // The main page's first load in one file (gzip costs per file, and the packages it runs have their
            // modules in the entry's chunk anyway): our code it runs, the main page's own included, joins the
            // entry's chunk. The rest is split by use: each page's own chunks, and chunks shared by the pages
            // using them.
            codeSplitting: {
              groups: [{ name: 'app', test: (id: string) => initialModules.has(id) }],
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
