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
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { todayInIndia } from '../packages/shared/src/format.ts';
import { fmt, rows, startBenchApp, stats, timed, type BenchApp } from './bench-support.ts';
import { seedCompany, type SeededCompany } from './seed-company.ts';

const env = process.env;
const SCALES = (env.BENCH_SCALES ?? '1000,100000').split(',').map(Number);
const RUNS = Number(env.BENCH_RUNS ?? 20);
const MAX_LINES = Number(env.BENCH_MAX_LINES ?? 20);
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
    label: 'dashboard',
    url: () => `/api/dashboard?date=${today}`,
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
];

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
  const bench = await startBenchApp();
  try {
    const companies: { n: number; seeded: SeededCompany }[] = [];
    for (const n of SCALES) {
      const t0 = performance.now();
      const seeded = await seedCompany(bench.app, bench.db, { invoices: n, maxLines: MAX_LINES });
      log(
        `seeded ${n} sales in ${((performance.now() - t0) / 1000).toFixed(0)} s: ${JSON.stringify(seeded.counts)}`,
      );
      companies.push({ n, seeded });
    }
    await rows(bench.db, 'vacuum analyze');
    const results = new Map<string, { screen: number; anchor: number }>();
    const logins = await Promise.all(companies.map(({ seeded }) => login(bench, seeded)));
    for (const screen of SCREENS) {
      // The sizes take turns, run by run, so a busy machine slows them alike.
      const times = companies.map(() => ({ screen: [] as number[], anchor: [] as number[] }));
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
            times[k]!.screen.push(s.ms);
            times[k]!.anchor.push(a);
          }
        }
      }
      for (const [k, { n }] of companies.entries()) {
        const r = { screen: stats(times[k]!.screen).p50, anchor: stats(times[k]!.anchor).p50 };
        results.set(`${screen.label}@${n}`, r);
        log(
          `  ${n} ${screen.label}: ${fmt(r.screen)} ms (sums from the journal ${fmt(r.anchor)} ms)`,
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
    for (const screen of SCREENS) {
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
