// A company moved between Citus workers while it bills (issue 26): BENCH_CLIENTS (4) clients
// save bills through the app (POST /api/transactions via app.inject: auth, validation, numbering,
// the whole save) without pause while the company's shard group is moved to the other worker by
// `citus_move_shard_placement` (every colocated shard of the company's hash range moves with
// it), or first split off by `isolate_tenant_to_new_shard` (BENCH_MOVE=isolate, what a large
// company would get) and then moved. Every 2xx reply's id and number is recorded. Afterwards:
//
//   - every acknowledged save is in the database with the number its reply gave;
//   - the company's sales numbers are gapless (INV-0001 … INV-n, each once);
//   - every maintained balance (party_balances, money_balances, item_stock) equals what the
//     journal and the bill lines give (`balanceDrift`, as apps/server/test/balances.test.ts);
//   - the shards are on the other worker.
//
// It prints saves/s and p50 / p99 / max of the saves that completed before, during and after the
// move, how long the move took and every non-2xx reply.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:9700/postgres npx tsx bench/citus-move.ts
//
// BENCH_CLIENTS (4), BENCH_PRELOAD bills saved before the clock starts (2000, so the move has
// rows to copy), BENCH_PRELOAD_YEAR sales of an earlier year written first by reports.ts's
// seeding (seed-year.ts, set-based: a large company's books in minutes; 0), BENCH_BEFORE / BENCH_AFTER seconds of saves before and after the move (10 / 10),
// BENCH_MOVE `move`, `isolate`, or `split` (citus_split_shard_by_split_points: the company's
// hash value a shard of its own and every piece of its old shard made on the other worker, in
// one step), BENCH_TRANSFER_MODE the shard_transfer_mode (`block_writes`:
// writes to the shard group wait while it is copied; `force_logical` / `auto` copy by logical
// replication and block only at the switch, which needs wal_level = logical on every node).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { balanceDrift } from '../apps/server/src/bookkeeping/balances.ts';
import { isolateCompany, type TransferMode } from '../apps/server/src/db/citus-isolate.ts';
import { rows, serverNote, startBenchApp, type BenchApp } from './bench-support.ts';
import { seedMasters } from './seed-masters.ts';
import { seedYear } from './seed-year.ts';

const env = process.env;
const CLIENTS = Number(env.BENCH_CLIENTS ?? 4);
const PRELOAD = Number(env.BENCH_PRELOAD ?? 2000);
const PRELOAD_YEAR = Number(env.BENCH_PRELOAD_YEAR ?? 0);
const BEFORE = Number(env.BENCH_BEFORE ?? 10);
const AFTER = Number(env.BENCH_AFTER ?? 10);
const MOVE = env.BENCH_MOVE ?? 'move';
const MODE = env.BENCH_TRANSFER_MODE ?? 'block_writes';
const log = (s: string) => console.log(s);

interface Save {
  /** performance.now() when the request was sent and when its reply came. */
  start: number;
  end: number;
  status: number;
  id?: number;
  number?: string;
  error?: string;
}

function summary(saves: Save[], from: number, to: number) {
  const inside = saves.filter((s) => s.end >= from && s.end < to);
  const ok = inside.filter((s) => s.status === 201);
  const ms = ok.map((s) => s.end - s.start).sort((a, b) => a - b);
  const at = (q: number) =>
    ms.length ? ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1) : '—';
  const seconds = (to - from) / 1000;
  return `${seconds.toFixed(1)} s | ${ok.length} | ${(ok.length / seconds).toFixed(1)} | ${at(0.5)} / ${at(0.99)} / ${ms.length ? ms.at(-1)!.toFixed(0) : '—'} | ${inside.length - ok.length}`;
}

