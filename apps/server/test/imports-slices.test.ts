// An import written in short transactions (issue 37, imports.service.ts): a slice of
// ROWS_PER_SLICE rows each, under an import run that records what each slice wrote. Other
// clients' saves go through between slices; a failure part-way undoes the slices written (the
// user sees nothing imported, as before); a run a crash cut short is undone by the company's
// next import or at start; two imports at once stay all or nothing. The repository is wrapped so
// that a test can act between slices or make one fail. Files of 2,100 customers: three slices.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import {
  IMPORT_CONFLICT,
  ROWS_PER_SLICE,
  undoLeftoverImports,
} from '../src/modules/imports/imports.service.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import {
  addItem,
  cashCustomer,
  companyIdOf,
  ledgerBalance,
  unbalancedSources,
} from './support/fixtures.ts';
import { countRows, csv, uploader } from './imports-world.ts';

const hooks = vi.hoisted(() => ({
  /** Before each slice's transaction (the slices before it committed): its run and number. */
  beforeSlice: null as null | ((runId: number, slice: number) => Promise<void>),
  /** Makes the nth slice of customers written from now on fail (inside its transaction). */
  failSlice: 0,
  /** A crash: the failed import's slices are not undone. */
  crash: false,
  slices: new Map<number, number>(),
}));
vi.mock('../src/modules/imports/imports.repo.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/modules/imports/imports.repo.ts')>();
  return {
    ...actual,
    touchRun: async (...args: Parameters<typeof actual.touchRun>) => {
      const runId = args[2];
      const slice = (hooks.slices.get(runId) ?? 0) + 1;
      hooks.slices.set(runId, slice);
      await hooks.beforeSlice?.(runId, slice);
      return actual.touchRun(...args);
    },
    insertCustomers: async (...args: Parameters<typeof actual.insertCustomers>) => {
      const out = await actual.insertCustomers(...args);
      if (hooks.failSlice > 0 && --hooks.failSlice === 0) throw new Error('the disk is full');
      return out;
    },
    undoRun: async (...args: Parameters<typeof actual.undoRun>) =>
      hooks.crash ? null : actual.undoRun(...args),
  };
});

const ROWS = 2_100;
const HEADER = ['Name', 'Phone', 'GSTIN', 'State', 'Address', 'Opening balance'];

