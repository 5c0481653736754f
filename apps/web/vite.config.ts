import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

// In development the API runs separately (Fastify on 8080); in production it serves dist/.
const apiTarget = process.env.HISAAB_DEV_API ?? 'http://localhost:8080';

/**
 * Preloads Inter's Latin faces from the sign-in page's head, which always draws in Inter
 * (login.html's with-inter class). Found only when the stylesheet arrives, they came after the
 * first render, and the text re-flowed when they swapped in (a layout shift Lighthouse scored
 * 0.19 on a phone). The app's page draws in Inter only once the browser has the faces
 * (early-start.ts): nothing to preload there.
 */
function preloadFonts(): Plugin {
  return {
    name: 'hisaab-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (path.basename(ctx.filename) !== 'login.html') return [];
        const fonts = Object.keys(ctx.bundle ?? {}).filter((f) =>
          /inter-latin-(400|500|600)-normal-[\w-]+\.woff2$/.test(f),
        );
        return fonts.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${file}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * React Router's package exports only its development build, so its developer warnings (and
 * their texts) ran in production (remix-run/react-router#12532, #14102). The build takes the
 * production build beside it, which differs in that switch alone.
 */
function reactRouterProduction(): Plugin {
  const dir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const file = path.join(dir, 'dist/production/index.mjs');
  return {
    name: 'hisaab-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === 'react-router' ? file : null),
  };
}

/** The screens early-start.ts can start, by the module that draws each; `frame`: signed-in frame. */
const FIRST_SCREENS = {
  frame: 'src/app/signed-in-routes.tsx',
  dashboard: 'src/features/dashboard/components/dashboard-page.tsx',
  invoice: 'src/features/invoice/components/invoice-page.tsx',
  expense: 'src/features/expense/components/expense-page.tsx',
};

/**
 * Lets early-start.ts begin a signed-in start's first screen before the app's code has run:
 * index.html gets, as JSON (#early-start: data, never run, so no CSP applies), the screens'
 * chunk lists and Inter's faces, and the early script itself, loaded async at the
 * top of the head. A screen's list is its chunk and every chunk that one imports statically,
 * less what index.html preloads already.
 */
function firstScreenPreloads(): Plugin {
  return {
    name: 'hisaab-first-screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || path.basename(ctx.filename) !== 'index.html') return [];
        const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const withImports = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const dep of byFile.get(fileName)?.imports ?? []) withImports(dep, into);
          return into;
        };
        const chunkOf = (source: string) => {
          const id = path.resolve(import.meta.dirname, source);
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`first-screen preloads: no chunk for ${source}`);
          return chunk.fileName;
        };
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'));
        const early = chunks.find((c) => c.isEntry && c.name === 'early');
        if (!entry || !early) throw new Error('first-screen preloads: no index or early chunk');
        const loaded = withImports(entry.fileName);
        // Inter's faces, the regular Latin one first (early-start.ts looks it up).
        const fonts = Object.keys(ctx.bundle)
          .filter((f) => /inter-[\w-]+\.woff2$/.test(f))
          .sort((a, b) => +/latin-400/.test(b) - +/latin-400/.test(a) || a.localeCompare(b))
          .map((f) => `/${f}`);
        const screens = Object.fromEntries(
          Object.entries(FIRST_SCREENS).map(([screen, source]) => [
            screen,
            [...withImports(chunkOf(source))].filter((f) => !loaded.has(f)).map((f) => `/${f}`),
          ]),
        );
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'early-start' },
            children: JSON.stringify({ screens, fonts }),
            injectTo: 'head-prepend' as const,
          },
          {
            tag: 'script',
            attrs: { type: 'module', async: true, src: `/${early.fileName}` },
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
  };
}

/**
 * Fails the build when chunks import each other in a circle. Tests run the modules unbundled,
 * so only the built app met it: a chunk evaluated before the one it needs found that one's
 * exports undefined (the plan's reply schema read PLAN_CHOICES from the kit chunk, which
 * imported it back, and every signed-in screen failed with "Cannot convert undefined or null
 * to object").
 */
function noChunkCycles(): Plugin {
  return {
    name: 'hisaab-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') imports.set(chunk.fileName, chunk.imports);
      }
      const done = new Set<string>();
      const visit = (file: string, path: string[]): void => {
        if (path.includes(file)) {
          this.error(
            `chunks import each other: ${[...path.slice(path.indexOf(file)), file].join(' -> ')}`,
          );
        }
        if (done.has(file)) return;
        for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
        done.add(file);
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
}

/**
 * Small modules most signed-in screens use, in one chunk instead of a dozen: each file is a
 * round trip on HTTP/1.1 (a shop's server on the LAN), and on a phone's network the invoice
 * screen waited on some 30 of them (issue 14). Only modules that import no large library:
 * the UI kit, the formats, the plan the frame shows and TanStack Query's useQuery.
 */
