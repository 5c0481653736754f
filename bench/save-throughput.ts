// Bill save throughput at 1, 4 and 16 clients: a 5-line sale at GST 18% with a part payment in
// cash, saved through the app (POST /api/transactions via app.inject: auth, validation, tax
// engine, numbering, lines, taxes, payment, journal, customer rates, audit, reply), beside the
// anchor: a hand-written transaction on the driver (node-postgres on PostgreSQL, PGlite's own
// client embedded) writing exactly the same rows — the number under the settings row lock in
// one UPDATE … RETURNING, the header, lines, taxes, payment, journal, customer rates and audit
// row, ten statements, with the same triggers (deferred balance check, maintained balances).
// The anchor's rows are copied from a bill the app saved, so the two write the same thing.
// Each client count runs the app and the anchor alternately for BENCH_SECONDS each.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/save-throughput.ts
//   npx tsx bench/save-throughput.ts   # embedded PGlite
//
// BENCH_URLS=pg=postgres://…:5432/postgres,citus=postgres://…:9700/postgres compares servers in
// one run: a database on each (Citus-enabled on a coordinator, so the tables are distributed),
// and at each client count every server's app and anchor in turn, round after round.
// BENCH_SYNC_COMMIT=off sets synchronous_commit off on every bench database (the local Citus
// cluster of `npm run citus:up` runs with it off, a default PostgreSQL with it on).
//
// BENCH_BREAKDOWN=300 first saves 300 times with one client and prints, for the app and the
// anchor, each statement's median time, this process's CPU a save and (PostgreSQL) the
// database backends' CPU a save: where the time goes.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  benchTargets,
  captureQueries,
  rows,
  serverNote,
  startBenchApp,
  type BenchApp,
  type CapturedQuery,
} from './bench-support.ts';
import { seedMasters } from './seed-masters.ts';

const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 8);
const CLIENTS = (env.BENCH_CLIENTS ?? '1,4,16').split(',').map(Number);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 2);
const log = (s: string) => console.log(s);

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type RunInTx = (f: (q: Query) => Promise<void>) => Promise<void>;

/** One transaction on its own connection (PostgreSQL) or on the embedded instance (PGlite). */
function transactionRunner(bench: BenchApp): { run: RunInTx; close: () => Promise<void> } {
  const client = (bench.db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    // A pool of the app's size, with the app's session settings.
    const { options } = client as unknown as { options: { connectionString: string; max: number } };
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.max,
      options: '-c jit=off',
    });
    return {
      run: async (f) => {
        const c = await pool.connect();
        try {
          await c.query('begin');
          await f((text, values) => c.query(text, values));
          await c.query('commit');
        } catch (error) {
          await c.query('rollback');
          throw error;
        } finally {
          c.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const lite = client as PGlite;
  return {
    run: (f) =>
      lite.transaction(async (tx) => {
        await f((text, values) => tx.query(text, values) as ReturnType<Query>);
      }),
    close: async () => undefined,
  };
}

interface Result {
  saves: number;
  /** Saves that failed (e.g. the app's 503 when no pool connection came within 5 s). */
  refused: number;
  firstError: string | null;
  perSecond: number;
  p50: number;
  p99: number;
}

async function drive(clients: number, once: () => Promise<void>): Promise<Result> {
  const latencies: number[] = [];
  let refused = 0;
  let firstError: string | null = null;
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await once();
          latencies.push(performance.now() - t0);
        } catch (error) {
          refused++;
          firstError ??= String(error).slice(0, 160);
        }
      }
    }),
  );
  const took = (performance.now() - start) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return {
    saves: sorted.length,
    refused,
    firstError,
    perSecond: sorted.length / took,
    p50: at(0.5),
    p99: at(0.99),
  };
}

interface Target {
  label: string;
  note: string;
  bench: BenchApp;
  viaApp: () => Promise<void>;
  anchor: () => Promise<void>;
  close: () => Promise<void>;
}

