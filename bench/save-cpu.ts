// This process's CPU a bill save costs, and where it goes: the bill of save-throughput.ts
// (5 lines at GST 18%, part paid in cash) saved through POST /api/transactions by SAVE_CLIENTS
// (4) clients, SAVE_WARM (500) saves to warm up, then SAVE_COUNT (2,000) saves measured with
// process.cpuUsage (user + system ms a save), then the same count again under the V8 CPU profiler
// (node:inspector), summarised by function and by file: self and inclusive ms a save.
// The profiled pass costs more than the measured one; read its shares, not its total.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/save-cpu.ts
//   SAVE_PROFILE=/tmp/save.cpuprofile   also writes the raw profile (Chrome DevTools opens it)
//   SAVE_TOP=25                         rows in each table
//   SAVE_ALLOC=1                        then what the saves allocate, by function and file
//   SAVE_BROWSER=1                      as the web app sends a save: a new Idempotency-Key each
//                                       (the claim and the stored answer) and Accept-Encoding
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { rows, startBenchApp } from './bench-support.ts';
import { shortUrl, summarise, type Profile, type ProfileNode } from './cpu-profile.ts';
import { seedMasters } from './seed-masters.ts';

const env = process.env;
const CLIENTS = Number(env.SAVE_CLIENTS ?? 4);
const WARM = Number(env.SAVE_WARM ?? 500);
const COUNT = Number(env.SAVE_COUNT ?? 2000);
const TOP = Number(env.SAVE_TOP ?? 25);
const BROWSER = Boolean(env.SAVE_BROWSER);
const log = (s: string) => console.log(s);

/** Runs `count` calls of `once` on `clients` concurrent loops. */
async function drive(clients: number, count: number, once: () => Promise<void>): Promise<void> {
  let left = count;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left > 0) {
        left--;
        await once();
      }
    }),
  );
}

interface HeapNode {
  callFrame: ProfileNode['callFrame'];
  selfSize: number;
  children: HeapNode[];
}

/** Bytes allocated a save by function (self) and by file (inclusive), from a sampling heap profile. */
function summariseAllocations(head: HeapNode, saves: number): void {
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  let all = 0;
  const walk = (node: HeapNode, files: Set<string>) => {
    const frame = node.callFrame;
    const file = shortUrl(frame.url).replace(/^(nm\/(?:@[^/]+\/)?[^/]+).*$/, '$1');
    const here = file ? new Set([...files, file]) : files;
    if (node.selfSize > 0) {
      all += node.selfSize;
      const key = `${frame.functionName || '(anon)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + node.selfSize);
      for (const f of here) byFile.set(f, (byFile.get(f) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, here);
  };
  walk(head, new Set());
  const kb = (bytes: number) => (bytes / 1024 / saves).toFixed(1);
  log(`\nallocated: ${kb(all)} KiB a save (sampled)`);
  for (const [title, m] of [
    ['self, by function', self],
    ['inclusive, by file', byFile],
  ] as const) {
    log(`\n${title} (KiB a save)`);
    for (const [k, bytes] of [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      log(`  ${kb(bytes).padStart(7)}  ${k}`);
  }
}

async function main() {
  const bench = await startBenchApp();
  try {
    const c = bench.companyId;
    await seedMasters(bench.db, c, bench.userId, { customers: 200, vendors: 20 });
    const picked = await rows<{ item_id: number; unit_id: number; rate_paise: number }>(
      bench.db,
      `select item_id, unit_id, rate_paise from bench_items where rate_after = 1800 order by idx limit 5`,
    );
    const [customer] = await rows<{ customer_id: number }>(
      bench.db,
      `select customer_id from bench_parties where kind = 'cust' and state_code = '27' order by idx limit 1`,
    );
    const bill = {
      customerId: customer!.customer_id,
      transactionDate: new Date().toISOString().slice(0, 10),
      lineItems: picked.map((i, k) => ({
        itemId: i.item_id,
        unitId: i.unit_id,
        quantity: k + 1,
        rate: i.rate_paise / 100,
      })),
      payments: [{ amount: 100, isBankTransaction: false, isPaymentMade: false }],
    };
    const headers = await bench.auth();
    const save = async () => {
      const res = await bench.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: BROWSER
          ? { ...headers, 'idempotency-key': randomUUID(), 'accept-encoding': 'gzip, deflate, br' }
          : headers,
        payload: bill,
      });
      if (res.statusCode !== 201) throw new Error(`save: ${res.statusCode} ${res.body}`);
    };
    await drive(CLIENTS, WARM, save);

    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await drive(CLIENTS, COUNT, save);
    const cpu = process.cpuUsage(cpu0);
    const wall = performance.now() - t0;
    log(
      `${COUNT} saves at ${CLIENTS} clients${BROWSER ? ' (as the browser)' : ''}: CPU ${((cpu.user + cpu.system) / 1000 / COUNT).toFixed(3)} ms a save ` +
        `(user ${(cpu.user / 1000 / COUNT).toFixed(3)}, system ${(cpu.system / 1000 / COUNT).toFixed(3)}), ` +
        `wall ${(wall / COUNT).toFixed(3)} ms a save, ${((COUNT / wall) * 1000).toFixed(0)} saves/s`,
    );

    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    await drive(CLIENTS, COUNT, save);
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    if (env.SAVE_PROFILE) writeFileSync(env.SAVE_PROFILE, JSON.stringify(profile));
    summarise(profile, COUNT, 'save', TOP, log);

    if (env.SAVE_ALLOC) {
      // What the saves allocate (the garbage collector's work), sampled every 4 KiB, by function.
      await session.post('HeapProfiler.enable');
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      } as object);
      await drive(CLIENTS, COUNT, save);
      const { profile: heap } = (await session.post('HeapProfiler.stopSampling')) as unknown as {
        profile: { head: HeapNode };
      };
      summariseAllocations(heap.head, COUNT);
    }
    session.disconnect();
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