const KIT = new RegExp(
  [
    String.raw`/apps/web/src/ui/(button|alert|spinner|page-header|field-frame|text-field|select|date-picker|autocomplete|keymap|badge)\.tsx?$`,
    String.raw`/apps/web/src/api/(reply|query-keys)\.ts$`,
    String.raw`/packages/shared/src/(format|money|special-items|report-defaults|bank-account|plans|case)\.ts$`,
    String.raw`/@tanstack/(react-query|query-core)/build/modern/(useQuery|useBaseQuery|queryObserver|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense)\.js$`,
  ].join('|'),
);

/**
 * What a bill is made of (its model, tax engine, GSTIN and state checks, the invoice screen's
 * lists and settings): one chunk, which the invoice screen needs whole and other screens share
 * in parts. Split by importer they were six files more on the invoice screen's first load.
 */
const BILL = new RegExp(
  [
    String.raw`/apps/web/src/features/invoice/api/(transaction|autocomplete-data|company-settings)\.ts$`,
    String.raw`/apps/web/src/features/invoice/model/(bill|bill-draft|bill-totals|trial-view)\.ts$`,
    String.raw`/packages/shared/src/(gstin|states|print-paper|line-limits|tax-types|gst/(types|place-of-supply|tax-engine))\.ts$`,
    // The replies its api files read (their schemas import parts of this chunk).
    String.raw`/packages/shared/src/replies/(transactions|lookups|settings)\.ts$`,
    String.raw`/@tanstack/(react-query|query-core)/build/modern/(useQueries|queriesObserver)\.js$`,
  ].join('|'),
);

/** What the dashboard's and the reports' lists draw with: virtual rows, sorting, the day's cards. */
const LISTS = new RegExp(
  [
    String.raw`/apps/web/src/ui/(column-widths|sorting|day-totals-cards|live-clock)\.tsx?$`,
    String.raw`/@tanstack/(react-virtual|virtual-core)/`,
  ].join('|'),
);

/**
 * A chunk of exactly the modules `pattern` names. By default a group also takes in what its
 * modules import, which moved the API client out of the entry chunk and pulled React into the
 * sign-in page.
 */
const namedModules = (name: string, pattern: RegExp) => ({
  name,
  test: (id: string) => pattern.test(id.replaceAll('\\', '/')),
  priority: 1,
  includeDependenciesRecursively: false,
});

export default defineConfig({
  plugins: [
    react(),
    reactRouterProduction(),
    preloadFonts(),
    firstScreenPreloads(),
    noChunkCycles(),
    tailwindcss(),
    // Installable app: a manifest and a Workbox service worker that precaches the built shell
    // (HTML, JS, CSS, fonts, icons) so the app opens with no network. The API is never cached:
    // no runtime caching, and navigations under /api go to the server. A new version waits
    // until every Hisaab tab is closed (no skipWaiting, no clientsClaim): it is used on the
    // next open, never in the middle of a bill. main.tsx registers the worker.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/favicon-32.png', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Hisaab: billing and accounts',
        short_name: 'Hisaab',
        description: 'Billing, invoicing and bookkeeping for small Indian businesses',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f6f7f9',
        theme_color: '#0f6e5c',
        categories: ['business', 'finance', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,woff,woff2,png,svg,webmanifest}'],
        navigateFallback: '/index.html',
        // /login?email=… is answered from the precache with login.html, as the server does
        // (Workbox tries the URL without its query, then with .html); the hashed assets have
        // no query, and every other page falls back to index.html.
        ignoreURLParametersMatching: [/.*/],
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/version\.json$/],
        cleanupOutdatedCaches: true,
        skipWaiting: false,
        clientsClaim: false,
        runtimeCaching: [],
      },
    }),
    // .br and .gz beside each text asset, made once here at the highest levels, which the
    // server sends as they are (@fastify/static preCompressed) instead of compressing per request.
    compression({
      include: /\.(html|js|mjs|css|svg|json|webmanifest)$/,
      threshold: 1024,
      algorithms: ['gzip', 'brotliCompress'],
      logLevel: 'silent',
    }),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/version.json': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/version.json': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Two pages: the app, and the light sign-in page the server answers /login with
      // (login.html, src/sign-in: no React).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        login: path.resolve(import.meta.dirname, 'login.html'),
        // Loaded by index.html before the app (firstScreenPreloads).
        early: path.resolve(import.meta.dirname, 'src/early-start.ts'),
      },
      output: {
        // Libraries in chunks of their own that change less often than our code, so a new
        // version of Hisaab re-downloads only what changed: React (every page needs it), and
        // the data libraries the signed-in screens share. Anything else stays with its screen.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            // The small modules the signed-in screens draw with (kit, above).
            namedModules('kit', KIT),
            namedModules('lists', LISTS),
            namedModules('bill', BILL),
          ],
        },
      },
    },
  },
});
