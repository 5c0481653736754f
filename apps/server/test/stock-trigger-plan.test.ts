// An import writes its opening documents in one statement, a line per item or customer. Two
// kinds of kept plan read a whole table once per line of it (issue 24): the maintained stock's
// trigger function, whose join of the lines to their bills PL/pgSQL plans once per session
// (migration 0024), and the foreign-key checks of the lines and bills, planned once per
// connection (the import analyses the tables first: opening-documents.ts). Made while the
// company's tables were tiny (analysed early by the app's upkeep or by autovacuum, then grown
// by a few hundred bills, or by the import itself), those plans scan: 1,500 items' opening
// stock scanned the bills 3,000 times and the items 1,500 times.
import { afterEach, describe, expect, it } from 'vitest';
import { tidyTablesDue } from '../src/db/autovacuum.ts';
import {
  ANALYZE_FROM_LINES,
  analysisDue,
  planGrowth,
} from '../src/modules/imports/opening-documents.ts';
import { ROWS_PER_SLICE } from '../src/modules/imports/imports.service.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf } from './support/fixtures.ts';
import { csv, uploader } from './imports-world.ts';
import { tableScans, type TableScans } from './support/table-scans.ts';

const ROWS = 1500;
/** Bills after the early analysis: past the size where the bills are best found by index. */
const BILLS = 300;

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** Sequential scans of each table so far (and the rows they read). */
async function scans(app: TestApp): Promise<Map<string, TableScans>> {
  return tableScans(app.database);
}

/** A company with a few bills, analysed while tiny, then many bills with no analysis between. */
async function companyWithBills() {
  t = await createTestApp({ autovacuumCheckEveryMs: 3_600_000 });
  const owner = await registerAndLogin(t);
  const companyId = companyIdOf(owner.accessToken);
  const customer = await addCustomer(t, companyId, { name: 'Patil Traders' });
  const item = await addItem(t, companyId, { name: 'Soap', ratePaise: 11800, group: 'GST 18%' });
  const bill = () =>
    t!.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: owner.auth,
      payload: {
        customerId: customer.id,
        transactionDate: '2026-05-04',
        isPurchase: true,
        lineItems: [{ itemId: item.id, quantity: 1, rate: 118, unitId: item.unitId }],
        payments: [],
      },
    });
  for (let i = 0; i < 3; i++) expect((await bill()).statusCode).toBe(201);
  await tidyTablesDue(t.database.db);
  for (let i = 0; i < BILLS; i++) expect((await bill()).statusCode).toBe(201);
  return { t, owner };
}

/**
 * The sequential scans of a table during `write`, and a summary of the tables scanned more
 * than 3 times (with the rows read), to show when an expectation fails.
 */
async function scansDuring(app: TestApp, write: () => Promise<void>) {
  const before = await scans(app);
  await write();
  const after = await scans(app);
  const grown = new Map<string, number>();
  const read = new Map<string, number>();
  const seen: string[] = [];
  for (const [table, a] of after) {
    const b = before.get(table) ?? { seq: 0, rows: 0 };
    grown.set(table, a.seq - b.seq);
    read.set(table, a.rows - b.rows);
    if (a.seq - b.seq > 3) seen.push(`${table} +${a.seq - b.seq} (${a.rows - b.rows} rows)`);
  }
  const summary = `sequential scans: ${seen.join(', ') || 'none'}`;
  return {
    of: (table: string) => grown.get(table) ?? 0,
    rowsOf: (table: string) => read.get(table) ?? 0,
    summary,
  };
}

const ITEM_HEADER = [
  'Name',
  'Unit',
  'HSN/SAC',
  'Sale rate',
  'Purchase rate',
  'Tax group',
  'Opening stock',
];

async function importItems(t: TestApp, auth: Record<string, string>, count: number) {
  const rows = Array.from({ length: count }, (_, i) => [
    `Item ${i}`,
    'Pcs',
    '',
    '10',
    '8',
    '',
    '5',
  ]);
  const res = await uploader(t)(auth, 'items', {
    name: 'items.csv',
    bytes: csv([ITEM_HEADER, ...rows]),
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('the kept plans of an import', () => {
  it("find each opening-stock line's bill and item by index", async () => {
    const { t, owner } = await companyWithBills();
    const seq = await scansDuring(t, () => importItems(t, owner.auth, ROWS));
    // About one scan a line each before: the stock trigger's and the foreign keys' of the
    // bills, and the foreign keys' of the items (1,500 items, just written).
    expect(seq.of('transactions'), seq.summary).toBeLessThan(50);
    expect(seq.of('items'), seq.summary).toBeLessThan(50);
  }, 120_000);

  it("find each opening balance's bill and customer by index", async () => {
    const { t, owner } = await companyWithBills();
    const header = ['Name', 'Phone', 'GSTIN', 'State', 'Address', 'Opening balance'];
    const rows = Array.from({ length: ROWS }, (_, i) => [`Customer ${i}`, '', '', '', '', '250']);
    const seq = await scansDuring(t, async () => {
      const res = await uploader(t)(
        owner.auth,
        'customers',
        { name: 'customers.csv', bytes: csv([header, ...rows]) },
        { openingDate: '2026-05-01' },
      );
      expect(res.statusCode, res.body).toBe(201);
    });
    // One scan a line each before: the foreign keys' of the lines to their bills (1,500 more
    // in the same statement) and of the bills to their customers (1,500, just written), each
    // reading the whole table (about 2.3 million rows). The customers are written in slices of
    // 250 with their balances: the first slices' checks are planned on a table of a few
    // hundred customers, where a scan is the planner's right choice; doubling analyses (0, 500,
    // 1,000 lines) keep each scan to a table at most twice the size planned for.
    expect(seq.of('transactions'), seq.summary).toBeLessThan(50);
    expect(seq.rowsOf('customers'), seq.summary).toBeLessThan(ROWS * 100);
  }, 120_000);

  it('join the stock to its bills once, in an import too small to be analysed first', async () => {
    const { t, owner } = await companyWithBills();
    const count = ANALYZE_FROM_LINES - 100;
    const seq = await scansDuring(t, () => importItems(t, owner.auth, count));
    // The stock trigger's join scanned the bills once per line as well (two scans a line);
    // the foreign-key checks, as kept, still scan them once a line (300 bills, small).
    expect(seq.of('transactions'), seq.summary).toBeLessThan(count + 50);
  }, 120_000);
});

describe('when an import in slices analyses its tables', () => {
  /** The line counts before which the tables are analysed, writing `total` lines a slice at a time. */
  function analysedAt(total: number, slice: number): number[] {
    const growth = planGrowth(total);
    const at: number[] = [];
    for (let written = 0; written < total; written += slice)
      if (analysisDue(growth, Math.min(slice, total - written))) at.push(written);
    return at;
  }

  it('before its first slice when large, then each time its rows have doubled', () => {
    expect(analysedAt(20_000, ROWS_PER_SLICE)).toEqual([0, 500, 1000, 2000, 4000, 8000, 16000]);
    // Slices smaller than the threshold (the count is the import's, not the slice's).
    expect(ROWS_PER_SLICE).toBeLessThan(ANALYZE_FROM_LINES);
    expect(analysedAt(1_500, ROWS_PER_SLICE)).toEqual([0, 500, 1000]);
  });

  it('never when the whole import is small', () => {
    expect(analysedAt(ANALYZE_FROM_LINES - 1, ROWS_PER_SLICE)).toEqual([]);
  });
});
