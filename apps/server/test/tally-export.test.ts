// Export to Tally (issue 27): GET /api/exports/tally. A shop's month seeded through the API
// (a sale, a purchase with the supplier's invoice number, money received and paid against
// them, a credit note, a debit note, an expense), exported, and each voucher kind compared
// with its golden file in test/golden/tally/ (UPDATE_GOLDEN=1 rewrites them). The file is
// parsed back: every voucher adds up to 0 paise and every ledger, stock item and unit it names
// is in its masters; names are escaped; other companies' books never appear; roles; bad input.
//
// The month (company in Maharashtra 27, prices include tax, GST 18%):
//   INV-0001 to Ravi: 10 pens × ₹118 = 1180.00: taxable 1000.00, CGST = SGST = 90.00;
//     ₹500 received by bank on it.
//   Purchase from Pune Stationers (their bill PS/778 of 18/11): 20 pens × ₹59 = 1180.00: taxable
//     1000.00, input CGST = SGST = 90.00; ₹300 paid in cash.
//   CN-0001: 2 pens back from INV-0001 = 236.00 (200.00 + 18.00 + 18.00), adjusted.
//   DN-0001: 5 pens back on the purchase = 295.00 (250.00 + 22.50 + 22.50), adjusted.
//   Expense: Shop Rent ₹2,500 in cash.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SaxesParser } from 'saxes';
import { sql } from 'drizzle-orm';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  sender,
  type TestApp,
} from './support/test-app.ts';
import {
  addBankAccount,
  addItem,
  cashCustomer,
  companyIdOf,
  gstinOfState,
  setCompanyGstin,
  setCompanyState,
  specialItem,
} from './support/fixtures.ts';

const DAY = '2026-11-20';
const MONTH = 'from=2026-11-01&to=2026-11-30';
const GOLDEN_DIR = path.join(import.meta.dirname, 'golden', 'tally');
const ESCAPED_NAME = 'A & B <"Traders">';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerAndLogin>>;
let other: Awaited<ReturnType<typeof registerAndLogin>>;
let companyId: number;

const send = sender(
  () => t,
  () => owner.auth,
);

type Pen = { id: number; unitId: number };

function bill(customerId: number, isPurchase: boolean, pen: Pen, qty: number, rate: number) {
  return {
    customerId,
    transactionDate: DAY,
    isPurchase,
    lineItems: [{ itemId: pen.id, quantity: qty, rate, unitId: pen.unitId }],
  };
}

async function created(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

async function customer(name: string, extra: Record<string, unknown> = {}) {
  return created(await send('POST', '/api/customers', { name, ...extra }));
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(`${DAY}T06:30:00Z`);
  owner = await registerAndLogin(t, { companyName: 'Golden Traders' });
  companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  const ravi = await customer('Ravi Kumar', { stateCode: '27' });
  const vendor = await customer('Pune Stationers', { gstin: gstinOfState('27') });
  const pen = await addItem(t, companyId, { name: 'Pen', ratePaise: 11800, group: 'GST 18%' });
  const bank = await addBankAccount(t, companyId);

  const sale = await created(
    await send('POST', '/api/transactions', {
      ...bill(ravi.id, false, pen, 10, 118),
      remark: 'NEFT 1122',
      payments: [{ amount: 500, isBankTransaction: true, bankAccountId: bank.id }],
    }),
  );
  const purchase = await created(
    await send('POST', '/api/transactions', {
      ...bill(vendor.id, true, pen, 20, 59),
      supplierInvoiceNumber: 'PS/778',
      supplierInvoiceDate: '2026-11-18',
      payments: [{ amount: 300, isPaymentMade: true }],
    }),
  );
  const lines = (q: number) => [{ lineNo: 1, quantity: q }];
  await created(
    await send('POST', '/api/returns', {
      originalId: sale.id,
      transactionDate: DAY,
      refundMode: 'adjust',
      lines: lines(2),
    }),
  );
  await created(
    await send('POST', '/api/returns', {
      originalId: purchase.id,
      transactionDate: DAY,
      refundMode: 'adjust',
      lines: lines(5),
    }),
  );
  const rent = await send('POST', '/api/expenses', {
    expenseItemName: 'Shop Rent',
    amount: 2500,
    timeStamp: DAY,
  });
  expect(rent.statusCode, rent.body).toBeLessThan(300);
  // A sale deleted afterwards: it must not be exported.
  const gone = await created(
    await send('POST', '/api/transactions', bill(ravi.id, false, pen, 1, 118)),
  );
  expect((await send('DELETE', `/api/transactions/${gone.id}`)).statusCode).toBe(204);

  // Another company with its own books in the same month.
  other = await registerAndLogin(t, { companyName: 'Zebra Other' });
  await setCompanyState(t, companyIdOf(other.accessToken), '27');
  const z = await created(
    await send('POST', '/api/customers', { name: 'Zebra Buyer' }, other.auth),
  );
  const otherPen = await addItem(t, companyIdOf(other.accessToken), {
    name: 'Zebra Widget',
    ratePaise: 98765,
    group: 'GST 18%',
  });
  await created(
    await send('POST', '/api/transactions', bill(z.id, false, otherPen, 1, 987.65), other.auth),
  );
}, 120_000);
afterAll(async () => t?.close());

