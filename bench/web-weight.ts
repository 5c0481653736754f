// How much JavaScript each first page downloads: the built app as `npm start` serves it, each
// page opened cold (new browser profile, no service worker) in Debian's Chromium, and the
// script resources the page fetched summed as sent (Brotli, which Chromium asks for), as
// gzip would send them (the .gz the build wrote) and uncompressed.
// Targets (issue 14): sign-in ≤ 60 KB of gzipped JavaScript, the first signed-in screen ≤ 150 KB.
//
//   npm run build && npx tsx bench/web-weight.ts
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, PAGES, signInScript, startWebServer } from './web-support.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8195);
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
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
try {
  console.log(`# Web weight, ${new Date().toISOString()}`);
  console.log(
    `${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}; ${browser.version()}`,
  );
  console.log('\n| page | JS files | JS sent (br) KB | JS gzip KB | JS raw KB | CSS sent KB |');
  console.log('| --- | --: | --: | --: | --: | --: |');
  for (const page of PAGES) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    if (page.signedIn) await context.addInitScript(signInScript(server.tokens));
    const tab = await context.newPage();
    await tab.goto(`${server.baseUrl}${page.path}`);
    await tab.getByRole('heading', { name: page.ready }).first().waitFor();
    await tab.waitForLoadState('networkidle');
    const resources = await tab.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => {
        // In the page: a resource timing entry (bench's types are Node's).
        const r = e as unknown as Resource;
        return {
          name: r.name,
          encodedBodySize: r.encodedBodySize,
          decodedBodySize: r.decodedBodySize,
        };
      }),
    );
    const local = (r: Resource) => new URL(r.name).pathname;
    const js = resources.filter((r) => local(r).endsWith('.js'));
    const css = resources.filter((r) => local(r).endsWith('.css'));
    const sum = (rs: Resource[], f: (r: Resource) => number) => rs.reduce((a, r) => a + f(r), 0);
    console.log(
      `| ${page.name} | ${js.length} | ${kb(sum(js, (r) => r.encodedBodySize))} | ${kb(sum(js, (r) => gzipSize(local(r))))} | ${kb(sum(js, (r) => r.decodedBodySize))} | ${kb(sum(css, (r) => r.encodedBodySize))} |`,
    );
    if (process.env.BENCH_VERBOSE) {
      for (const r of js) console.log(`    ${local(r)} ${kb(r.encodedBodySize)} KB`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