/** A bench database on one server (or PGlite), seeded, with the app's save and its anchor. */
async function prepare(label: string, url: string | null): Promise<Target> {
  const bench = await startBenchApp(url ? { serverUrl: url } : {});
  const tx = transactionRunner(bench);
  const close = async () => {
    await tx.close();
    await bench.close();
  };
  try {
    if (url && env.BENCH_SYNC_COMMIT) {
      const [current] = await rows<{ db: string }>(bench.db, 'select current_database() as db');
      await rows(
        bench.db,
        `alter database "${current!.db}" set synchronous_commit = ${env.BENCH_SYNC_COMMIT === 'off' ? 'off' : 'on'}`,
      );
      // New connections take it; the pool's idle ones close after 10 s.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
    }
    const note = url ? await serverNote(bench.db) : 'PGlite';
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
    const today = new Date().toISOString().slice(0, 10);
    const bill = {
      customerId: customer!.customer_id,
      transactionDate: today,
      lineItems: picked.map((i, k) => ({
        itemId: i.item_id,
        unitId: i.unit_id,
        quantity: k + 1,
        rate: i.rate_paise / 100,
      })),
      payments: [{ amount: 100, isBankTransaction: false, isPaymentMade: false }],
    };
    const headers = await bench.auth();
    const viaApp = async () => {
      const res = await bench.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers,
        payload: bill,
      });
      if (res.statusCode !== 201) throw new Error(`save: ${res.statusCode} ${res.body}`);
    };
    await viaApp();

    // The rows the app wrote for that bill, to be written again by hand.
    const [header] = await rows<Record<string, unknown>>(
      bench.db,
      `select * from transactions where company_id = ${c} order by id desc limit 1`,
    );
    const id = header!.id as number;
    const lines = await rows(
      bench.db,
      `select * from transaction_lines where company_id = ${c} and transaction_id = ${id} order by line_no`,
    );
    const taxes = await rows<{ line_id: number } & Record<string, unknown>>(
      bench.db,
      `select x.*, l.line_no from transaction_line_taxes x join transaction_lines l
         on l.company_id = x.company_id and l.id = x.line_id
       where x.company_id = ${c} and x.transaction_id = ${id}`,
    );
    const pays = await rows(
      bench.db,
      `select * from payments where company_id = ${c} and transaction_id = ${id}`,
    );
    const journal = await rows(
      bench.db,
      `select * from journal_lines where company_id = ${c} and source_kind = 'transaction' and source_id = ${id}`,
    );
    const [audit] = await rows<{ after: unknown }>(
      bench.db,
      `select after from audit_log where company_id = ${c} and entity = 'transaction' and entity_id = '${id}'`,
    );
    const auditJson = JSON.stringify(audit!.after);
    const values = (n: number, width: number, from = 1) =>
      Array.from(
        { length: n },
        (_, r) =>
          `(${Array.from({ length: width }, (_, k) => `$${from + r * width + k}`).join(', ')})`,
      ).join(', ');

    const anchor = () =>
      tx.run(async (q) => {
        const [n] = (
          await q(
            `update company_settings set next_invoice_number = next_invoice_number + 1
             where company_id = $1 returning next_invoice_number - 1 as n`,
            [c],
          )
        ).rows;
        const [h] = (
          await q(
            `insert into transactions (company_id, kind, is_purchase, number, transaction_date,
               customer_id, place_of_supply, amount_paise, taxable_paise, tax_paise, paid_paise,
               created_by, updated_by)
             values ($1, 'sale', false, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) returning id`,
            [
              c,
              `A-${n!.n}`,
              today,
              header!.customer_id,
              header!.place_of_supply,
              header!.amount_paise,
              header!.taxable_paise,
              header!.tax_paise,
              header!.paid_paise,
              bench.userId,
            ],
          )
        ).rows;
        const tid = h!.id as number;
        const lineCols = [
          'line_no',
          'item_id',
          'item_name',
          'qty_milli',
          'rate_paise',
          'unit_id',
          'unit_name',
          'hsn_sac_code',
          'amount_paise',
          'taxable_paise',
          'tax_paise',
        ];
        const inserted = (
          await q(
            `insert into transaction_lines (company_id, transaction_id, ${lineCols.join(', ')})
             values ${values(lines.length, lineCols.length + 2)} returning id, line_no`,
            lines.flatMap((l) => [c, tid, ...lineCols.map((k) => l[k])]),
          )
        ).rows;
        const lineId = new Map(inserted.map((r) => [r.line_no, r.id]));
        const taxCols = ['tax_id', 'name', 'tax_type', 'component', 'tax_rate_bp', 'amount_paise'];
        await q(
          `insert into transaction_line_taxes (company_id, transaction_id, line_id, ${taxCols.join(', ')})
           values ${values(taxes.length, taxCols.length + 3)}`,
          taxes.flatMap((x) => [c, tid, lineId.get(x.line_no), ...taxCols.map((k) => x[k])]),
        );
        await q(
          `insert into payments (company_id, transaction_id, payment_date, amount_paise,
             is_bank_transaction, is_payment_made) values ${values(pays.length, 6)}`,
          pays.flatMap((p) => [c, tid, today, p.amount_paise, false, false]),
        );
        const jCols = [
          'account',
          'party_id',
          'bank_account_id',
          'tax_id',
          'component',
          'amount_paise',
        ];
        await q(
          `insert into journal_lines (company_id, source_kind, source_id, entry_date, ${jCols.join(', ')})
           values ${values(journal.length, jCols.length + 4)}`,
          journal.flatMap((j) => [c, 'transaction', tid, today, ...jCols.map((k) => j[k])]),
        );
        await q(
          `insert into customer_item_rates (company_id, customer_id, item_id, rate_paise, updated_at)
           values ${values(lines.length, 5)}
           on conflict (company_id, customer_id, item_id)
           do update set rate_paise = excluded.rate_paise, updated_at = excluded.updated_at`,
          // The time as a parameter, as the app sends it: on Citus a function in DO UPDATE SET
          // must be IMMUTABLE (now() is refused).
          lines.flatMap((l) => [c, header!.customer_id, l.item_id, l.rate_paise, new Date()]),
        );
        await q(
          `insert into audit_log (company_id, user_id, entity, entity_id, action, after, at)
           values ($1, $2, 'transaction', $3, 'create', $4::jsonb, now())`,
          [c, bench.userId, String(tid), auditJson],
        );
      });

    return { label, note, bench, viaApp, anchor, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function breakdown(target: Target, url: string | null) {
  const { bench, viaApp, anchor } = target;
  {
    // Statements sent for one save (on PGlite the instance's; transaction control included).
    const appStatements = (await captureQueries(bench.db, viaApp)).queries;
    const anchorStatements = (await captureQueries(bench.db, anchor)).queries;
    if (env.BENCH_VERBOSE) for (const q of appStatements) log(`  ${q.text.slice(0, 110)}`);
    if (env.BENCH_BREAKDOWN) {
      // Where one client's save spends its time: each statement's median (send to reply), the
      // app and the anchor interleaved save by save so both see the same machine.
      const runs = { app: [] as CapturedQuery[][], anchor: [] as CapturedQuery[][] };
      const totals = { app: [] as number[], anchor: [] as number[] };
      const cpu = { app: 0, anchor: 0 };
      for (let i = 0; i < Number(env.BENCH_BREAKDOWN); i++) {
        for (const [name, f] of [
          ['app', viaApp],
          ['anchor', anchor],
        ] as const) {
          const t0 = performance.now();
          const c0 = process.cpuUsage();
          runs[name].push((await captureQueries(bench.db, f)).queries);
          const c1 = process.cpuUsage(c0);
          cpu[name] += (c1.user + c1.system) / 1000;
          totals[name].push(performance.now() - t0);
        }
      }
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      for (const name of ['app', 'anchor'] as const) {
        const last = runs[name].at(-1)!;
        const per = last.map((_, k) => median(runs[name].map((r) => r[k]?.ms ?? 0)));
        const sum = per.reduce((a, b) => a + b, 0);
        log(
          `${name}: median save ${median(totals[name]).toFixed(2)} ms, statements' medians sum ${sum.toFixed(2)} ms, this process's CPU ${(cpu[name] / totals[name].length).toFixed(2)} ms a save`,
        );
        per.forEach((ms, k) =>
          log(`  ${ms.toFixed(3)} ${last[k]!.text.replace(/\s+/g, ' ').slice(0, 80)}`),
        );
      }
      if (url) {
        // The PostgreSQL backends' (on Citus the coordinator's) CPU (Linux /proc, in clock ticks of 10 ms), one side at a time.
        const backendTicks = async () => {
          const pids = await rows<{ pid: number }>(
            bench.db,
            `select pid from pg_stat_activity where datname = current_database()`,
          );
          let ticks = 0;
          for (const { pid } of pids) {
            try {
              const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
              ticks += Number(fields[11]) + Number(fields[12]);
            } catch {
              // a backend that ended meanwhile
            }
          }
          return ticks;
        };
        for (const [name, f] of [
          ['app', viaApp],
          ['anchor', anchor],
        ] as const) {
          const n = Number(env.BENCH_BREAKDOWN);
          const before = await backendTicks();
          for (let i = 0; i < n; i++) await f();
          log(
            `${name}: PostgreSQL backends' CPU ${(((await backendTicks()) - before) * 10) / n} ms a save`,
          );
        }
      }
    }
    log(`  statements per save: app ${appStatements.length}, anchor ${anchorStatements.length}`);
    const [citus] = await rows<{ on: boolean }>(
      bench.db,
      `select exists (select 1 from pg_extension where extname = 'citus') as on`,
    );
    if (citus!.on) {
      // Two-phase commits: a committed transaction that wrote on several workers leaves one row
      // per worker in pg_dist_transaction (until the recovery daemon's next pass, every
      // citus.recover_2pc_interval, 60 s by default); a one-node transaction leaves none.
      const prepared = async (f: () => Promise<void>) => {
        const count = async () =>
          (
            await rows<{ n: number }>(
              bench.db,
              'select count(*)::int as n from pg_dist_transaction',
            )
          )[0]!.n;
        const before = await count();
        for (let i = 0; i < 10; i++) await f();
        return ((await count()) - before) / 10;
      };
      log(
        `  prepared transactions on workers a save (pg_dist_transaction): app ${await prepared(viaApp)}, anchor ${await prepared(anchor)}`,
      );
    }
  }
}

async function main() {
  const targets: Target[] = [];
  try {
    for (const { label, url } of benchTargets()) {
      const target = await prepare(label, url);
      targets.push(target);
      log(`${target.label}: ${target.note}`);
      await breakdown(target, url);
    }
    const pool = (targets[0]!.bench.db as unknown as { $client: { options?: { max?: number } } })
      .$client.options?.max;
    log(
      `${new Date().toISOString()} pools of ${pool ?? '—'}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}; ${SECONDS} s a side, ${ROUNDS} rounds`,
    );
    log(
      '| database | clients | app saves/s | app p50 / p99 ms | anchor saves/s | anchor p50 / p99 ms | app ÷ anchor | failed app / anchor |',
    );
    log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const n of CLIENTS) {
      // Every server's app and anchor in turn, round after round: a busy minute hits all alike.
      const app = targets.map(() => [] as Result[]);
      const raw = targets.map(() => [] as Result[]);
      for (let r = 0; r < ROUNDS; r++) {
        for (const [k, t] of targets.entries()) {
          app[k]!.push(await drive(n, t.viaApp));
          raw[k]!.push(await drive(n, t.anchor));
        }
      }
      const sum = (xs: Result[]) => ({
        refused: xs.reduce((s, x) => s + x.refused, 0),
        firstError: xs.find((x) => x.firstError)?.firstError ?? null,
        perSecond: xs.reduce((s, x) => s + x.saves, 0) / (SECONDS * xs.length),
        p50: Math.max(...xs.map((x) => x.p50)),
        p99: Math.max(...xs.map((x) => x.p99)),
      });
      for (const [k, t] of targets.entries()) {
        const a = sum(app[k]!);
        const b = sum(raw[k]!);
        log(
          `| ${t.label} | ${n} | ${a.perSecond.toFixed(1)} | ${a.p50.toFixed(1)} / ${a.p99.toFixed(1)} | ${b.perSecond.toFixed(1)} | ${b.p50.toFixed(1)} / ${b.p99.toFixed(1)} | ${(a.perSecond / b.perSecond).toFixed(2)} | ${a.refused} / ${b.refused} |`,
        );
        for (const e of [a.firstError, b.firstError]) if (e) log(`  ${t.label}: ${e}`);
      }
    }
  } finally {
    for (const t of targets) await t.close();
  }
}

await main();