const REPEATED = [
  'TALLYMESSAGE',
  'VOUCHER',
  'LEDGER',
  'UNIT',
  'STOCKITEM',
  'ALLLEDGERENTRIES.LIST',
];

/**
 * The file as plain objects, read with saxes (the strict XML parser the XLSX import uses: it
 * refuses a malformed file or a character XML 1.0 forbids). Attributes are '@NAME'; an element
 * with no children is its text; the REPEATED ones are arrays.
 */
function xmlTree(xml: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  const stack: { node: Record<string, unknown>; text: string; children: number }[] = [
    { node: root, text: '', children: 0 },
  ];
  const sax = new SaxesParser();
  sax.on('error', (e) => {
    throw e;
  });
  sax.on('opentag', (tag) => {
    const node: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(tag.attributes)) {
      if (!k.startsWith('xmlns')) node[`@${k}`] = String(v);
    }
    stack.at(-1)!.children++;
    stack.push({ node, text: '', children: 0 });
  });
  sax.on('text', (text) => {
    stack.at(-1)!.text += text;
  });
  sax.on('closetag', (tag) => {
    const done = stack.pop()!;
    const parent = stack.at(-1)!.node;
    const hasAttrs = Object.keys(done.node).length > 0;
    const value = done.children === 0 && !hasAttrs ? done.text : done.node;
    if (REPEATED.includes(tag.name)) {
      ((parent[tag.name] ??= []) as unknown[]).push(value);
    } else parent[tag.name] = value;
  });
  sax.write(xml).close();
  return root;
}

type Node = Record<string, unknown>;
interface Parsed {
  reportName: string;
  ledgers: Node[];
  units: Node[];
  stockItems: Node[];
  vouchers: Node[];
}

function parse(xml: string): Parsed {
  const doc = xmlTree(xml) as Node;
  const importData = ((doc['ENVELOPE'] as Node)['BODY'] as Node)['IMPORTDATA'] as Node;
  const messages = ((importData['REQUESTDATA'] as Node)['TALLYMESSAGE'] ?? []) as Node[];
  const all = (key: string) => messages.flatMap((m) => (m[key] ?? []) as Node[]);
  return {
    reportName: String((importData['REQUESTDESC'] as Node)['REPORTNAME']),
    ledgers: all('LEDGER'),
    units: all('UNIT'),
    stockItems: all('STOCKITEM'),
    vouchers: all('VOUCHER'),
  };
}