/** A file of `count` customers `{prefix} n`, every third with an opening balance. */
const file = (prefix: string, count = ROWS, extra: string[][] = []) => ({
  name: `${prefix}.csv`,
  bytes: csv([
    HEADER,
    ...Array.from({ length: count }, (_, i) => [
      `${prefix} ${i + 1}`,
      '',
      '',
      'Maharashtra',
      '',
      i % 3 === 0 ? String(100 + i) : '',
    ]),
    ...extra,
  ]),
});

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let upload: ReturnType<typeof uploader>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAndLogin(t);
  companyId = companyIdOf(owner.accessToken);
  upload = uploader(t);
});
afterAll(async () => t?.close());
beforeEach(() => {
  hooks.beforeSlice = null;
  hooks.failSlice = 0;
  hooks.crash = false;
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const customersNamed = async (prefix: string) =>
  Number(
    (
      await rows<{ n: number }>(sql`select count(*)::int as n from customers
        where company_id = ${companyId} and name like ${`${prefix} %`}`)
    )[0]!.n,
  );
const unfinishedRuns = async () =>
  Number(
    (
      await rows<{ n: number }>(sql`select count(*)::int as n from import_runs
        where company_id = ${companyId} and finished_at is null`)
    )[0]!.n,
  );
/** What the books hold: to compare before and after an import that must leave no trace. */
const books = async () => ({
  customers: await countRows(t, 'customers', companyId),
  documents: await countRows(t, 'transactions', companyId),
  ledger: await countRows(t, 'journal_lines', companyId),
  openingBalances: await ledgerBalance(t, companyId, 'OPENING_BALANCE'),
});

describe('an import in slices', () => {
  it('lets a sale be saved between its slices, before it ends, and imports every row', async () => {
    expect(ROWS).toBeGreaterThan(2 * ROWS_PER_SLICE);
    const cash = await cashCustomer(t, companyId);
    const pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 1000 });
    let savedDuringImport: number | null = null;
    hooks.beforeSlice = async (_run, slice) => {
      if (slice !== 2) return;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: owner.auth,
        payload: {
          customerId: cash.id,
          transactionDate: '2026-04-10',
          isPurchase: false,
          lineItems: [{ itemId: pen.id, quantity: 1, rate: 10, unitId: pen.unitId }],
          payments: [],
        },
      });
      savedDuringImport = res.statusCode;
    };
    const res = await upload(owner.auth, 'customers', file('Sliced'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().counts).toMatchObject({ customers: ROWS, openingBalances: ROWS / 3 });
    expect(savedDuringImport, 'a sale was saved while the import ran').toBe(201);
    expect(await customersNamed('Sliced')).toBe(ROWS);
    expect(await unfinishedRuns()).toBe(0);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('a failure in a late slice leaves none of its customers or opening balances', async () => {
    const before = await books();
    hooks.failSlice = 3; // the first two slices are committed before it fails
    const res = await upload(owner.auth, 'customers', file('Late'));
    expect(res.statusCode).toBe(500);
    expect(await customersNamed('Late')).toBe(0);
    expect(await books()).toEqual(before);
    expect(await unbalancedSources(t)).toEqual([]);
    expect(await unfinishedRuns()).toBe(0);
    // The trail says what was undone.
    const [undone] = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, companyId),
          eq(auditLog.entity, 'import'),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(undone?.after).toMatchObject({
      undone: true,
      removed: { customer: 2 * ROWS_PER_SLICE },
    });
  });

  it("undoes what a crash left of an import: at the company's next import, and at start", async () => {
    const before = await books();
    hooks.crash = true;
    hooks.failSlice = 2;
    expect((await upload(owner.auth, 'customers', file('Crashed'))).statusCode).toBe(500);
    hooks.crash = false;
    // Left over: the first slice, its run unfinished.
    expect(await customersNamed('Crashed')).toBe(ROWS_PER_SLICE);
    expect(await unfinishedRuns()).toBe(1);
    // A run touched a moment ago may be another server's, still writing: left alone.
    let res = await upload(owner.auth, 'customers', file('Next', 2));
    expect(res.statusCode, res.body).toBe(201);
    expect(await customersNamed('Crashed')).toBe(ROWS_PER_SLICE);
    // Silent for eleven minutes: a crash's. The next import undoes it first.
    await t.database.db.execute(
      sql`update import_runs set touched_at = now() - interval '11 minutes'
        where company_id = ${companyId} and finished_at is null`,
    );
    res = await upload(owner.auth, 'customers', file('Later', 2));
    expect(res.statusCode, res.body).toBe(201);
    expect(await customersNamed('Crashed')).toBe(0);
    expect(await customersNamed('Later')).toBe(2);
    expect(await unfinishedRuns()).toBe(0);

    // At start (the embedded database's one server: every unfinished run is a leftover).
    hooks.crash = true;
    hooks.failSlice = 2;
    expect((await upload(owner.auth, 'customers', file('Stopped'))).statusCode).toBe(500);
    hooks.crash = false;
    expect(await customersNamed('Stopped')).toBe(ROWS_PER_SLICE);
    expect(await undoLeftoverImports(t.database.db, null, new Date(), 0)).toBe(1);
    expect(await customersNamed('Stopped')).toBe(0);
    expect(await unfinishedRuns()).toBe(0);
    const after = await books();
    // What stays: the two small imports, each one opening balance of ₹100.
    expect(after).toEqual({
      customers: before.customers + 4,
      documents: before.documents + 2,
      ledger: before.ledger + 4,
      openingBalances: before.openingBalances - 20000,
    });
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('two imports at once: the one that meets a name the other added is undone whole', async () => {
    const before = await books();
    let second: { statusCode: number } | null = null;
    hooks.beforeSlice = async (_run, slice) => {
      if (slice !== 2 || second) return;
      hooks.beforeSlice = null;
      // Between the first import's slices, another import adds a name its second slice holds.
      second = await upload(owner.auth, 'customers', {
        name: 'other.csv',
        bytes: csv([
          HEADER,
          ['Both 1500', '', '', '', '', '250'],
          ['Other Only', '', '', '', '', ''],
        ]),
      });
    };
    const first = await upload(owner.auth, 'customers', file('Both'));
    expect(second!.statusCode).toBe(201);
    expect(first.statusCode).toBe(409);
    expect(first.json().detail).toBe(IMPORT_CONFLICT);
    // The second import whole; nothing of the first.
    expect(await customersNamed('Both')).toBe(1);
    expect(await customersNamed('Other')).toBe(1);
    const after = await books();
    expect(after.customers).toBe(before.customers + 2);
    expect(after.documents).toBe(before.documents + 1);
    expect(after.openingBalances).toBe(before.openingBalances - 25000);
    expect(await unfinishedRuns()).toBe(0);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('checks names across the whole file before the first slice is written', async () => {
    const before = await books();
    const runs = hooks.slices.size;
    // The same name in the first slice and in the third.
    const res = await upload(owner.auth, 'customers', file('Twice', ROWS, [['Twice 5']]));
    expect(res.statusCode).toBe(400);
    expect(await books()).toEqual(before);
    expect(hooks.slices.size, 'no slice was begun').toBe(runs);
  });
});
