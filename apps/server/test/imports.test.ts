import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, companies, transactions } from '../src/db/schema.ts';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';
import { addCustomer, companyIdOf, ledgerBalance, unbalancedSources } from './support/fixtures.ts';
import {
  countRows,
  csv,
  problemsByRow,
  uploader,
  xlsx,
  type PreviewBody,
} from './imports-world.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let other: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;
let otherId: number;
let upload: ReturnType<typeof uploader>;

const CUSTOMER_HEADER = ['Name', 'Phone', 'GSTIN', 'State', 'Address', 'Opening balance'];
const ITEM_HEADER = [
  'Name',
  'Unit',
  'HSN/SAC',
  'Sale rate',
  'Purchase rate',
  'Tax group',
  'Opening stock',
];

const get = (url: string, auth = owner.auth) => t.app.inject({ method: 'GET', url, headers: auth });

interface CustomerDto {
  id: number;
  name: string;
  stateCode: string | null;
  gstin: string | null;
  phone: string | null;
  balance: number;
}
const customersOf = async (auth = owner.auth) =>
  (await get('/api/customers', auth)).json() as CustomerDto[];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-05-04T06:00:00Z'); // 4 May 2026 in India
  owner = await registerAndLogin(t);
  other = await registerAndLogin(t, { companyName: 'Other Shop' });
  companyId = companyIdOf(owner.accessToken);
  otherId = companyIdOf(other.accessToken);
  upload = uploader(t);
  await addCustomer(t, companyId, { name: 'Existing Co' });
  // Another company's customer of the same name must not count as "already in your books".
  await addCustomer(t, otherId, { name: 'Gupta Stores' });
});
afterAll(async () => t?.close());

describe('templates', () => {
  it('downloads a CSV with the columns and one example row', async () => {
    const res = await get('/api/imports/templates/customers?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="hisaab-customers-template.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Phone,GSTIN,State,Address,Opening balance');
    expect(lines).toHaveLength(2);
  });

  it('downloads an XLSX whose example row previews without problems', async () => {
    const res = await get('/api/imports/templates/items?format=xlsx');
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([
      ...ITEM_HEADER,
      'Barcodes',
      'Tracked by batch',
    ]);
    const preview = await upload(owner.auth, 'items/preview', {
      name: 'items.xlsx',
      bytes: res.rawPayload,
    });
    const body = preview.json() as PreviewBody;
    expect(body.errorRows).toBe(0);
    expect(body.rows[0]!.values).toMatchObject({ name: 'Basmati Rice 1kg', taxGroup: 'GST 5%' });
  });

  it('refuses an unknown kind with a clear message', async () => {
    const res = await get('/api/imports/templates/vendors');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Import customers, items or opening-balances.');
  });
});