/** "-1180.00" → -118000, refusing anything but two decimals. */
function paise(amount: unknown): number {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(String(amount));
  if (!m) throw new Error(`not a two-decimal amount: ${String(amount)}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
}

const entries = (v: Node) => v['ALLLEDGERENTRIES.LIST'] as Node[];

async function download(query = MONTH, auth: Record<string, string> = owner.auth) {
  return t.app.inject({ method: 'GET', url: `/api/exports/tally?${query}`, headers: auth });
}

/** The raw text of each voucher of the file, keyed by its VCHTYPE and number. */
function voucherTexts(xml: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of xml.matchAll(/<VOUCHER VCHTYPE="([^"]+)"[\s\S]*?<\/VOUCHER>/g)) {
    const number = /<VOUCHERNUMBER>([^<]*)<\/VOUCHERNUMBER>/.exec(m[0])![1]!;
    out.set(`${m[1]} ${number}`, m[0] + '\n');
  }
  return out;
}

function expectGolden(file: string, actual: string) {
  const at = path.join(GOLDEN_DIR, file);
  if (process.env['UPDATE_GOLDEN']) writeFileSync(at, actual);
  expect(actual).toBe(readFileSync(at, 'utf8'));
}

describe('the Tally file of a month', () => {
  let xml: string;
  beforeAll(async () => {
    const res = await download();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tally-2026-11-01-to-2026-11-30.xml"',
    );
    xml = res.body;
  });

  it('holds each kind of voucher as its golden file says', () => {
    const texts = voucherTexts(xml);
    const kinds: [string, RegExp][] = [
      ['sale.xml', /^Sales INV-/],
      ['purchase.xml', /^Purchase /],
      ['receipt.xml', /^Receipt RCPT-/],
      ['payment.xml', /^Payment PYMT-/],
      ['credit-note.xml', /^Credit Note CN-/],
      ['debit-note.xml', /^Debit Note DN-/],
      ['expense.xml', /^Payment EXP-/],
    ];
    for (const [file, key] of kinds) {
      const found = [...texts].filter(([k]) => key.test(k));
      expect(
        found.map(([k]) => k),
        file,
      ).toHaveLength(1);
      expectGolden(file, found[0]![1]);
    }
    // The deleted sale is not there: one sale only.
    expect([...texts.keys()].filter((k) => k.startsWith('Sales '))).toEqual(['Sales INV-0001']);
    expect(texts.size).toBe(7);
  });

  it('has its masters first and every voucher adds up to 0 naming only its masters', () => {
    const file = parse(xml);
    expect(xml.indexOf('<LEDGER ')).toBeLessThan(xml.indexOf('<VOUCHER '));
    expect(xml.indexOf('<UNIT ')).toBeLessThan(xml.indexOf('<STOCKITEM '));
    const ledgerNames = file.ledgers.map((l) => String(l['@NAME']));
    expect(new Set(ledgerNames.map((n) => n.toLowerCase())).size).toBe(ledgerNames.length);
    for (const l of file.ledgers) {
      expect(String((l['NAME.LIST'] as Node)['NAME'])).toBe(String(l['@NAME']));
    }
    const units = new Set(file.units.map((u) => String(u['NAME'])));
    for (const s of file.stockItems) expect(units).toContain(String(s['BASEUNITS']));
    expect(file.stockItems.map((s) => String(s['@NAME']))).toEqual(['Pen']);

    expect(file.vouchers.length).toBe(7);
    for (const v of file.vouchers) {
      const lines = entries(v);
      expect(
        lines.reduce((s, e) => s + paise(e['AMOUNT']), 0),
        JSON.stringify(v),
      ).toBe(0);
      for (const e of lines) {
        expect(ledgerNames).toContain(String(e['LEDGERNAME']));
        const amount = paise(e['AMOUNT']);
        // Debit: Yes with a negative amount; credit: No with a positive one.
        expect(e['ISDEEMEDPOSITIVE']).toBe(amount < 0 ? 'Yes' : 'No');
        const bills = e['BILLALLOCATIONS.LIST'] as Node | undefined;
        if (bills) expect(paise(bills['AMOUNT'])).toBe(amount);
      }
      if (v['PARTYLEDGERNAME']) expect(ledgerNames).toContain(String(v['PARTYLEDGERNAME']));
      expect(String(v['DATE'])).toBe('20261120');
    }
  });

  it('puts each party, tax head and account under its Tally group', () => {
    const parentOf = new Map(
      parse(xml).ledgers.map((l) => [String(l['@NAME']), String(l['PARENT'])]),
    );
    expect(Object.fromEntries(parentOf)).toMatchObject({
      'Ravi Kumar': 'Sundry Debtors',
      'Pune Stationers': 'Sundry Creditors',
      'Sales GST 18%': 'Sales Accounts',
      'Purchase GST 18%': 'Purchase Accounts',
      'Output CGST 9%': 'Duties & Taxes',
      'Output SGST 9%': 'Duties & Taxes',
      'Input CGST 9%': 'Duties & Taxes',
      'Input SGST 9%': 'Duties & Taxes',
      Cash: 'Cash-in-Hand',
      'HDFC Bank A/c 5678': 'Bank Accounts',
      'Shop Rent': 'Indirect Expenses',
    });
    // The default cash customer is not named in this month; had it been, it could not be "Cash".
    const vendor = parse(xml).ledgers.find((l) => l['@NAME'] === 'Pune Stationers')!;
    expect(vendor['PARTYGSTIN']).toBe(gstinOfState('27'));
    expect(vendor['LEDSTATENAME']).toBe('Maharashtra');
  });

  it('sends masters alone or vouchers alone when asked', async () => {
    const masters = await download(`${MONTH}&part=masters`);
    expect(masters.statusCode).toBe(200);
    expect(masters.headers['content-disposition']).toContain('tally-masters-2026-11-01');
    expect(parse(masters.body)).toMatchObject({ reportName: 'All Masters', vouchers: [] });
    const vouchers = await download(`${MONTH}&part=vouchers`);
    const parsed = parse(vouchers.body);
    expect(parsed.reportName).toBe('Vouchers');
    expect(parsed.ledgers).toEqual([]);
    expect(parsed.vouchers).toHaveLength(7);
  });

  it('has nothing for a month with no books, and still a valid file', async () => {
    const res = await download('from=2026-10-01&to=2026-10-31');
    expect(res.statusCode).toBe(200);
    expect(parse(res.body)).toMatchObject({ vouchers: [], ledgers: [] });
  });
});

describe('names that need escaping', () => {
  it(`keeps a party called ${ESCAPED_NAME} whole, in its master and its voucher`, async () => {
    const odd = await customer(ESCAPED_NAME);
    const pen = await addItem(t, companyId, { name: 'Ink & <Nib>', ratePaise: 1000 });
    const sale = await created(
      await send('POST', '/api/transactions', {
        ...bill(odd.id, false, pen, 1, 10),
        transactionDate: '2026-11-21',
        remark: "bell and 'quotes'",
      }),
    );
    // The API refuses control characters; a remark stored before it did may still hold one,
    // and XML 1.0 cannot carry it at all.
    await t.database.db.execute(
      sql`update transactions set remark = ${"bell\u0007 and 'quotes'"}
          where company_id = ${companyId} and id = ${sale.id}`,
    );
    const res = await download('from=2026-11-21&to=2026-11-21');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('<LEDGER NAME="A &amp; B &lt;&quot;Traders&quot;&gt;"');
    expect(res.body).not.toContain('\u0007');
    const file = parse(res.body);
    expect(file.ledgers.map((l) => l['@NAME'])).toContain(ESCAPED_NAME);
    expect(file.stockItems.map((s) => s['@NAME'])).toEqual(['Ink & <Nib>']);
    const [v] = file.vouchers;
    expect(v!['PARTYLEDGERNAME']).toBe(ESCAPED_NAME);
    expect(v!['NARRATION']).toBe("bell and 'quotes'");
    expect(entries(v!).map((e) => e['LEDGERNAME'])).toContain(ESCAPED_NAME);
  });
});

describe('other kinds of bill', () => {
  it('sends IGST, a round off and the Cash customer to ledgers of their own', async () => {
    const day = '2026-11-22';
    const mart = await customer('Bengaluru Mart', { gstin: gstinOfState('29') });
    const pen = await addItem(t, companyId, {
      name: 'Gel Pen',
      ratePaise: 11840,
      group: 'GST 18%',
    });
    const roundOff = await specialItem(t, companyId, 'round_off');
    const line = (item: { id: number; unitId: number }, quantity: number, rate: number) => ({
      itemId: item.id,
      quantity,
      rate,
      unitId: item.unitId,
    });
    // ₹118.40 with 18% inside: taxable 100.34, IGST 18.06; rounded off by −₹0.40 to ₹118.00.
    await created(
      await send('POST', '/api/transactions', {
        customerId: mart.id,
        transactionDate: day,
        lineItems: [line(pen, 1, 118.4), line(roundOff, 1, -0.4)],
      }),
    );
    const cash = await cashCustomer(t, companyId);
    await created(
      await send('POST', '/api/transactions', {
        customerId: cash.id,
        transactionDate: day,
        lineItems: [line(pen, 1, 118.4)],
        payments: [{ amount: 118.4 }],
      }),
    );
    const res = await download(`from=${day}&to=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const file = parse(res.body);
    const byName = new Map(file.ledgers.map((l) => [String(l['@NAME']), l]));
    expect(byName.get('Output IGST 18%')).toMatchObject({
      PARENT: 'Duties & Taxes',
      TAXTYPE: 'GST',
      GSTDUTYHEAD: 'Integrated Tax',
    });
    expect(byName.get('Round Off')?.['PARENT']).toBe('Indirect Expenses');
    expect(byName.get('Bengaluru Mart')?.['LEDSTATENAME']).toBe('Karnataka');
    // The Cash customer cannot share Tally's Cash ledger: it would receive from itself.
    expect(byName.get('Cash (Party)')?.['PARENT']).toBe('Sundry Debtors');
    expect(byName.get('Cash')?.['PARENT']).toBe('Cash-in-Hand');

    const lines = (v: Node) =>
      Object.fromEntries(entries(v).map((e) => [String(e['LEDGERNAME']), String(e['AMOUNT'])]));
    const [igst, cashSale, receipt] = file.vouchers;
    expect(igst!['PARTYLEDGERNAME']).toBe('Bengaluru Mart');
    expect(lines(igst!)).toEqual({
      'Bengaluru Mart': '-118.00',
      'Sales GST 18%': '100.34',
      'Output IGST 18%': '18.06',
      'Round Off': '-0.40',
    });
    expect(lines(cashSale!)).toMatchObject({ 'Cash (Party)': '-118.40' });
    expect(receipt!['@VCHTYPE']).toBe('Receipt');
    expect(lines(receipt!)).toEqual({ Cash: '-118.40', 'Cash (Party)': '118.40' });
  });

  it('keeps GST that is no input tax credit inside the purchase, as the books do', async () => {
    const shop = await registerAndLogin(t, { companyName: 'Unregistered Shop' });
    const shopId = companyIdOf(shop.accessToken);
    await setCompanyState(t, shopId, '27');
    await setCompanyGstin(t, shopId, null);
    const vendor = await created(
      await send('POST', '/api/customers', { name: 'Wholesaler' }, shop.auth),
    );
    const pen = await addItem(t, shopId, { name: 'Pen', ratePaise: 11800, group: 'GST 18%' });
    await created(
      await send('POST', '/api/transactions', bill(vendor.id, true, pen, 1, 118), shop.auth),
    );
    const file = parse((await download(MONTH, shop.auth)).body);
    const [purchase] = file.vouchers;
    const amounts = entries(purchase!).map((e) => [e['LEDGERNAME'], e['AMOUNT']]);
    expect(amounts).toContainEqual(['Wholesaler', '118.00']);
    expect(amounts.filter(([l]) => String(l).startsWith('Input'))).toEqual([]);
    expect(amounts.reduce((s, [, a]) => s + paise(a), 0)).toBe(0);
  });
});

