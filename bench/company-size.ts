// How much disk one company's year of bills takes (issue 26: companies per Citus node for a
// million shops): the bench's year (seed-masters.ts + seed-year.ts: BENCH_INVOICES sales with
// 1–5 lines, a tenth as many purchases, a twentieth expenses, payments, journal, audit rows)
// seeded into a new database, `settle`d as reports.ts does (the bills rewritten in date order,
// as bills entered day by day lie; then only what the server's autovacuum rule would have done),
// then each table's heap (with TOAST and maps) and index bytes, in total and per 1,000 sales.
// The database holds this one company, so a table's size is the company's.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/company-size.ts
//
// BENCH_INVOICES (100000), BENCH_FY (2025). BENCH_SEED=api saves the bills through the app
// instead (POST /api/transactions by BENCH_SAVE_CLIENTS (4) clients, 1–5 lines of the same
// masters, two in three paid in part): the rows exactly as the app writes them (its audit row
// holds the bill's lines, taxes and payments; the SQL year's only the header; its remembered
// customer rates), slower, so fewer bills (e.g. 5,000) to scale from. On a Citus coordinator the sizes are summed over the
// shards (citus_table_size / citus_total_relation_size), empty shards of other hash ranges
// included; run it on PostgreSQL for a company's own bytes.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { rows, serverNote, startBenchApp, vacuumAsTheServerWould } from './bench-support.ts';
import { seedMasters } from './seed-masters.ts';
import { seedYear, settle } from './seed-year.ts';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);
const FY = Number(process.env.BENCH_FY ?? 2025);
const log = (s: string) => console.log(s);
const kib = (bytes: number) => (bytes / 1024).toFixed(0);
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: a PostgreSQL server');
  const bench = await startBenchApp();
  try {
    const note = await serverNote(bench.db);
    const citus = note.startsWith('Citus');
    log(
      `${new Date().toISOString()} ${note}; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const t0 = performance.now();
    const m = await seedMasters(bench.db, bench.companyId, bench.userId, {
      customers: 2000,
      vendors: 100,
    });
    if (process.env.BENCH_SEED === 'api') {
      const items = await rows<{ item_id: number; unit_id: number; rate_paise: number }>(
        bench.db,
        `select item_id, unit_id, rate_paise from bench_items order by idx`,
      );
      const parties = await rows<{ customer_id: number }>(
        bench.db,
        `select customer_id from bench_parties where kind = 'cust' order by idx`,
      );
      const start = Date.UTC(FY, 3, 1);
      let next = 0;
      const save = async (i: number) => {
        const day = new Date(start + Math.floor((i * 365) / INVOICES) * 86_400_000);
        const n = 1 + ((i * 7) % 5);
        const res = await bench.app.inject({
          method: 'POST',
          url: '/api/transactions',
          headers: await bench.auth(),
          payload: {
            customerId:
              i % 3 === 0 ? m.cashCustomerId : parties[(i * 13) % parties.length]!.customer_id,
            transactionDate: day.toISOString().slice(0, 10),
            lineItems: Array.from({ length: n }, (_, k) => {
              const item = items[(i * 31 + k * 17) % items.length]!;
              return {
                itemId: item.item_id,
                unitId: item.unit_id,
                quantity: 1 + ((i + k) % 3),
                rate: item.rate_paise / 100,
              };
            }),
            payments:
              i % 3 === 2 ? [] : [{ amount: 10, isBankTransaction: false, isPaymentMade: false }],
          },
        });
        if (res.statusCode !== 201) throw new Error(`save: ${res.statusCode} ${res.body}`);
      };
      await Promise.all(
        Array.from({ length: Number(process.env.BENCH_SAVE_CLIENTS ?? 4) }, async () => {
          while (next < INVOICES) await save(next++);
        }),
      );
      log(
        `saved ${INVOICES} bills through the app in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
      );
      await vacuumAsTheServerWould(bench.db, log);
    } else {
      const counts = await seedYear(
        bench.db,
        m,
        { fy: FY, invoices: INVOICES, purchases: INVOICES / 10, expenses: INVOICES / 20 },
        () => undefined,
      );
      await settle(bench.db, log);
      log(`seeded ${JSON.stringify(counts)} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    }
    const [sales] = await rows<{ n: number }>(
      bench.db,
      `select count(*)::int as n from transactions where company_id = ${bench.companyId} and kind = 'sale'`,
    );
    const perThousand = sales!.n / 1000;

    // Every table of the app's schema with a company_id (the company's own rows).
    const tables = await rows<{ table: string }>(
      bench.db,
      `select c.table_name as table from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
       where c.table_schema = 'public' and c.column_name = 'company_id'
         and t.table_type = 'BASE TABLE' order by 1`,
    );
    const sized: { table: string; rows: number; heap: number; index: number; dead: number }[] = [];
    for (const { table } of tables) {
      const [r] = await rows<{ n: number; heap: string; total: string; dead: number }>(
        bench.db,
        `select (select count(*)::int from ${table} where company_id = ${bench.companyId}) as n,
           ${citus ? `citus_table_size('${table}')` : `pg_table_size('${table}')`}::text as heap,
           ${citus ? `citus_total_relation_size('${table}')` : `pg_total_relation_size('${table}')`}::text as total,
           coalesce((select n_dead_tup::int from pg_stat_user_tables where relname = '${table}'), 0) as dead`,
      );
      const heap = Number(r!.heap);
      sized.push({ table, rows: r!.n, heap, index: Number(r!.total) - heap, dead: r!.dead });
    }
    sized.sort((a, b) => b.heap + b.index - (a.heap + a.index));
    log(
      `${sales!.n} sales (of ${INVOICES} seeded; the rest deleted as a shop does); per 1,000 sales:`,
    );
    log('| table | rows | rows per 1,000 sales | heap KiB | index KiB | total KiB | dead rows |');
    log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    let heap = 0;
    let index = 0;
    for (const t of sized) {
      heap += t.heap;
      index += t.index;
      if (t.heap + t.index === 0) continue;
      log(
        `| ${t.table} | ${t.rows} | ${(t.rows / perThousand).toFixed(0)} | ${kib(t.heap / perThousand)} | ${kib(t.index / perThousand)} | ${kib((t.heap + t.index) / perThousand)} | ${t.dead} |`,
      );
    }
    log(
      `| **all ${sized.length} tables** | | | ${kib(heap / perThousand)} | ${kib(index / perThousand)} | ${kib((heap + index) / perThousand)} | |`,
    );
    log(
      `the company's year: ${mib(heap + index)} MiB (heap ${mib(heap)}, indexes ${mib(index)}); database ${mib(Number((await rows<{ b: string }>(bench.db, 'select pg_database_size(current_database())::text as b'))[0]!.b))} MiB`,
    );
  } finally {
    await bench.close();
  }
}

await main();