describe('customers from CSV', () => {
  const badFile = csv([
    [...CUSTOMER_HEADER, 'Remarks'],
    ['Gupta Stores', '9876543210', '27AAPFU0939F1ZV', '', 'MG Road, Pune', '1500', 'good'],
    ['Mehta Traders', '', '27AAPFU0939F1ZA', '', '', '200', ''],
    ['gupta stores', '', '', '', '', '', ''],
    ['Existing Co', '', '', '', '', '', ''],
    ['Singh & Sons', '', '', 'Karnataka', '', 'abc', ''],
    ['Rao Agencies', '', '29ABCDE1234F1ZW', 'Maharashtra', '', '', ''],
    ['Patel Bros', '', '', 'Gujrat', '', '', ''],
    ['Cash', '', '', '', '', '', ''],
    ['Khan Brothers', '', '27AAPFU939F1ZV', '', '', '12.345', ''],
  ]);

  it('previews every row with its problems in plain words, and writes nothing', async () => {
    const before = await countRows(t, 'customers', companyId);
    const res = await upload(owner.auth, 'customers/preview', {
      name: 'customers.csv',
      bytes: badFile,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as PreviewBody;
    expect(body.rows).toHaveLength(9);
    expect(body.errorRows).toBe(8);
    expect(body.fileProblems).toEqual([
      {
        column: null,
        severity: 'warning',
        message: 'Column "Remarks" is not one Hisaab reads: it is left out.',
      },
    ]);
    expect(problemsByRow(body)).toEqual({
      3: [
        'error: The last character of GSTIN 27AAPFU0939F1ZA should be "V", not "A": a character is probably mistyped.',
      ],
      4: ['error: Name "gupta stores" is also on row 2: each can be imported once.'],
      5: ['error: A customer named "Existing Co" is already in your books.'],
      6: ['error: Opening balance "abc" is not a number.'],
      7: ['error: State Maharashtra does not match the GSTIN, which is from Karnataka.'],
      8: [
        'error: State "Gujrat" is not an Indian state or union territory. Write its name or 2-digit code.',
      ],
      9: ['error: Cash is the walk-in customer Hisaab keeps; choose another name.'],
      10: [
        'error: GSTIN 27AAPFU939F1ZV has 14 characters; a GSTIN has 15.',
        'error: Opening balance 12.345 has more than 2 decimals.',
      ],
    });
    expect(body.counts).toMatchObject({ customers: 1, openingBalances: 1 });
    expect(await countRows(t, 'customers', companyId)).toBe(before);
  });

  it('imports nothing at all when one row has an error', async () => {
    const counts = async () => [
      await countRows(t, 'customers', companyId),
      await countRows(t, 'transactions', companyId),
      await countRows(t, 'audit_log', companyId),
    ];
    const before = await counts();
    const res = await upload(owner.auth, 'customers', { name: 'customers.csv', bytes: badFile });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { detail: string; rows: PreviewBody['rows'] };
    expect(body.detail).toBe(
      '8 rows have problems. Nothing was imported: fix the file and try again.',
    );
    expect(body.rows.map((r) => r.rowNumber)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await counts()).toEqual(before);
  });

  it('imports the fixed file in one go, with opening balances that are no sale or purchase', async () => {
    const res = await upload(owner.auth, 'customers', {
      name: 'customers.csv',
      bytes: csv([
        CUSTOMER_HEADER,
        ['Gupta Stores', '9876543210', '27AAPFU0939F1ZV', '', 'MG Road, Pune', '1,500.50'],
        ['Mehta Traders', '', '', 'Karnataka', '', '-700'],
        ['Singh & Sons', '', '', '29', '', ''],
        // Quotes, braces, commas and backslashes arrive exactly as typed.
        ['Rao "Agencies" {North}, Pune', '', '', '', 'Shop 4\\B, "Main" Road', ''],
      ]),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      kind: 'customers',
      openingDate: '2026-05-04',
      counts: { customers: 4, items: 0, units: 0, openingBalances: 2, openingStockLines: 0 },
    });
    const list = await customersOf();
    const byName = (n: string) => list.find((c) => c.name === n)!;
    expect(byName('Gupta Stores')).toMatchObject({
      phone: '9876543210',
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      balance: 1500.5,
    });
    expect(byName('Mehta Traders')).toMatchObject({ stateCode: '29', balance: -700 });
    expect(byName('Singh & Sons')).toMatchObject({ stateCode: '29', balance: 0 });
    expect(byName('Rao "Agencies" {North}, Pune')).toMatchObject({
      address: 'Shop 4\\B, "Main" Road',
    });

    // Opening balances of their own kind with no number (issue 23): they owe us, or we owe
    // them (is_purchase, the party credited).
    const docs = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.companyId, companyId))
      .orderBy(transactions.id);
    expect(
      docs.map((d) => [d.kind, d.isPurchase, d.number, d.amountPaise, d.transactionDate]),
    ).toEqual([
      ['opening_balance', false, null, 150050, '2026-05-04'],
      ['opening_balance', true, null, 70000, '2026-05-04'],
    ]);
    const sale = (await get(`/api/transactions/${docs[0]!.id}`)).json() as {
      customerName: string;
      lineItems: { itemName: string; specialKind: string; amount: number }[];
    };
    expect(sale.customerName).toBe('Gupta Stores');
    expect(sale.lineItems).toMatchObject([
      { itemName: 'Opening Balance', specialKind: 'opening_balance', amount: 1500.5 },
    ]);
    expect(await ledgerBalance(t, companyId, 'OPENING_BALANCE')).toBe(-150050 + 70000);
    expect(await unbalancedSources(t)).toEqual([]);
    // No number of a GST series was taken.
    const settings = (await get('/api/companysettings')).json() as Record<string, number>;
    expect([settings.nextInvoiceNumber, settings.nextPurchaseNumber]).toEqual([1, 1]);

    const trail = await t.database.db
      .select({ entity: auditLog.entity, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'create')));
    // Registration recorded Cash; the import one entry per customer and per bill.
    const entities = trail
      .filter((a) => (a.after as { name?: string }).name !== 'Cash')
      .map((a) => a.entity);
    expect(entities.filter((e) => e === 'customer')).toHaveLength(4);
    expect(entities.filter((e) => e === 'transaction')).toHaveLength(2);
    expect(trail.find((a) => a.entity === 'import')?.after).toMatchObject({
      kind: 'customers',
      fileName: 'customers.csv',
      rows: 4,
      counts: { customers: 4, openingBalances: 2 },
    });
  });

  it('leaves the other company alone', async () => {
    expect((await customersOf(other.auth)).map((c) => c.name).sort()).toEqual([
      'Cash',
      'Gupta Stores',
    ]);
    expect(await countRows(t, 'transactions', otherId)).toBe(0);
    // Its opening balances cannot name our customers.
    const res = await upload(other.auth, 'opening-balances/preview', {
      name: 'balances.csv',
      bytes: csv([
        ['Customer', 'Opening balance'],
        ['Mehta Traders', '100'],
      ]),
    });
    expect(problemsByRow(res.json() as PreviewBody)).toEqual({
      2: [
        'error: No customer named "Mehta Traders" in your books. Import customers first, or check the spelling.',
      ],
    });
  });
});