describe('who may download, and whose books', () => {
  it('shows another company none of these books, and these none of theirs', async () => {
    const theirs = await download(MONTH, other.auth);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toContain('Zebra Buyer');
    expect(theirs.body).toContain('987.65');
    for (const ours of ['Ravi Kumar', 'Pune Stationers', 'Shop Rent', 'INV-0001 ', 'Pen<']) {
      expect(theirs.body).not.toContain(ours);
    }
    const mine = await download();
    expect(mine.body).not.toMatch(/Zebra|987\.65/);
  });

  it('lets an Auditor and a Manager download the same file; no one signed out', async () => {
    const mine = (await download()).body;
    for (const role of ['Auditor', 'Manager'] as const) {
      const user = await inviteAndJoin(t, owner, role);
      const res = await download(MONTH, user.auth);
      expect(res.statusCode, role).toBe(200);
      expect(res.body, role).toBe(mine);
    }
    expect((await download(MONTH, {})).statusCode).toBe(401);
    // Each download is in the audit trail, as every export is.
    const audit = (await t.database.db.execute(
      sql`select count(*)::int as n from audit_log
          where company_id = ${companyId} and entity = 'export'
            and entity_id = 'tally-2026-11-01-to-2026-11-30.xml'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(audit.rows[0]!.n)).toBeGreaterThanOrEqual(3);
  });
});

describe('bad input', () => {
  it.each([
    ['', 'From must be a date as yyyy-mm-dd.'],
    ['from=2026-11-01', 'To must be a date as yyyy-mm-dd.'],
    ['from=2026-02-30&to=2026-03-01', 'From must be a date as yyyy-mm-dd.'],
    ['from=yesterday&to=2026-11-30', 'From must be a date as yyyy-mm-dd.'],
    ['from=2026-11-30&to=2026-11-01', 'From must be on or before To.'],
    ['from=2026-03-01&to=2026-04-30', 'The period must lie inside one financial year'],
    ['from=2026-11-01&to=2026-11-30&part=ledgers', 'Part must be all, masters or vouchers.'],
  ])('%s answers 400: %s', async (query, message) => {
    const res = await download(query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
  });
});
