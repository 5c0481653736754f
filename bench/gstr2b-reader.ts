// What reading a GSTR-2B of BENCH_INVOICES (180,000) invoices costs (issue 37): how long the
// server's reader holds the event loop at a time (a timer asks for a turn again and again: the
// gaps between its turns are what another request waits at each of its awaits), the process's
// peak RSS and heap while it parses and checks the file, and the heap it still holds afterwards
// (the month's documents). Run: node --expose-gc --import tsx bench/gstr2b-reader.ts
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
const gaps: number[] = [];
let reading = true;
let lastTurn = performance.now();
const turn = () => {
  const now = performance.now();
  gaps.push(now - lastTurn);
  lastTurn = now;
  if (reading) setTimeout(turn, 0);
};
setTimeout(turn, 0);
const started = performance.now();
const json: unknown = JSON.parse(file.toString('utf8'));
const parseMs = Math.round(performance.now() - started);
const read = await readGstr2b(json);
const ms = Math.round(performance.now() - started);
reading = false;
clearInterval(sampler);
gaps.sort((a, b) => a - b);
const at = (q: number) => gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * q))]!.toFixed(1);
global.gc?.();
const held = process.memoryUsage();
console.log(
  `${invoices} invoices, ${(file.length / 1e6).toFixed(1)} MB of JSON, ${read.documents.length} documents read in ${ms} ms (JSON.parse ${parseMs} ms)`,
);
console.log(
  `event loop held between turns: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, worst ${at(1)} ms (${gaps.length} turns)`,
);
console.log(
  `RSS ${mb(before.rss)} MiB before, ${mb(peakRss)} MiB at peak; heap ${mb(before.heapUsed)} MiB before, ${mb(peakHeap)} MiB at peak, ${mb(held.heapUsed)} MiB held after a full collection`,
);