describe('items from XLSX', () => {
  it('imports items, creates the new unit once, and counts their opening stock', async () => {
    const bytes = await xlsx([
      ITEM_HEADER,
      ['Basmati Rice 1kg', 'Kg', 1006, 120, 100, 'GST 5%', 25],
      ['Soap', 'No', '3401', 40.5, 30, '18%', 10.5],
      ['Pen', 'no', null, 10, 8, null, null],
      ['Atta 5kg', 'kg', '1101', 250, 220, 'GST 5%', 4],
    ]);
    const preview = (
      await upload(owner.auth, 'items/preview', { name: 'items.xlsx', bytes })
    ).json() as PreviewBody;
    expect(problemsByRow(preview)).toEqual({
      2: ['warning: Unit "Kg" is new: it will be created with the GST unit code KGS.'],
      5: ['warning: Unit "kg" is new: it will be created with the GST unit code KGS.'],
    });
    expect(preview.counts).toMatchObject({ items: 4, units: 1, openingStockLines: 3 });
    expect(preview.newUnits).toEqual([{ name: 'Kg', uqc: 'KGS' }]);

    const res = await upload(owner.auth, 'items', { name: 'items.xlsx', bytes });
    expect(res.statusCode).toBe(201);
    expect(res.json().counts).toEqual({
      customers: 0,
      items: 4,
      units: 1,
      openingBalances: 0,
      openingStockLines: 3,
    });
    const items = (await get('/api/items')).json() as Record<string, unknown>[];
    const pick = (name: string) => items.find((i) => i.name === name);
    expect(pick('Basmati Rice 1kg')).toMatchObject({
      unitName: 'Kg',
      hsnSacCode: '1006',
      rate: 120,
      buyRate: 100,
      taxGroupName: 'GST 5%',
      stock: 25,
    });
    expect(pick('Soap')).toMatchObject({ unitName: 'No', taxGroupName: 'GST 18%', stock: 10.5 });
    expect(pick('Pen')).toMatchObject({ unitName: 'No', taxGroupName: null, stock: 0 });
    expect(pick('Atta 5kg')).toMatchObject({ unitName: 'Kg', stock: 4 });
    // The stock came in on one opening balance of goods from Cash worth nothing: no purchase,
    // no purchase number (issue 23), and no money posted.
    const [stockBill] = await t.database.db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.companyId, companyId),
          eq(transactions.remark, 'Opening stock (imported)'),
        ),
      );
    expect(stockBill).toMatchObject({ kind: 'opening_balance', amountPaise: 0, number: null });
    const posted = (await t.database.db.execute(
      sql`select count(*)::int as n from journal_lines where company_id = ${companyId} and source_id = ${stockBill!.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(posted.rows[0]!.n).toBe(0);
  });

  it('says a new unit without a GST unit code stops GSTR-1, and takes the code chosen on the preview', async () => {
    const bytes = csv([ITEM_HEADER, ['Mango crate', 'Peti', '0804', '900', '700', 'GST 5%', '']]);
    const preview = (
      await upload(owner.auth, 'items/preview', { name: 'items.csv', bytes })
    ).json() as PreviewBody;
    expect(problemsByRow(preview)).toEqual({
      2: [
        'warning: Unit "Peti" is new: it will be created. A unit without a GST unit code (UQC) stops the GSTR-1 download until one is set: choose its code below.',
      ],
    });
    expect(preview.newUnits).toEqual([{ name: 'Peti', uqc: null }]);
    const refused = await upload(
      owner.auth,
      'items',
      { name: 'items.csv', bytes },
      {
        unitCodes: JSON.stringify({ Peti: 'CRATE' }),
      },
    );
    expect([refused.statusCode, refused.json().detail]).toEqual([
      400,
      'Choose a GST unit code (UQC) from the list for each new unit.',
    ]);
    const res = await upload(
      owner.auth,
      'items',
      { name: 'items.csv', bytes },
      {
        unitCodes: JSON.stringify({ Peti: 'BOX' }),
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const units = (await get('/api/units')).json() as { name: string; uqc: string | null }[];
    expect(units.find((u) => u.name === 'Peti')?.uqc).toBe('BOX');
  });

  it('says what is wrong with each item row', async () => {
    const res = await upload(owner.auth, 'items/preview', {
      name: 'items.csv',
      bytes: csv([
        ITEM_HEADER,
        ['Tea', 'Box', '09023', 'abc', '10', 'GST 15%', '-5'],
        ['Round Off', 'No', '', '', '', '', ''],
        ['Basmati Rice 1kg', 'No', '', '', '', '', ''],
        ['', 'No', '', '5', '', '', ''],
        ['Sugar', '', '', '12.345', '', '', ''],
      ]),
    });
    expect(problemsByRow(res.json() as PreviewBody)).toEqual({
      2: [
        'warning: Unit "Box" is new: it will be created with the GST unit code BOX.',
        'error: HSN/SAC "09023" must be 4, 6 or 8 digits.',
        'error: Sale rate "abc" is not a number.',
        'error: There is no tax group "GST 15%". Tax groups: GST 0%, GST 0.25%, GST 3%, GST 5%, GST 18%, GST 40%, GST 12%, GST 28%.',
        'error: Opening stock cannot be negative.',
      ],
      3: ['error: "Round Off" is a line Hisaab keeps for itself; choose another name.'],
      4: ['error: An item named "Basmati Rice 1kg" is already in your books.'],
      5: ['error: Name is missing.'],
      6: ['error: Unit is missing.', 'error: Sale rate 12.345 has more than 2 decimals.'],
    });
  });
});

describe('opening balances', () => {
  it('adds to existing customers, saying when one already has a balance', async () => {
    const file = csv([
      ['Customer', 'Opening balance'],
      ['Gupta Stores', '500'],
      ['Singh & Sons', '-250'],
    ]);
    const preview = (
      await upload(owner.auth, 'opening-balances/preview', { name: 'ob.csv', bytes: file })
    ).json() as PreviewBody;
    expect(problemsByRow(preview)).toEqual({
      2: ['warning: Gupta Stores already has a balance of ₹1,500.50; this adds ₹500.00 to it.'],
    });
    const res = await upload(owner.auth, 'opening-balances', { name: 'ob.csv', bytes: file });
    expect(res.statusCode).toBe(201);
    expect(res.json().counts.openingBalances).toBe(2);
    const list = await customersOf();
    expect(list.find((c) => c.name === 'Gupta Stores')!.balance).toBe(2000.5);
    expect(list.find((c) => c.name === 'Singh & Sons')!.balance).toBe(-250);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('refuses unknown customers, Cash and missing amounts', async () => {
    const res = await upload(owner.auth, 'opening-balances/preview', {
      name: 'ob.csv',
      bytes: csv([
        ['Customer', 'Opening balance'],
        ['Nobody', '100'],
        ['Cash', '100'],
        ['Singh & Sons', ''],
      ]),
    });
    expect(problemsByRow(res.json() as PreviewBody)).toEqual({
      2: [
        'error: No customer named "Nobody" in your books. Import customers first, or check the spelling.',
      ],
      3: ['error: Cash is the walk-in customer: it cannot have an opening balance.'],
      4: ['error: Opening balance is missing.'],
    });
  });
});

describe('who may import, and files that cannot be read', () => {
  it('refuses Auditors', async () => {
    const auditor = await inviteAndJoin(t, owner, 'Auditor');
    const res = await upload(auditor.auth, 'customers/preview', {
      name: 'c.csv',
      bytes: csv([CUSTOMER_HEADER]),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Only Admin/Manager can import.');
  });

  it('answers 400 for a file that is not a spreadsheet, or has no rows, or lacks a column', async () => {
    const cases: [string, Buffer, string][] = [
      ['x.xlsx', Buffer.from('not a zip at all'), 'Choose an Excel (.xlsx) or CSV (.csv) file.'],
      ['x.csv', csv([CUSTOMER_HEADER]), 'The file has no rows under its header row.'],
      ['x.pdf', Buffer.from('%PDF-1.4\0\0binary'), 'Choose an Excel (.xlsx) or CSV (.csv) file.'],
    ];
    for (const [name, bytes, detail] of cases) {
      const res = await upload(owner.auth, 'customers/preview', { name, bytes });
      expect([res.statusCode, res.json().detail]).toEqual([400, detail]);
    }
    const noName = await upload(owner.auth, 'customers', {
      name: 'x.csv',
      bytes: csv([['Phone'], ['123']]),
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().detail).toBe(
      'The file has no "Name" column. Download the template to see the columns.',
    );
  });
});

describe('the plan', () => {
  it('after the free period, refuses opening balances (bills) but still takes plain customers', async () => {
    await t.database.db
      .update(companies)
      .set({ trialEndsOn: '2026-05-01' })
      .where(eq(companies.id, companyId));
    const withBalance = await upload(owner.auth, 'customers', {
      name: 'c.csv',
      bytes: csv([CUSTOMER_HEADER, ['Late Customer', '', '', '', '', '100']]),
    });
    expect(withBalance.statusCode).toBe(402);
    expect((await customersOf()).some((c) => c.name === 'Late Customer')).toBe(false);
    const plain = await upload(owner.auth, 'customers', {
      name: 'c.csv',
      bytes: csv([CUSTOMER_HEADER, ['Late Customer', '', '', '', '', '']]),
    });
    expect(plain.statusCode).toBe(201);
  });
});
