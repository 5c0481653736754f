// Lighthouse performance of the first pages, mobile (its default: slow 4G, 4× slower CPU,
// simulated) and desktop, in Debian's Chromium, on the app as `npm start` serves it. Signed-in
// pages get the owner's tokens in localStorage before the page's own scripts run, as the login
// form leaves them. Target (issue 14): performance ≥ 95 on each.
//
//   npm run build && npx tsx bench/lighthouse.ts      (BENCH_RUNS=3: the median of three)
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS, PAGES, signInScript, startWebServer } from './web-support.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8195);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);

const server = await startWebServer(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: CHROMIUM_ARGS,
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
try {
  console.log(`# Lighthouse, ${new Date().toISOString()}`);
  console.log(
    `${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}; ${await browser.version()}; ${RUNS} run(s), median`,
  );
  console.log('\n| page | form | performance | FCP ms | LCP ms | TBT ms | CLS |');
  console.log('| --- | --- | --: | --: | --: | --: | --: |');
  const only = process.env.BENCH_ONLY;
  for (const page of PAGES.filter((p) => !only || p.name === only)) {
    for (const form of ['mobile', 'desktop'] as const) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const tab = await browser.newPage();
        // Lighthouse clears the origin's storage first; this runs after, in every new document.
        if (page.signedIn) {
          await tab.evaluateOnNewDocument(
            `try { ${signInScript(server.tokens)} } catch { /* about:blank */ }`,
          );
        }
        const result = await lighthouse(
          `${server.baseUrl}${page.path}`,
          { onlyCategories: ['performance'], logLevel: 'error' },
          form === 'desktop' ? desktopConfig : undefined,
          tab,
        );
        await tab.close();
        const lhr = result!.lhr;
        if (process.env.BENCH_VERBOSE) {
          for (const id of ['largest-contentful-paint-element', 'layout-shifts', 'bootup-time']) {
            const items = (lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items;
            console.log(`${page.name} ${form} ${id}: ${JSON.stringify(items)?.slice(0, 1500)}`);
          }
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          url: lhr.finalDisplayedUrl,
        });
      }
      runs.sort((a, b) => a.score - b.score);
      const m = runs[Math.floor(runs.length / 2)]!;
      if (!m.url.endsWith(page.path)) throw new Error(`${page.name} ended at ${m.url}`);
      console.log(
        `| ${page.name} | ${form} | ${m.score} | ${m.fcp.toFixed(0)} | ${m.lcp.toFixed(0)} | ${m.tbt.toFixed(0)} | ${m.cls.toFixed(3)} |`,
      );
    }
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  await server.stop();
}
