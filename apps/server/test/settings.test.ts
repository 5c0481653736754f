import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, companies, transactions } from '../src/db/schema.ts';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  type TestApp,
} from './support/test-app.ts';

type Auth = { auth: Record<string, string> };

let t: TestApp;
let admin: Auth;
let manager: Auth;
let auditor: Auth;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAndLogin(t, {
    email: 'admin@settings-a.example',
    companyName: 'Sharma Traders',
  });
  manager = await inviteAndJoin(t, admin, 'Manager');
  auditor = await inviteAndJoin(t, admin, 'Auditor');
  companyId = ((await call('GET', '/api/customers', admin)).json() as { companyId: number }[])[0]!
    .companyId;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'PUT', url: string, who: Auth, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const settingsOf = async (who: Auth = admin) =>
  (await call('GET', '/api/companysettings', who)).json();

/** Registers a company with a GSTIN (the test helper registers without one). */
async function registerWithGstin(gstin: string): Promise<Auth> {
  const email = `gst-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Secret123';
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/account/register',
    payload: {
      companyName: 'Mehta Textiles',
      companyCode: `G${Math.random().toString(36).slice(2, 8)}`,
      email,
      password,
      confirmPassword: password,
      gstin,
    },
  });
  expect(reg.statusCode, reg.body).toBe(201);
  const link = new URL(t.outbox.lastLink(email, '/api/account/confirm-email'));
  await t.app.inject({ method: 'GET', url: link.pathname + link.search });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { email, password },
  });
  return {
    auth: { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` },
  };
}

async function companyRow(id = companyId) {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.id, id));
  return row!;
}

