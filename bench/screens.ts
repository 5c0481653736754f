// Screens that must not grow with the books: seeds one company per size (BENCH_SCALES sales over
// the past twelve months, by seed-company.ts) into one database, then times each screen through
// the real HTTP path (app.inject with the company's own login): the dashboard, the customer
// list, the item list, the invoice screen's lists (autocomplete) and the busiest customer's
// ledger for this month. Beside each, the anchor: what the same balances cost when summed
// from the journal and the lines as before migration 0015 (the statements the screens ran),
// timed alternately with the screen so a busy machine slows both alike.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/screens.ts
//   npx tsx bench/screens.ts   # embedded PGlite
//   BENCH_DB=hisaab_screens …  # PostgreSQL: seed into this database once and keep it; later runs
//                              # reuse the companies it holds (table bench_screens) per size
//   BENCH_SCREENS=dashboard …  # only the screens whose label contains one of these (comma-separated)
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { todayInIndia } from '../packages/shared/src/format.ts';
import {
  fmt,
  rows,
  startBenchApp,
  stats,
  timed,
  vacuumAsTheServerWould,
  type BenchApp,
} from './bench-support.ts';
import { seedCompany, type SeededCompany } from './seed-company.ts';

const env = process.env;
const SCALES = (env.BENCH_SCALES ?? '1000,100000').split(',').map(Number);
const RUNS = Number(env.BENCH_RUNS ?? 20);
const MAX_LINES = Number(env.BENCH_MAX_LINES ?? 20);
/** BENCH_SCREENS=dashboard,ledger: only the screens whose label contains one of these. */
const ONLY = env.BENCH_SCREENS?.split(',') ?? null;
const log = (s: string) => console.log(s);

interface Screen {
  label: string;
  url: (s: SeededCompany) => string;
  /** The balance sums this screen made before maintained balances. */
  anchor: (c: number, s: SeededCompany) => string;
}

const today = todayInIndia();
const monthStart = `${today.slice(0, 8)}01`;
const partySums = (c: number) => `select party_id, sum(amount_paise) from journal_lines
  where company_id = ${c} and account = 'PARTY' group by party_id`;
const stockSums = (
  c: number,
) => `select l.item_id, sum(case when t.is_purchase then l.qty_milli else -l.qty_milli end)
  from transaction_lines l join transactions t on t.company_id = l.company_id and t.id = l.transaction_id
  where l.company_id = ${c} and l.special_kind is null and t.kind <> 'estimate' group by l.item_id`;

const SCREENS: Screen[] = [
  {
    // What the user waits for: the summary and the first page of the day's rows (100 at most).
    label: 'dashboard',
    url: () => `/api/dashboard?date=${today}`,
    anchor: (c) => `select coalesce(sum(amount_paise), 0) from journal_lines
      where company_id = ${c} and account = 'CASH' and entry_date <= '${today}'`,
  },
  {
    // The same with as many rows at every size as the 1k company's day has (3): the day's totals,
    // cash in hand and a page, without the page's size telling the sizes apart.
    label: 'dashboard (3 rows)',
    url: () => `/api/dashboard?date=${today}&take=3`,
    anchor: (c) => `select coalesce(sum(amount_paise), 0) from journal_lines
      where company_id = ${c} and account = 'CASH' and entry_date <= '${today}'`,
  },
  { label: 'customer list', url: () => '/api/customers', anchor: partySums },
  { label: 'item list', url: () => '/api/items', anchor: stockSums },
  {
    label: 'invoice screen lists',
    url: () => '/api/transactions/autocomplete',
    anchor: (c) => `${partySums(c)}; ${stockSums(c)}`,
  },
  {
    label: 'customer ledger (month)',
    url: (s) =>
      `/api/reports/customers/ledger?startDate=${monthStart}&endDate=${today}&customerId=${s.masters.heavyCustomerId}`,
    anchor: (c, s) => `select coalesce(sum(amount_paise), 0) from journal_lines
      where company_id = ${c} and account = 'PARTY' and party_id = ${s.masters.heavyCustomerId}
        and entry_date < '${monthStart}'`,
  },
  {
    // The same screen for a customer with as many bills this month as the smallest company's
    // busiest customer: what the ledger costs as the history grows, the rows it shows alike.
    label: 'customer ledger (month, same rows)',
    url: (s) =>
      `/api/reports/customers/ledger?startDate=${monthStart}&endDate=${today}&customerId=${sameRows.get(s.masters.companyId)}`,
    anchor: (c) => `select coalesce(sum(amount_paise), 0) from journal_lines
      where company_id = ${c} and account = 'PARTY' and party_id = ${sameRows.get(c)}
        and entry_date < '${monthStart}'`,
  },
];

/** Per company, the customer whose bills this month number as the first company's busiest. */
const sameRows = new Map<number, number>();

