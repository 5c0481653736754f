// What reading a GSTR-2B of BENCH_INVOICES (180,000) invoices costs in memory (issue 37): the
// process's peak RSS and heap while the server's reader parses and checks it, and the heap it
// still holds afterwards (the month's documents). Run: node --expose-gc --import tsx bench/gstr2b-memory.ts
import { readGstr2b } from '../apps/server/src/modules/gstr2b/gstr2b-file.ts';
import { gstr2bJson } from './heavy-cases.ts';

const invoices = Number(process.env['BENCH_INVOICES'] ?? 180_000);
const file = gstr2bJson(invoices, 500);
const mb = (bytes: number) => Math.round(bytes / 1048576);
let peakRss = 0;
let peakHeap = 0;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 20);
global.gc?.();
const before = process.memoryUsage();
const started = performance.now();
const read = await readGstr2b(JSON.parse(file.toString('utf8')));
const ms = Math.round(performance.now() - started);
clearInterval(sampler);
global.gc?.();
const held = process.memoryUsage();
console.log(
  `${invoices} invoices, ${(file.length / 1e6).toFixed(1)} MB of JSON, ${read.documents.length} documents read in ${ms} ms`,
);
console.log(
  `RSS ${mb(before.rss)} MiB before, ${mb(peakRss)} MiB at peak; heap ${mb(before.heapUsed)} MiB before, ${mb(peakHeap)} MiB at peak, ${mb(held.heapUsed)} MiB held after a full collection`,
);