describe('reading settings', () => {
  it('starts from the spec defaults with the registered company name', async () => {
    expect(await settingsOf()).toEqual({
      enableStockWarning: false,
      enableTraceability: false,
      invoicePrintMode: 0,
      invoiceNumberFormat: 'INV-{0000}',
      purchaseNumberFormat: 'PUR-{0000}',
      nextInvoiceNumber: 1,
      nextPurchaseNumber: 1,
      estimateNumberFormat: 'EST-{0000}',
      nextEstimateNumber: 1,
      saleOrderNumberFormat: 'SO-{0000}',
      nextSaleOrderNumber: 1,
      purchaseOrderNumberFormat: 'PO-{0000}',
      nextPurchaseOrderNumber: 1,
      deliveryChallanNumberFormat: 'DC-{0000}',
      nextDeliveryChallanNumber: 1,
      creditNoteNumberFormat: 'CN-{0000}',
      nextCreditNoteNumber: 1,
      debitNoteNumberFormat: 'DN-{0000}',
      nextDebitNoteNumber: 1,
      salesDebitNoteNumberFormat: 'SDN-{0000}',
      nextSalesDebitNoteNumber: 1,
      lutReference: null,
      lutValidFrom: null,
      lutValidTo: null,
      companyInfo: {
        name: 'Sharma Traders',
        address: null,
        phone: null,
        email: null,
        website: null,
        gstin: null,
        pan: null,
        cin: null,
        stateCode: null,
        gstinLocked: false,
      },
      aatoBand: 'up_to_5cr',
      turnoverAbove5Cr: false,
      upiId: null,
      upiPayeeName: null,
      printPaper: 'A4',
      gstScheme: 'regular',
      eInvoicingEnabled: false,
      ewayBillThreshold: 50000,
      documentLanguage: 'en',
      bilingualPrint: false,
      devanagariDigits: false,
      version: 1,
    });
  });

  it('shows the GSTIN given at registration, locked, with its state', async () => {
    const registered = await registerWithGstin('27AAPFU0939F1ZV');
    expect((await settingsOf(registered)).companyInfo).toMatchObject({
      name: 'Mehta Textiles',
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      gstinLocked: true,
    });

    const change = await call('PUT', '/api/companysettings', registered, {
      companyInfo: { name: 'Mehta Textiles', gstin: '27AAGCG4576J1Z6' },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().detail).toBe('Company GSTIN cannot be changed once set.');
    const same = await call('PUT', '/api/companysettings', registered, {
      companyInfo: { name: 'Mehta Textiles', gstin: '27aapfu0939f1zv', address: 'Kalbadevi' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().companyInfo).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      address: 'Kalbadevi',
      gstinLocked: true,
    });
  });

  it('is readable by an Auditor, who cannot change it', async () => {
    expect((await call('GET', '/api/companysettings', auditor)).statusCode).toBe(200);
    for (const [url, body] of [
      ['/api/companysettings', { enableStockWarning: true }],
      ['/api/companysettings/EnableStockWarning', { value: true }],
    ] as const) {
      const res = await call('PUT', url, auditor, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('Only Admin/Manager can change company settings.');
    }
    expect((await settingsOf()).enableStockWarning).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/companysettings' })).statusCode).toBe(
      401,
    );
  });
});

describe('changing settings', () => {
  it('keeps the document language, bilingual print and Devanagari digits (issue 28)', async () => {
    const res = await call('PUT', '/api/companysettings', manager, {
      documentLanguage: 'hi',
      bilingualPrint: true,
      devanagariDigits: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      documentLanguage: 'hi',
      bilingualPrint: true,
      devanagariDigits: true,
    });
    const bad = await call('PUT', '/api/companysettings', manager, { documentLanguage: 'fr' });
    expect(bad.statusCode).toBe(400);
    const key = await call('GET', '/api/companysettings/DocumentLanguage', manager);
    expect(key.json()).toEqual({ key: 'documentLanguage', value: 'hi' });
    await call('PUT', '/api/companysettings', manager, {
      documentLanguage: 'en',
      bilingualPrint: false,
      devanagariDigits: false,
    });
  });

  it('lets a Manager change the document settings with a PascalCase body', async () => {
    const res = await call('PUT', '/api/companysettings', manager, {
      EnableStockWarning: true,
      EnableTraceability: true,
      InvoicePrintMode: 1,
      InvoiceNumberFormat: 'SI/{00000}',
      PurchaseNumberFormat: 'PB-{000}',
      NextInvoiceNumber: 12,
      NextPurchaseNumber: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      enableStockWarning: true,
      enableTraceability: true,
      invoicePrintMode: 1,
      invoiceNumberFormat: 'SI/{00000}',
      purchaseNumberFormat: 'PB-{000}',
      nextInvoiceNumber: 12,
      nextPurchaseNumber: 3,
    });
    // Fields left out stay as they are.
    const partial = await call('PUT', '/api/companysettings', manager, { invoicePrintMode: 0 });
    expect(partial.json()).toMatchObject({
      invoicePrintMode: 0,
      enableStockWarning: true,
      nextInvoiceNumber: 12,
    });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, 'companySettings')));
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      before: { invoicePrintMode: 1 },
      after: { invoicePrintMode: 0 },
    });
  });

  it.each([
    [{ invoiceNumberFormat: '' }, 'invoiceNumberFormat', 'Enter a format like INV-{0000}.'],
    [
      { invoiceNumberFormat: 'INV-' },
      'invoiceNumberFormat',
      'Must include a number placeholder like {0000}.',
    ],
    [
      { purchaseNumberFormat: 'P{00}-{00}' },
      'purchaseNumberFormat',
      'Only one number placeholder is allowed.',
    ],
    [
      { invoiceNumberFormat: 'INV-{0000' },
      'invoiceNumberFormat',
      'Unmatched braces found. Use exactly one {000..} placeholder.',
    ],
    [
      { nextInvoiceNumber: 0 },
      'nextInvoiceNumber',
      'The next number must be a whole number of 1 or more.',
    ],
    [
      { nextPurchaseNumber: 2.5 },
      'nextPurchaseNumber',
      'The next number must be a whole number of 1 or more.',
    ],
    [
      { invoiceNumberFormat: 'SHARMA-TRADERS-{0000}' },
      'invoiceNumberFormat',
      'Invoice number SHARMA-TRADERS-0012 has 19 characters; GST allows at most 16.',
    ],
    [
      { invoiceNumberFormat: 'INV {0000}' },
      'invoiceNumberFormat',
      'Invoice number INV 0012 may contain only letters, digits, - and /.',
    ],
    // Checked against the stored format (SI/{00000}) when only the number changes.
    [
      { nextInvoiceNumber: 12_345_678_901_234 },
      'nextInvoiceNumber',
      'Invoice number SI/12345678901234 has 17 characters; GST allows at most 16.',
    ],
    [
      { invoicePrintMode: 2 },
      'invoicePrintMode',
      'Print mode must be Standard (0) or Estimate (1).',
    ],
  ])('refuses %j and changes nothing', async (body, field, message) => {
    const before = await settingsOf();
    const res = await call('PUT', '/api/companysettings', admin, {
      enableTraceability: !before.enableTraceability,
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    expect(await settingsOf()).toEqual(before);
  });

  it('refuses a next number beyond what the database holds, changing nothing', async () => {
    const before = await settingsOf();
    const res = await call('PUT', '/api/companysettings', admin, {
      enableTraceability: !before.enableTraceability,
      nextInvoiceNumber: 3_000_000_000,
    });
    expect(res.statusCode).toBe(400);
    expect(await settingsOf()).toEqual(before);
  });

  it('will not move the next number onto one already used', async () => {
    const cash = ((await call('GET', '/api/customers', admin)).json() as { id: number }[])[0]!;
    await t.database.db.insert(transactions).values({
      companyId,
      kind: 'sale',
      isPurchase: false,
      number: 'SI/00015',
      transactionDate: '2025-10-01',
      customerId: cash.id,
    });
    const res = await call('PUT', '/api/companysettings', admin, { nextInvoiceNumber: 15 });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      'SI/00015 is already used by another document. Choose a higher next number.',
    );
    // The same number for purchases is free.
    expect(
      (
        await call('PUT', '/api/companysettings', admin, {
          purchaseNumberFormat: 'SI/{00000}',
          nextPurchaseNumber: 15,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', '/api/companysettings', admin, { nextInvoiceNumber: 16 })).json()
        .nextInvoiceNumber,
    ).toBe(16);
  });
});

describe('company information', () => {
  const info = {
    Name: 'Sharma Traders Pvt Ltd',
    Address: '12 Crawford Market, Mumbai',
    Phone: '',
    Email: 'Office@Sharma.Example',
    Website: ' ',
    GSTIN: '29aabcr1718e1zl',
    PAN: 'aabcr1718e',
    CIN: 'u51909mh2010ptc123456',
  };

  it('is Admin-only: a Manager’s change is refused as a whole', async () => {
    const before = await settingsOf();
    const res = await call('PUT', '/api/companysettings', manager, {
      enableStockWarning: !before.enableStockWarning,
      companyInfo: info,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Only admins can edit company information.');
    const byKey = await call('PUT', '/api/companysettings/CompanyInfo', manager, { value: info });
    expect(byKey.statusCode).toBe(403);
    expect(await settingsOf()).toEqual(before);

    // Sending it back unchanged along with other settings is fine.
    const unchanged = await call('PUT', '/api/companysettings', manager, {
      enableStockWarning: !before.enableStockWarning,
      companyInfo: before.companyInfo,
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().enableStockWarning).toBe(!before.enableStockWarning);
  });

  it.each([
    [
      { GSTIN: '06DELI09652G1DA' },
      'companyInfo.gstin',
      'Enter a valid 15-character GSTIN in the standard Indian format.',
    ],
    [
      { GSTIN: '29AABCR1718E1ZA' },
      'companyInfo.gstin',
      'GSTIN check character is wrong (expected L).',
    ],
    [
      { PAN: 'AAPFU0939F' },
      'companyInfo.pan',
      'PAN does not match the GSTIN (its characters 3 to 12).',
    ],
    [{ PAN: 'AABCR1718' }, 'companyInfo.pan', 'PAN must be exactly 10 characters.'],
    [{ CIN: 'C'.repeat(33) }, 'companyInfo.cin', 'Must be 32 characters or fewer.'],
    [{ Email: 'office-at-sharma' }, 'companyInfo.email', 'Email format looks invalid.'],
  ])('refuses %j', async (override, field, message) => {
    const before = await settingsOf();
    const res = await call('PUT', '/api/companysettings', admin, {
      companyInfo: { ...info, ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
    expect(await settingsOf()).toEqual(before);
  });

  it('saves for an Admin, upper-casing ids, and the company follows name, GSTIN and state', async () => {
    const res = await call('PUT', '/api/companysettings', admin, { CompanyInfo: info });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().companyInfo).toEqual({
      name: 'Sharma Traders Pvt Ltd',
      address: '12 Crawford Market, Mumbai',
      phone: null,
      email: 'office@sharma.example',
      website: null,
      gstin: '29AABCR1718E1ZL',
      pan: 'AABCR1718E',
      cin: 'U51909MH2010PTC123456',
      stateCode: '29',
      gstinLocked: true,
    });
    expect(await companyRow()).toMatchObject({
      name: 'Sharma Traders Pvt Ltd',
      gstin: '29AABCR1718E1ZL',
      stateCode: '29',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, 'company')));
    expect(audit.at(-1)).toMatchObject({
      before: { name: 'Sharma Traders', gstin: null },
      after: { name: 'Sharma Traders Pvt Ltd', gstin: '29AABCR1718E1ZL', stateCode: '29' },
    });

    // Now locked: another GSTIN, or none, is refused; other fields still change.
    for (const gstin of ['27AAPFU0939F1ZV', '']) {
      const locked = await call('PUT', '/api/companysettings', admin, {
        companyInfo: { ...info, GSTIN: gstin, PAN: '' },
      });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().detail).toBe('Company GSTIN cannot be changed once set.');
    }
    const phone = await call('PUT', '/api/companysettings/companyinfo', admin, {
      value: { ...info, Phone: '022 2345 6789' },
    });
    expect(phone.json()).toEqual({
      key: 'companyInfo',
      value: expect.objectContaining({ phone: '022 2345 6789', gstin: '29AABCR1718E1ZL' }),
    });
  });
});

describe('one setting by key', () => {
  it('reads any key in any letter case', async () => {
    const all = await settingsOf();
    for (const [raw, key] of [
      ['EnableStockWarning', 'enableStockWarning'],
      ['invoicenumberformat', 'invoiceNumberFormat'],
      ['NextPurchaseNumber', 'nextPurchaseNumber'],
      ['CompanyInfo', 'companyInfo'],
    ] as const) {
      const res = await call('GET', `/api/companysettings/${raw}`, auditor);
      expect(res.json()).toEqual({ key, value: all[key] });
    }
    const unknown = await call('GET', '/api/companysettings/Theme', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe("Unknown company setting 'Theme'.");
  });

  it('writes a key from { value } or a bare value', async () => {
    const fmt = await call('PUT', '/api/companysettings/InvoiceNumberFormat', manager, {
      Value: 'BILL-{000}',
    });
    expect(fmt.json()).toEqual({ key: 'invoiceNumberFormat', value: 'BILL-{000}' });
    const bare = await t.app.inject({
      method: 'PUT',
      url: '/api/companysettings/enableTraceability',
      headers: { ...manager.auth, 'content-type': 'application/json' },
      payload: 'false',
    });
    expect(bare.json()).toEqual({ key: 'enableTraceability', value: false });
    expect((await settingsOf()).invoiceNumberFormat).toBe('BILL-{000}');
  });

  it('checks the value like the whole-settings update', async () => {
    const before = await settingsOf();
    const bad = await call('PUT', '/api/companysettings/InvoiceNumberFormat', admin, {
      value: 'BILL-{000}-{0}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Only one number placeholder is allowed.');
    const missing = await call('PUT', '/api/companysettings/NextInvoiceNumber', admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('A value is required.');
    const wrongType = await call('PUT', '/api/companysettings/EnableStockWarning', admin, {
      value: 'sometimes',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/companysettings/Theme', admin, { value: 'dark' })).statusCode,
    ).toBe(404);
    expect(await settingsOf()).toEqual(before);
  });
});

describe('turnover above ₹5 crore', () => {
  it('is off by default and set by a Manager through the settings or its key, audited', async () => {
    expect((await settingsOf()).turnoverAbove5Cr).toBe(false);
    const whole = await call('PUT', '/api/companysettings', manager, { TurnoverAbove5Cr: true });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().turnoverAbove5Cr).toBe(true);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, 'companySettings')));
    expect(audit.at(-1)).toMatchObject({
      before: { aatoBand: 'up_to_5cr' },
      after: { aatoBand: '5cr_to_10cr' },
    });

    const byKey = await call('PUT', '/api/companysettings/TurnoverAbove5Cr', admin, {
      value: false,
    });
    expect(byKey.json()).toEqual({ key: 'turnoverAbove5Cr', value: false });
    const read = await call('GET', '/api/companysettings/turnoverabove5cr', auditor);
    expect(read.json()).toEqual({ key: 'turnoverAbove5Cr', value: false });
  });

  it('refuses anything but true or false, and an Auditor', async () => {
    const before = await settingsOf();
    const bad = await call('PUT', '/api/companysettings/TurnoverAbove5Cr', admin, {
      value: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Turnover above ₹5 crore must be true or false.');
    const refused = await call('PUT', '/api/companysettings', auditor, { turnoverAbove5Cr: true });
    expect(refused.statusCode).toBe(403);
    expect(await settingsOf()).toEqual(before);
  });
});

describe('the turnover band (AATO), one setting for turnover and e-invoicing', () => {
  it('sets the band, and the old fields read it and write it', async () => {
    const ten = await call('PUT', '/api/companysettings', manager, { aatoBand: '10cr_or_more' });
    expect(ten.statusCode, ten.body).toBe(200);
    expect(ten.json()).toMatchObject({
      aatoBand: '10cr_or_more',
      turnoverAbove5Cr: true,
      eInvoicingEnabled: true,
    });
    // true keeps a band above ₹5 crore; false is up to ₹5 crore.
    const keep = await call('PUT', '/api/companysettings', manager, { eInvoicingEnabled: true });
    expect(keep.json().aatoBand).toBe('10cr_or_more');
    const off = await call('PUT', '/api/companysettings/EInvoicingEnabled', admin, {
      value: false,
    });
    expect(off.json()).toEqual({ key: 'eInvoicingEnabled', value: false });
    const read = await call('GET', '/api/companysettings/aatoband', auditor);
    expect(read.json()).toEqual({ key: 'aatoBand', value: 'up_to_5cr' });
    const on = await call('PUT', '/api/companysettings', manager, { turnoverAbove5Cr: true });
    expect(on.json()).toMatchObject({ aatoBand: '5cr_to_10cr', eInvoicingEnabled: true });
    await call('PUT', '/api/companysettings', manager, { aatoBand: 'up_to_5cr' });
  });

  it('refuses an unknown band and old fields that disagree with it', async () => {
    const before = await settingsOf();
    const bad = await call('PUT', '/api/companysettings', manager, { aatoBand: '7cr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(
      'Turnover (AATO) must be up_to_5cr, 5cr_to_10cr or 10cr_or_more.',
    );
    const clash = await call('PUT', '/api/companysettings', manager, {
      aatoBand: 'up_to_5cr',
      eInvoicingEnabled: true,
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().detail).toBe(
      'Turnover above ₹5 crore and e-invoicing are one setting (the turnover band): they cannot differ.',
    );
    expect(await settingsOf()).toEqual(before);
  });
});

describe('UPI ID and print paper', () => {
  it('saves the UPI ID, payee name and thermal paper for a Manager, audited, and clears the ID', async () => {
    const saved = await call('PUT', '/api/companysettings', manager, {
      UpiId: ' sharmatraders@okaxis ',
      UpiPayeeName: 'Sharma Traders',
      PrintPaper: '80mm',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      upiId: 'sharmatraders@okaxis',
      upiPayeeName: 'Sharma Traders',
      printPaper: '80mm',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, 'companySettings')));
    expect(audit.at(-1)).toMatchObject({
      before: { upiId: null, printPaper: 'A4' },
      after: { upiId: 'sharmatraders@okaxis', printPaper: '80mm' },
    });
    const byKey = await call('PUT', '/api/companysettings/PrintPaper', admin, { value: '58mm' });
    expect(byKey.json()).toEqual({ key: 'printPaper', value: '58mm' });
    const cleared = await call('PUT', '/api/companysettings/UpiId', admin, { value: '' });
    expect(cleared.json()).toEqual({ key: 'upiId', value: null });
    expect((await settingsOf(auditor)).upiPayeeName).toBe('Sharma Traders');
  });

  it('refuses a UPI ID that is not name@bank and an unknown paper, changing nothing', async () => {
    const before = await settingsOf();
    const bad = await call('PUT', '/api/companysettings', admin, {
      upiId: 'sharmatraders',
      printPaper: '80mm',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('UPI ID must look like name@bank, for example shopname@okaxis.');
    expect(bad.json().errors.upiId).toEqual([
      'UPI ID must look like name@bank, for example shopname@okaxis.',
    ]);
    const paper = await call('PUT', '/api/companysettings/PrintPaper', admin, { value: 'A5' });
    expect(paper.statusCode).toBe(400);
    expect(paper.json().detail).toBe('Print paper must be A4, 80mm or 58mm.');
    const auditorTry = await call('PUT', '/api/companysettings', auditor, { upiId: 'a1@ybl' });
    expect(auditorTry.statusCode).toBe(403);
    expect(await settingsOf()).toEqual(before);
  });
});

describe('the LUT and the sales debit note series (issue 36)', () => {
  it('saves the LUT’s ARN and dates and the series for a Manager, audited, by key too', async () => {
    const saved = await call('PUT', '/api/companysettings', manager, {
      LutReference: ' ad270326000123x ',
      LutValidFrom: '2026-04-01',
      LutValidTo: '2027-03-31',
      SalesDebitNoteNumberFormat: 'SDN/{000}',
      NextSalesDebitNoteNumber: 7,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      lutReference: 'AD270326000123X',
      lutValidFrom: '2026-04-01',
      lutValidTo: '2027-03-31',
      salesDebitNoteNumberFormat: 'SDN/{000}',
      nextSalesDebitNoteNumber: 7,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, 'companySettings')));
    expect(audit.at(-1)).toMatchObject({
      before: { lutReference: null, lutValidFrom: null, nextSalesDebitNoteNumber: 1 },
      after: {
        lutReference: 'AD270326000123X',
        lutValidTo: '2027-03-31',
        nextSalesDebitNoteNumber: 7,
      },
    });
    const byKey = await call('GET', '/api/companysettings/lutreference', auditor);
    expect(byKey.json()).toEqual({ key: 'lutReference', value: 'AD270326000123X' });
    const cleared = await call('PUT', '/api/companysettings/LutReference', admin, { value: '' });
    expect(cleared.json()).toEqual({ key: 'lutReference', value: null });
    const back = await call('PUT', '/api/companysettings', admin, {
      lutReference: 'AD270326000123X',
      salesDebitNoteNumberFormat: 'SDN-{0000}',
      nextSalesDebitNoteNumber: 1,
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuses an ARN that is not letters and digits, a bad date, and from after to, changing nothing', async () => {
    const before = await settingsOf();
    const arn = await call('PUT', '/api/companysettings', admin, { lutReference: 'AD-2703/26' });
    expect(arn.statusCode).toBe(400);
    expect(arn.json().errors.lutReference).toEqual([
      'LUT reference (ARN) must be 1 to 50 letters or digits, such as AD270326000123X.',
    ]);
    const long = await call('PUT', '/api/companysettings', admin, { lutReference: 'A'.repeat(51) });
    expect(long.statusCode).toBe(400);
    const date = await call('PUT', '/api/companysettings', admin, { lutValidFrom: '2026-02-30' });
    expect(date.statusCode).toBe(400);
    expect(date.json().errors.lutValidFrom).toEqual(['Enter the LUT date as yyyy-mm-dd.']);
    const order = 'The LUT’s “valid from” date must be on or before its “valid to” date.';
    const both = await call('PUT', '/api/companysettings', admin, {
      lutValidFrom: '2027-04-01',
      lutValidTo: '2027-03-31',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.lutValidTo).toEqual([order]);
    // One date against the stored other (2026-04-01 .. 2027-03-31).
    const one = await call('PUT', '/api/companysettings/LutValidTo', admin, {
      value: '2026-03-31',
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().detail).toBe(order);
    const badSeries = await call('PUT', '/api/companysettings', admin, {
      salesDebitNoteNumberFormat: 'SDN',
    });
    expect(badSeries.statusCode).toBe(400);
    expect(badSeries.json().errors.salesDebitNoteNumberFormat).toBeDefined();
    const auditorTry = await call('PUT', '/api/companysettings', auditor, { lutReference: 'X1' });
    expect(auditorTry.statusCode).toBe(403);
    expect(await settingsOf()).toEqual(before);
  });
});
