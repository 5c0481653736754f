// A shop with N sales over the past twelve months, for `npm run bench:seed` and its test: the
// company registers through the API (its taxes, groups, unit, Cash customer and special items
// are the app's own), then seed-masters.ts and seed-year.ts write the books with set-based SQL,
// one call per financial year the twelve months touch. Afterwards everything else the app keeps
// beside the documents is brought in line: the number formats and per-year counters continue
// after the seeded numbers, and each customer's last billed rate per item is remembered.
import { sql } from 'drizzle-orm';
import { financialYearOf, todayInIndia } from '../packages/shared/src/format.ts';
import type { App } from '../apps/server/src/app.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { rows } from './bench-support.ts';
import { seedMasters, type Masters } from './seed-masters.ts';
import { seedYear, type YearCounts } from './seed-year.ts';

export interface SeedOptions {
  invoices: number;
  /** The company code to register; a fresh one when not given. */
  companyCode?: string;
  /** The last day seeded (yyyy-mm-dd); today in India by default. */
  today?: string;
  customers?: number;
  vendors?: number;
  maxLines?: number;
  log?: (line: string) => void;
}

export interface SeededCompany {
  companyCode: string;
  email: string;
  password: string;
  masters: Masters;
  counts: YearCounts;
}

const addDays = (iso: string, n: number) =>
  new Date(Date.parse(iso) + n * 86_400_000).toISOString().slice(0, 10);

/** The financial years the days from..to touch, each with its part of the range. */
function yearParts(from: string, to: string) {
  const parts: { fy: number; from: string; to: string; days: number }[] = [];
  for (let d = from; d <= to;) {
    const fy = financialYearOf(d);
    const end = fy.end < to ? fy.end : to;
    const days = (Date.parse(end) - Date.parse(d)) / 86_400_000 + 1;
    parts.push({ fy: Number(fy.start.slice(0, 4)), from: d, to: end, days });
    d = addDays(end, 1);
  }
  return parts;
}

export async function seedCompany(app: App, db: Db, o: SeedOptions): Promise<SeededCompany> {
  const log = o.log ?? (() => undefined);
  const companyCode = o.companyCode ?? `B${Date.now().toString(36).toUpperCase()}`;
  const email = `owner-${companyCode.toLowerCase()}@example.com`;
  const password = `Bench${String(Date.now()).slice(-6)}`;
  const reg = await app.inject({
    method: 'POST',
    url: '/api/account/register',
    payload: {
      companyName: `Bench Mart ${companyCode}`,
      companyCode,
      email,
      password,
      confirmPassword: password,
      gstin: '27AAPFU0939F1ZV',
    },
  });
  if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
  await db.execute(sql`update users set email_confirmed_at = now() where email = ${email}`);
  const [user] = await rows<{ id: number; company_id: number }>(
    db,
    sql`select id, company_id from users where email = ${email}`,
  );
  const c = user!.company_id;

  // seed-masters' helper tables are the bench's own: never left behind in a real database.
  await rows(db, 'drop table if exists bench_items, bench_parties');
  try {
    const masters = await seedMasters(db, c, user!.id, {
      customers: o.customers ?? 200,
      vendors: o.vendors ?? 20,
    });
    const to = o.today ?? todayInIndia();
    const parts = yearParts(addDays(to, -364), to);
    const total: YearCounts = {
      sales: 0,
      purchases: 0,
      payments: 0,
      lines: 0,
      lineTaxes: 0,
      journalLines: 0,
      expenses: 0,
      deleted: 0,
    };
    let left = o.invoices;
    for (const [i, part] of parts.entries()) {
      const n = i === parts.length - 1 ? left : Math.round((o.invoices * part.days) / 365);
      left -= n;
      log(`seeding ${part.from} to ${part.to}: ${n} sales`);
      const counts = await seedYear(
        db,
        masters,
        {
          fy: part.fy,
          from: part.from,
          to: part.to,
          invoices: n,
          purchases: Math.ceil(n / 10),
          expenses: Math.ceil(n / 20),
          maxLines: o.maxLines ?? 20,
        },
        log,
      );
      for (const k of Object.keys(total) as (keyof YearCounts)[]) total[k] += counts[k];
    }
    await continueNumbering(db, c);
    await rememberRates(db, c);
    return { companyCode, email, password, masters, counts: total };
  } finally {
    await rows(db, 'drop table if exists bench_items, bench_parties');
  }
}

/**
 * The seeder numbers bills INV/25-26/000001 and PUR/25-26/000001: the company's formats say
 * so, and each financial year's counter continues after its highest number.
 */
async function continueNumbering(db: Db, c: number) {
  await rows(
    db,
    `update company_settings set invoice_number_format = 'INV/{FY}/{000000}',
       purchase_number_format = 'PUR/{FY}/{000000}' where company_id = ${c}`,
  );
  await rows(
    db,
    `insert into document_counters (company_id, series, fy, next_number)
     select ${c}, case when is_purchase then 'purchase' else 'invoice' end,
       '20' || split_part(number, '/', 2), max(split_part(number, '/', 3)::int) + 1
     from transactions where company_id = ${c} and number is not null
     group by 2, 3
     on conflict (company_id, series, fy) do update set next_number = excluded.next_number`,
  );
}

/** A sale remembers its customer's rate per item (the last bill's last line wins). */
async function rememberRates(db: Db, c: number) {
  await rows(
    db,
    `insert into customer_item_rates (company_id, customer_id, item_id, rate_paise, updated_at)
     select distinct on (t.customer_id, l.item_id) ${c}, t.customer_id, l.item_id, l.rate_paise, t.created_at
     from transactions t
     join transaction_lines l on l.company_id = t.company_id and l.transaction_id = t.id
     where t.company_id = ${c} and t.kind = 'sale' and l.special_kind is null
     order by t.customer_id, l.item_id, t.created_at desc, t.id desc, l.line_no desc
     on conflict (company_id, customer_id, item_id) do update
       set rate_paise = excluded.rate_paise, updated_at = excluded.updated_at`,
  );
}
