// The shop's masters for the report benchmark, written straight into the database: units with
// their UQC, ~300 items with 6-digit HSN codes across the default GST groups (12% and 28% items
// moved to 5% and 18% from 22 September 2025, as the rates changed), 2,000 customers (a fifth
// registered in other states), 100 vendors, two bank accounts and the expense heads.
// Two helper tables (bench_items, bench_parties) let the set-based bill seeding pick an item or
// a party by a hashed index; they live only in the benchmark's own database.
import { gstinCheckCharacter } from '../packages/shared/src/gstin.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { rows } from './bench-support.ts';

export const SELLER_STATE = '27';
/** The day the 12% and 28% slabs ended (the company defaults carry the same date). */
export const RATE_CHANGE_END = '2025-09-21';

export interface Masters {
  companyId: number;
  userId: number;
  cashCustomerId: number;
  roundOffItemId: number;
  bankAccountIds: number[];
  items: number;
  customers: number;
  vendors: number;
  /** The registered customer with the most bills (a heavy customer ledger). */
  heavyCustomerId: number;
}

interface ItemGroup {
  count: number;
  label: string;
  hsn: number;
  /** Rate before / after 22 Sept 2025 in basis points; null = non-GST (no tax group). */
  before: number | null;
  after: number | null;
  unit: 'Kg' | 'Pcs' | 'No' | 'Ltr';
  /** Selling price range in rupees (tax-inclusive). */
  price: [number, number];
  /** 'kg': loose goods sold by the half kilo; 'pcs': a few pieces; 'one': one at a time. */
  qty: 'kg' | 'pcs' | 'one';
}

const g = (
  count: number,
  label: string,
  hsn: number,
  before: number | null,
  after: number | null,
  unit: ItemGroup['unit'],
  price: [number, number],
  qty: ItemGroup['qty'],
): ItemGroup => ({ count, label, hsn, before, after, unit, price, qty });

// Cheap, frequent goods first: bills pick items with a skew towards the start of the list.
const ITEM_GROUPS: ItemGroup[] = [
  g(20, 'Vegetable', 70000, 0, 0, 'Kg', [20, 200], 'kg'),
  g(40, 'Grain', 100600, 500, 500, 'Kg', [40, 400], 'kg'),
  g(50, 'Snack', 210600, 1200, 500, 'Pcs', [10, 600], 'pcs'),
  g(100, 'Soap', 340100, 1800, 1800, 'Pcs', [30, 900], 'pcs'),
  g(10, 'Cola', 220200, 2800, 4000, 'Ltr', [40, 120], 'pcs'),
  g(10, 'Cement', 252300, 2800, 1800, 'No', [350, 450], 'pcs'),
  g(5, 'Diesel', 271000, null, null, 'Ltr', [90, 100], 'kg'),
  g(20, 'Repair service', 998700, 1800, 1800, 'No', [300, 5000], 'one'),
  g(25, 'Appliance', 841500, 2800, 1800, 'No', [5000, 60000], 'one'),
  g(15, 'Gold ring', 711300, 300, 300, 'No', [20000, 150000], 'one'),
  g(5, 'Rough diamond', 710200, 25, 25, 'No', [50000, 200000], 'one'),
];

const OTHER_STATES = ['29', '24', '07', '33', '09', '36', '19', '32', '06', '08', '23', '37'];
// Frequent small heads first: expenses pick a head with a skew towards the start.
const EXPENSE_HEADS: [string, number][] = [
  ['Tea and snacks', 25000],
  ['Transport', 150000],
  ['Packing material', 80000],
  ['Stationery', 30000],
  ['Cleaning', 50000],
  ['Water', 15000],
  ['Bank charges', 20000],
  ['Miscellaneous', 60000],
  ['Phone and internet', 120000],
  ['Repairs', 300000],
  ['Advertising', 500000],
  ['Security', 900000],
  ['Electricity', 1200000],
  ['Salaries', 2500000],
  ['Shop rent', 4500000],
];

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letters = (n: number, width: number) => {
  let s = '';
  for (let i = 0; i < width; i++, n = Math.floor(n / 26)) s = LETTERS[n % 26] + s;
  return s;
};

/** A GSTIN with a correct check character: state + PAN (5 letters, 4 digits, letter) + 1Z. */
export function makeGstin(stateCode: string, n: number): string {
  const pan = `A${letters(n, 2)}C${letters(n * 7, 1)}${String(n % 10000).padStart(4, '0')}${letters(n * 3, 1)}`;
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14)!;
}

