// How much JavaScript each first page downloads: the built app as `npm start` serves it, each
// page opened cold (new browser profile, no service worker) in Debian's Chromium, and the
// script resources the page fetched summed as sent (Brotli, which Chromium asks for), as
// gzip would send them (the .gz the build wrote) and uncompressed. A signed-in screen counts
// as drawn what it fetched before main.tsx's `hisaab:after-load` mark (load + 1 s, when the
// service worker and the bill's code start), and apart the files the sign-in page loaded too
// (in the cache of whoever signed in). BENCH_LANGUAGE=hi opens the pages in Hindi.
// Targets: sign-in ≤ 60 KB of gzipped JavaScript (issue 14); drawn, the dashboard ≤ 140 KB and
// the invoice screen ≤ 160 KB (issue 41).
//
//   npm run build && npx tsx bench/web-weight.ts
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, PAGES, signInScript, startWebServer } from './web-support.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8195);
// WEB_DIST_DIR: another build (the server serves it too, scripts/start.mjs).
const dist = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../apps/web/dist');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The gzip size of a built file: its .gz when the build wrote one, else gzip -9 now. */
function gzipSize(urlPath: string): number {
  const file = path.join(dist, urlPath);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

interface Resource {
  name: string;
  encodedBodySize: number;
  decodedBodySize: number;
}

const server = await startWebServer(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const local = (r: Resource) => new URL(r.name).pathname;
const sum = (rs: Resource[], f: (r: Resource) => number) => rs.reduce((a, r) => a + f(r), 0);
const gzipKb = (rs: Resource[]) => kb(sum(rs, (r) => gzipSize(local(r))));
const language = process.env.BENCH_LANGUAGE;
try {
  console.log(
    `# Web weight, ${new Date().toISOString()}${language ? `, language ${language}` : ''}`,
  );
  console.log(
    `${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}; ${browser.version()}`,
  );
  console.log(
    "\n| page | JS files drawn | drawn: sent (br) KB | drawn: gzip KB | of it sign-in's, gzip KB | drawn less sign-in's, gzip KB | after load +1 s, gzip KB | JS raw KB (all) | CSS sent KB |",
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: |');
  // The sign-in page's scripts, which a visitor who signed in has in the browser's cache.
  let signInFiles = new Set<string>();
  for (const page of PAGES) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    if (page.signedIn) await context.addInitScript(signInScript(server.tokens));
    if (language) {
      await context.addInitScript(
        `localStorage.setItem('hisaab.language', ${JSON.stringify(language)});`,
      );
    }
    const tab = await context.newPage();
    await tab.goto(`${server.baseUrl}${page.path}`);
    // In another language the heading's text is translated: the first heading then.
    await tab
      .getByRole('heading', language ? {} : { name: page.ready })
      .first()
      .waitFor();
    // main.tsx marks the moment it starts what the first screen did not need (load + 1 s).
    if (page.signedIn) {
      await tab.waitForFunction(() => performance.getEntriesByName('hisaab:after-load').length);
    }
    await tab.waitForLoadState('networkidle');
    const { resources, afterLoad } = await tab.evaluate(() => ({
      resources: performance.getEntriesByType('resource').map((e) => {
        // In the page: a resource timing entry (bench's types are Node's).
        const r = e as unknown as Resource & { startTime: number };
        return {
          name: r.name,
          startTime: r.startTime,
          encodedBodySize: r.encodedBodySize,
          decodedBodySize: r.decodedBodySize,
        };
      }),
      afterLoad: performance.getEntriesByName('hisaab:after-load')[0]?.startTime ?? Infinity,
    }));
    const js = resources.filter((r) => local(r).endsWith('.js'));
    const css = resources.filter((r) => local(r).endsWith('.css'));
    const drawn = js.filter((r) => r.startTime < afterLoad);
    const later = js.filter((r) => r.startTime >= afterLoad);
    if (!page.signedIn) signInFiles = new Set(js.map(local));
    const shared = drawn.filter((r) => page.signedIn && signInFiles.has(local(r)));
    const own = drawn.filter((r) => !shared.includes(r));
    console.log(
      `| ${page.name} | ${drawn.length} | ${kb(sum(drawn, (r) => r.encodedBodySize))} | ${gzipKb(drawn)} | ${gzipKb(shared)} | ${gzipKb(own)} | ${gzipKb(later)} | ${kb(sum(js, (r) => r.decodedBodySize))} | ${kb(sum(css, (r) => r.encodedBodySize))} |`,
    );
    if (process.env.BENCH_VERBOSE) {
      for (const r of drawn) console.log(`    ${local(r)} ${kb(gzipSize(local(r)))} KB gzip`);
      for (const r of later)
        console.log(`    (after load) ${local(r)} ${kb(gzipSize(local(r)))} KB gzip`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