async function pickSameRowsCustomers(bench: BenchApp, companies: SeededCompany[]) {
  const monthBills = (c: number) => sql`select customer_id, count(*) as n from transactions
    where company_id = ${c} and kind = 'sale'
      and transaction_date between ${monthStart}::date and ${today}::date
    group by customer_id`;
  const first = companies[0]!.masters;
  const [target] = await rows<{ n: string }>(
    bench.db,
    sql`select n from (${monthBills(first.companyId)}) b where customer_id = ${first.heavyCustomerId}`,
  );
  for (const { masters } of companies) {
    const [pick] = await rows<{ customer_id: number }>(
      bench.db,
      sql`select customer_id from (${monthBills(masters.companyId)}) b
        order by abs(n - ${Number(target?.n ?? 0)}), customer_id limit 1`,
    );
    sameRows.set(masters.companyId, Number(pick?.customer_id ?? masters.heavyCustomerId));
  }
}

async function login(bench: BenchApp, s: SeededCompany) {
  const res = await bench.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email: s.email, password: s.password },
  });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` };
}

async function main() {
  const bench = await startBenchApp(env.BENCH_DB ? { keepDatabase: env.BENCH_DB } : {});
  try {
    const companies: { n: number; seeded: SeededCompany }[] = [];
    await rows(
      bench.db,
      'create table if not exists bench_screens (n int, max_lines int, seeded jsonb, primary key (n, max_lines))',
    );
    for (const n of SCALES) {
      const [kept] = await rows<{ seeded: SeededCompany }>(
        bench.db,
        sql`select seeded from bench_screens where n = ${n} and max_lines = ${MAX_LINES}`,
      );
      if (kept) {
        log(`reusing ${n} sales: ${JSON.stringify(kept.seeded.counts)}`);
        companies.push({ n, seeded: kept.seeded });
        continue;
      }
      const t0 = performance.now();
      const seeded = await seedCompany(bench.app, bench.db, { invoices: n, maxLines: MAX_LINES });
      log(
        `seeded ${n} sales in ${((performance.now() - t0) / 1000).toFixed(0)} s: ${JSON.stringify(seeded.counts)}`,
      );
      await rows(
        bench.db,
        sql`insert into bench_screens values (${n}, ${MAX_LINES}, ${JSON.stringify(seeded)}::jsonb)`,
      );
      companies.push({ n, seeded });
    }
    await vacuumAsTheServerWould(bench.db, log);
    await pickSameRowsCustomers(
      bench,
      companies.map((c) => c.seeded),
    );
    const results = new Map<string, { screen: number; anchor: number }>();
    const logins = await Promise.all(companies.map(({ seeded }) => login(bench, seeded)));
    const screens = SCREENS.filter((s) => !ONLY || ONLY.some((o) => s.label.includes(o)));
    for (const screen of screens) {
      // The sizes take turns, run by run, so a busy machine slows them alike.
      const times = companies.map(() => ({
        screen: [] as number[],
        anchor: [] as number[],
        bytes: 0,
      }));
      for (let i = -2; i < RUNS; i++) {
        for (const [k, { seeded }] of companies.entries()) {
          const url = screen.url(seeded);
          const s = await timed(() =>
            bench.app.inject({ method: 'GET', url, headers: logins[k]! }),
          );
          if (s.value.statusCode !== 200)
            throw new Error(`${url}: ${s.value.statusCode} ${s.value.body}`);
          let a = 0;
          for (const part of screen.anchor(seeded.masters.companyId, seeded).split('; '))
            a += (await timed(() => bench.db.execute(sql.raw(part)))).ms;
          if (i >= 0) {
            times[k]!.bytes = s.value.body.length;
            times[k]!.screen.push(s.ms);
            times[k]!.anchor.push(a);
          }
        }
      }
      for (const [k, { n }] of companies.entries()) {
        const r = { screen: stats(times[k]!.screen).p50, anchor: stats(times[k]!.anchor).p50 };
        results.set(`${screen.label}@${n}`, r);
        log(
          `  ${n} ${screen.label}: ${fmt(r.screen)} ms (sums from the journal ${fmt(r.anchor)} ms), reply ${(times[k]!.bytes / 1024).toFixed(1)} KiB`,
        );
      }
    }
    const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    log(
      `\n${new Date().toISOString()} ${kind}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    log(
      `| screen | ${SCALES.map((n) => `${n.toLocaleString('en-IN')}: p50 ms (journal sums)`).join(' | ')} | largest ÷ smallest |`,
    );
    log(`| --- | ${SCALES.map(() => '---:').join(' | ')} | ---: |`);
    for (const screen of screens) {
      const cells = SCALES.map((n) => results.get(`${screen.label}@${n}`)!);
      const ratio = cells.at(-1)!.screen / cells[0]!.screen;
      log(
        `| ${screen.label} | ${cells.map((r) => `${fmt(r.screen)} (${fmt(r.anchor)})`).join(' | ')} | ${ratio.toFixed(2)}× |`,
      );
    }
  } finally {
    await bench.close();
  }
}

await main();