const quote = (s: string | null) => (s === null ? 'null' : `'${s.replace(/'/g, "''")}'`);

export async function seedMasters(
  db: Db,
  companyId: number,
  userId: number,
  opts: { customers: number; vendors: number },
): Promise<Masters> {
  const c = companyId;
  const run = (text: string) => rows(db, text);
  // Above ₹5 crore a year (100k bills), so GSTR-1 wants 6-digit HSN codes.
  await run(`update company_settings set aato_band = '5cr_to_10cr' where company_id = ${c}`);
  await run(`update units set uqc = 'NOS' where company_id = ${c} and lower(name) = 'no'`);
  await run(`insert into units (company_id, name, uqc)
    values (${c}, 'Kg', 'KGS'), (${c}, 'Pcs', 'PCS'), (${c}, 'Ltr', 'LTR')`);
  await run(`insert into bank_accounts (company_id, bank_name, account_name, account_number)
    values (${c}, 'HDFC Bank', 'Bench Wholesale Mart', '50100012345678'),
           (${c}, 'State Bank of India', 'Bench Wholesale Mart', '30012345678')`);
  await run(`insert into expense_items (company_id, name, default_rate_paise) values
    ${EXPENSE_HEADS.map(([name, paise]) => `(${c}, ${quote(name)}, ${paise})`).join(', ')}`);

  // Items: the catalogue, worked out once; then the items and bench_items (each item's two
  // rates and taxes) from it.
  const catalogue = ITEM_GROUPS.flatMap((grp, g) => {
    const before = ITEM_GROUPS.slice(0, g).reduce((n, x) => n + x.count, 0);
    return Array.from({ length: grp.count }, (_, i) => {
      const idx = before + i;
      const [lo, hi] = grp.price;
      const rupees = lo + ((i * 7919 + idx * 104729) % 1000) * ((hi - lo) / 1000);
      const ratePaise = Math.round(rupees) * 100;
      return {
        grp,
        idx,
        name: `${grp.label} ${i + 1}`,
        hsn: String(grp.hsn + (i % 100)).padStart(6, '0'),
        ratePaise,
        buyRatePaise: Math.round(ratePaise * 0.8),
      };
    });
  });
  // The ids are looked up here and written with the rows: on Citus the helper tables stay on the
  // coordinator (then reference tables), and an UPDATE of one from a distributed table is refused
  // ("found no worker with all shard placements").
  const unitIds = new Map(
    (
      await rows<{ id: number; name: string }>(
        db,
        `select id, name from units where company_id = ${c}`,
      )
    ).map((u) => [u.name, u.id]),
  );
  // The default groups are named 'GST 5%' etc.; each holds the one tax of the same name.
  const taxIds = new Map<number, number>();
  for (const t of await rows<{ id: number; rate_bp: number }>(
    db,
    `select id, rate_bp from taxes where company_id = ${c} and tax_type = 'GST'`,
  )) {
    if (taxIds.has(t.rate_bp)) throw new Error(`two GST taxes at ${t.rate_bp} bp`);
    taxIds.set(t.rate_bp, t.id);
  }
  const groupIds = new Map(
    (
      await rows<{ id: number; name: string }>(
        db,
        `select id, name from tax_groups where company_id = ${c}`,
      )
    ).map((g) => [g.name, g.id]),
  );
  const taxOf = (rateBp: number | null) =>
    rateBp === null ? 'null' : String(taxIds.get(rateBp) ?? 'null');
  const itemList = catalogue.map(({ grp, name, hsn, ratePaise, buyRatePaise }) => {
    const group = grp.after === null ? null : (groupIds.get(`GST ${grp.after / 100}%`) ?? null);
    if (grp.after !== null && group === null) throw new Error('an item found no tax group');
    return `(${c}, ${quote(name)}, ${unitIds.get(grp.unit) ?? null}, ${ratePaise}, ${buyRatePaise}, '${hsn}', ${group})`;
  });
  const inserted = await rows<{ id: number; name: string }>(
    db,
    `insert into items (company_id, name, unit_id, rate_paise, buy_rate_paise, hsn_sac_code, tax_group_id)
     values ${itemList.join(',\n')} returning id, name`,
  );
  const itemIds = new Map(inserted.map((r) => [r.name, r.id]));
  await run(`create table bench_items (
    idx int primary key, item_id int, name text, unit_name text, unit_id int, hsn text,
    rate_paise bigint, buy_rate_paise bigint, rate_before int, rate_after int,
    tax_before int, tax_after int, qty_kind text)`);
  await run(`insert into bench_items (idx, name, unit_name, hsn, rate_paise, buy_rate_paise,
      rate_before, rate_after, qty_kind, item_id, unit_id, tax_before, tax_after)
    select * from (values ${catalogue
      .map(
        ({ grp, idx, name, hsn, ratePaise, buyRatePaise }) =>
          `(${idx}, ${quote(name)}, '${grp.unit}', '${hsn}', ${ratePaise}, ${buyRatePaise}, ` +
          `${grp.before ?? 'null'}::int, ${grp.after ?? 'null'}::int, '${grp.qty}', ` +
          `${itemIds.get(name)}, ${unitIds.get(grp.unit) ?? null}, ${taxOf(grp.before)}::int, ${taxOf(grp.after)}::int)`,
      )
      .join(',\n')}) v`);
  // Customers: every fifth registered in another state; the rest unregistered, mostly local.
  const partyRows: string[] = [];
  const PARTY_NAMES: string[] = [];
  for (let i = 0; i < opts.customers; i++) {
    const registered = i % 5 === 0;
    const state = registered
      ? OTHER_STATES[i % OTHER_STATES.length]!
      : i % 20 === 1
        ? null
        : i % 20 === 3
          ? OTHER_STATES[(i * 7) % OTHER_STATES.length]!
          : SELLER_STATE;
    const name = i % 10 === 7 ? `ग्राहक ${i + 1}` : `Customer ${String(i + 1).padStart(4, '0')}`;
    const gstin = registered ? makeGstin(state!, i + 1) : null;
    PARTY_NAMES.push(name);
    partyRows.push(`('cust', ${i}, ${quote(name)}, ${quote(gstin)}, ${quote(state)})`);
  }
  for (let i = 0; i < opts.vendors; i++) {
    // Mostly local suppliers; some in other states; a few unregistered.
    const state = i % 7 === 3 ? OTHER_STATES[i % OTHER_STATES.length]! : SELLER_STATE;
    const gstin = i % 20 === 19 ? null : makeGstin(state, 5000 + i);
    const name = `Supplier ${String(i + 1).padStart(3, '0')}`;
    PARTY_NAMES.push(name);
    partyRows.push(`('vendor', ${i}, ${quote(name)}, ${quote(gstin)}, ${quote(state)})`);
  }
  const parties = await rows<{ id: number; name: string }>(
    db,
    `insert into customers (company_id, name, gstin, state_code)
     select ${c}, name, gstin, state_code from (values ${partyRows.join(',\n')}) v (kind, idx, name, gstin, state_code)
     order by kind, idx returning id, name`,
  );
  const partyIds = new Map(parties.map((p) => [p.name, p.id]));
  await run(`create table bench_parties (kind text, idx int, customer_id int, name text,
    gstin text, state_code text, primary key (kind, idx))`);
  await run(`insert into bench_parties (kind, idx, name, gstin, state_code, customer_id)
    select * from (values ${partyRows
      .map((r, k) => `${r.slice(0, -1)}, ${partyIds.get(PARTY_NAMES[k]!)})`)
      .join(',\n')}) v`);
  // On Citus: on every node, so the bill seeding's joins with the company's shards run there.
  const [citus] = await rows<{ on: boolean }>(
    db,
    `select exists (select 1 from pg_extension where extname = 'citus') as on`,
  );
  if (citus!.on) {
    await run(`select create_reference_table('bench_items')`);
    await run(`select create_reference_table('bench_parties')`);
  }

  const [cash] = await rows<{ id: number }>(
    db,
    `select id from customers where company_id = ${c} and is_default_cash`,
  );
  const [roundOff] = await rows<{ id: number }>(
    db,
    `select id from items where company_id = ${c} and special_kind = 'round_off'`,
  );
  const banks = await rows<{ id: number }>(
    db,
    `select id from bank_accounts where company_id = ${c} order by id`,
  );
  const [heavy] = await rows<{ customer_id: number }>(
    db,
    `select customer_id from bench_parties where kind = 'cust' and idx = 0`,
  );
  return {
    companyId: c,
    userId,
    cashCustomerId: cash!.id,
    roundOffItemId: roundOff!.id,
    bankAccountIds: banks.map((b) => b.id),
    items: catalogue.length,
    customers: opts.customers,
    vendors: opts.vendors,
    heavyCustomerId: heavy!.customer_id,
  };
}