async function main() {
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL must name a Citus coordinator');
  const bench: BenchApp = await startBenchApp();
  const admin = new pg.Client({
    connectionString: (
      bench.db as unknown as { $client: { options: { connectionString: string } } }
    ).$client.options.connectionString,
  });
  await admin.connect();
  try {
    await admin.query('set statement_timeout = 0');
    const note = await serverNote(bench.db);
    if (!note.startsWith('Citus')) throw new Error(`not a Citus database: ${note}`);
    log(
      `${new Date().toISOString()} ${note}; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const c = bench.companyId;
    const m = await seedMasters(bench.db, c, bench.userId, { customers: 200, vendors: 20 });
    if (PRELOAD_YEAR > 0) {
      // FY 2025-26, numbered INV/25-26/…: another series than the app's saves below.
      const t = performance.now();
      const counts = await seedYear(
        bench.db,
        m,
        {
          fy: 2025,
          invoices: PRELOAD_YEAR,
          purchases: PRELOAD_YEAR / 10,
          expenses: PRELOAD_YEAR / 20,
        },
        () => undefined,
      );
      log(
        `seeded a year ${JSON.stringify(counts)} in ${((performance.now() - t) / 1000).toFixed(0)} s`,
      );
    }
    const items = await rows<{ item_id: number; unit_id: number; rate_paise: number }>(
      bench.db,
      `select item_id, unit_id, rate_paise from bench_items where rate_after = 1800 order by idx limit 20`,
    );
    const customers = await rows<{ customer_id: number }>(
      bench.db,
      `select customer_id from bench_parties where kind = 'cust' order by idx limit 50`,
    );
    const today = new Date().toISOString().slice(0, 10);
    let k = 0;
    const bill = () => {
      const i = k++;
      return {
        customerId: customers[i % customers.length]!.customer_id,
        transactionDate: today,
        lineItems: [0, 1, 2].map((j) => {
          const item = items[(i + j * 7) % items.length]!;
          return {
            itemId: item.item_id,
            unitId: item.unit_id,
            quantity: 1 + ((i + j) % 4),
            rate: item.rate_paise / 100,
          };
        }),
        // Some paid in part, some on credit: the party balances move both ways.
        payments:
          i % 3 === 0
            ? []
            : [{ amount: 50 + (i % 7), isBankTransaction: false, isPaymentMade: false }],
      };
    };
    const saves: Save[] = [];
    let stop = false;
    const saveOnce = async () => {
      {
        const start = performance.now();
        const save: Save = { start, end: 0, status: 0 };
        try {
          const res = await bench.app.inject({
            method: 'POST',
            url: '/api/transactions',
            headers: await bench.auth(),
            payload: bill(),
          });
          save.status = res.statusCode;
          if (res.statusCode === 201) {
            const body = res.json() as { id: number; number: string };
            save.id = body.id;
            save.number = body.number;
          } else save.error = res.body.slice(0, 200);
        } catch (error) {
          save.error = String(error).slice(0, 200);
        }
        save.end = performance.now();
        saves.push(save);
      }
    };
    const client = async () => {
      while (!stop) await saveOnce();
    };

    // Books to copy: PRELOAD bills by the same clients, before the clock starts.
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (saves.length < PRELOAD) await saveOnce();
      }),
    );
    const preloaded = saves.filter((s) => s.status === 201).length;
    log(
      `preloaded ${preloaded} bills (${saves.length - preloaded} refused) in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );

    const shard = async (table: string) =>
      (
        await admin.query<{ shard: string }>(
          `select get_shard_id_for_distribution_column($1::regclass, $2::int)::text as shard`,
          [table, c],
        )
      ).rows[0]!.shard;
    const placement = async (shardId: string) =>
      (
        await admin.query<{ nodename: string; nodeport: number }>(
          `select nodename, nodeport from pg_dist_shard_placement where shardid = $1::bigint`,
          [shardId],
        )
      ).rows[0]!;
    const groupSize = async (shardId: string) =>
      (
        await admin.query<{ n: number; bytes: string }>(
          `select count(*)::int as n, pg_size_pretty(sum(shard_size)) as bytes from citus_shards
           where colocation_id = (select colocation_id from citus_shards where shardid = $1::bigint)
             and shardid in (select s.shardid from pg_dist_shard s join pg_dist_shard p
               on p.shardid = $1::bigint and s.shardminvalue = p.shardminvalue)`,
          [shardId],
        )
      ).rows[0]!;

    let shardId = await shard('transactions');
    const from = await placement(shardId);
    const [to] = (
      await admin.query<{ nodename: string; nodeport: number }>(
        `select nodename, nodeport from pg_dist_node
         where groupid <> 0 and noderole = 'primary' and isactive
           and (nodename, nodeport) <> ($1::text, $2::int) order by nodeid limit 1`,
        [from.nodename, from.nodeport],
      )
    ).rows;
    if (!to) throw new Error('no other worker to move to');
    const group = await groupSize(shardId);
    log(
      `company ${c}: shard ${shardId} of transactions on ${from.nodename}:${from.nodeport}, its shard group ${group.n} shards, ${group.bytes}; to ${to.nodename}:${to.nodeport} by ${MOVE}, ${MODE}`,
    );

    // The clock: BEFORE s of saves, the move, AFTER s of saves.
    const clock0 = performance.now();
    const running = Array.from({ length: CLIENTS }, client);
    await new Promise((r) => setTimeout(r, BEFORE * 1000));
    const moveStart = performance.now();
    let isolateMs = 0;
    let moveError: string | null = null;
    try {
      if (MOVE === 'isolate') {
        const t = performance.now();
        const res = await admin.query<{ shard: string }>(
          `select isolate_tenant_to_new_shard('transactions', $1::int, 'CASCADE', shard_transfer_mode => $2::citus.shard_transfer_mode)::text as shard`,
          [c, MODE],
        );
        shardId = res.rows[0]!.shard;
        isolateMs = performance.now() - t;
      }
      if (MOVE === 'split') {
        // The operator's command (npm run citus:isolate): the company's hash value a shard of
        // its own, every piece of its old shards made on the other worker, in one step.
        const t = performance.now();
        await isolateCompany(admin, c, { to, mode: MODE as TransferMode });
        shardId = await shard('transactions');
        isolateMs = performance.now() - t;
      } else {
        const now = await placement(shardId);
        await admin.query(
          `select citus_move_shard_placement($1::bigint, $2, $3, $4, $5, shard_transfer_mode => $6::citus.shard_transfer_mode)`,
          [shardId, now.nodename, now.nodeport, to.nodename, to.nodeport, MODE],
        );
      }
    } catch (error) {
      moveError = String(error);
    }
    const moveEnd = performance.now();
    await new Promise((r) => setTimeout(r, AFTER * 1000));
    stop = true;
    await Promise.all(running);
    const clockEnd = performance.now();
    const timed = saves.filter((s) => s.start >= clock0);

    log(
      moveError
        ? `MOVE FAILED after ${((moveEnd - moveStart) / 1000).toFixed(2)} s: ${moveError}`
        : `moved in ${((moveEnd - moveStart) / 1000).toFixed(2)} s${MOVE !== 'move' ? ` (${MOVE} ${(isolateMs / 1000).toFixed(2)} s)` : ''}`,
    );
    log(`${CLIENTS} clients | window | length | saves | saves/s | p50 / p99 / max ms | refused`);
    log(`| before | ${summary(timed, clock0, moveStart)} |`);
    log(`| during | ${summary(timed, moveStart, moveEnd + 0.001)} |`);
    log(`| after | ${summary(timed, moveEnd + 0.001, clockEnd + 1)} |`);
    const refused = saves.filter((s) => s.status !== 201);
    for (const s of refused.slice(0, 10))
      log(`  refused at ${((s.end - clock0) / 1000).toFixed(2)} s: ${s.status} ${s.error}`);

    // The checks.
    const after = await placement(shardId);
    const moved = after.nodename === to.nodename && after.nodeport === to.nodeport;
    const stored = new Map(
      (
        await rows<{ id: number; number: string }>(
          bench.db,
          `select id, number from transactions where company_id = ${c} and kind = 'sale'`,
        )
      ).map((r) => [r.id, r.number]),
    );
    const acked = saves.filter((s) => s.status === 201);
    const lost = acked.filter((s) => stored.get(s.id!) !== s.number);
    // The app's series (the default format INV-{0000}); a seeded year's INV/25-26/… is another.
    const series = /^(.*?)\d+$/.exec(acked[0]?.number ?? '')?.[1] ?? 'INV-';
    const numbers = [...stored.values()]
      .filter((n) => n.startsWith(series) && /^\d+$/.test(n.slice(series.length)))
      .map((n) => Number(n.slice(series.length)))
      .sort((a, b) => a - b);
    const gaps: string[] = [];
    numbers.forEach((n, i) => {
      if (n !== i + 1) gaps.push(`position ${i + 1} holds ${n}`);
    });
    const drift = await balanceDrift(bench.db, c);
    log(
      `checks: shards on ${after.nodename}:${after.nodeport} (${moved ? 'moved' : 'NOT MOVED'}); ` +
        `${acked.length} acknowledged saves, ${lost.length} missing or renumbered; ` +
        `${numbers.length} sales of the series ${series}… numbered 1..${numbers.at(-1)}, ${gaps.length ? `GAPS: ${gaps.slice(0, 5).join(', ')}` : 'gapless'}; ` +
        `maintained balances ${drift.length ? `DRIFT in ${drift.map((d) => d.table).join(', ')}` : 'equal to the journal'}`,
    );
    if (lost.length) log(`  missing: ${JSON.stringify(lost.slice(0, 5))}`);
    const ok = !moveError && moved && lost.length === 0 && gaps.length === 0 && drift.length === 0;
    log(ok ? 'PASS' : 'FAIL');
    if (!ok) process.exitCode = 1;
  } finally {
    await admin.end();
    await bench.close();
  }
}

await main();
