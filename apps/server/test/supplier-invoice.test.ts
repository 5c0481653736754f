// The supplier's own invoice number and date on a purchase (issue 23): accepted in camelCase
// and PascalCase, checked by the GST number rule, refused when the same supplier's invoice is
// entered twice in its financial year, and shown in the registers, the purchases report, the
// party ledger, exports and the purchase bill's PDF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilesWorld, type FilesWorld } from './files-world.ts';
import { addCustomer } from './support/fixtures.ts';

let w: FilesWorld;
let supplier: { id: number };
let otherSupplier: { id: number };

beforeAll(async () => {
  w = await createFilesWorld();
  supplier = await addCustomer(w.t, w.companyId, { name: 'Kale Wholesale', stateCode: '27' });
  otherSupplier = await addCustomer(w.t, w.companyId, { name: 'Joshi Agencies', stateCode: '27' });
});
afterAll(async () => w?.close());

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  w.t.app.inject({ method, url, headers: w.owner.auth, ...(payload && { payload }) });

const purchase = (customerId: number, extra: object = {}) => ({
  customerId,
  transactionDate: '2026-11-20',
  isPurchase: true,
  lineItems: [{ itemId: w.penItem.id, quantity: 10, rate: 50, unitId: w.penItem.unitId }],
  payments: [],
  ...extra,
});

type Row = Record<string, unknown>;
async function report(url: string): Promise<{ name: string; rows: Row[] }[]> {
  const res = await send('GET', `/api/reports/${url}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().datasets;
}

describe('supplier invoice number and date on a purchase', () => {
  let first: { id: number; number: string };

  it('stores them (camelCase) and answers them with the bill', async () => {
    const res = await send(
      'POST',
      '/api/transactions',
      purchase(supplier.id, {
        supplierInvoiceNumber: ' KW/2026-27/118 ',
        supplierInvoiceDate: '2026-11-18',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    first = res.json();
    const loaded = (await send('GET', `/api/transactions/${first.id}`)).json();
    expect(loaded.supplierInvoiceNumber).toBe('KW/2026-27/118');
    expect(loaded.supplierInvoiceDate).toBe('2026-11-18');
  });

  it('takes them in PascalCase too, and keeps them when only a payment of the bill changes', async () => {
    const res = await send('POST', '/api/transactions', {
      CustomerId: otherSupplier.id,
      TransactionDate: '2026-11-20',
      IsPurchase: true,
      LineItems: [{ ItemId: w.penItem.id, Quantity: 1, Rate: 50, UnitId: w.penItem.unitId }],
      Payments: [{ Amount: 20, IsBankTransaction: false, IsPaymentMade: true }],
      SupplierInvoiceNumber: 'JA-77',
      SupplierInvoiceDate: '2026-11-19',
    });
    expect(res.statusCode, res.body).toBe(201);
    const bill = res.json();
    expect([bill.supplierInvoiceNumber, bill.supplierInvoiceDate]).toEqual(['JA-77', '2026-11-19']);
    const payment = await send('POST', '/api/transactions/payment', {
      id: bill.payments[0].id,
      customerId: otherSupplier.id,
      transactionDate: '2026-11-20',
      amount: 30,
      isPaymentMade: true,
    });
    expect(payment.statusCode, payment.body).toBeLessThan(300);
    const loaded = (await send('GET', `/api/transactions/${bill.id}`)).json();
    expect(loaded.totals.paid).toBe(30);
    expect([loaded.supplierInvoiceNumber, loaded.supplierInvoiceDate]).toEqual([
      'JA-77',
      '2026-11-19',
    ]);
  });

  it.each([
    [
      { supplierInvoiceNumber: 'KW-2026-27-000118' },
      'Supplier invoice number KW-2026-27-000118 has 17 characters; GST allows at most 16.',
    ],
    [
      { supplierInvoiceNumber: 'KW 118#' },
      'Supplier invoice number KW 118# may contain only letters, digits, - and /.',
    ],
    [
      { supplierInvoiceNumber: 'KW-1', supplierInvoiceDate: '2026-11-31' },
      'Enter the supplier invoice date as yyyy-mm-dd.',
    ],
    [
      { supplierInvoiceNumber: 'KW-1', supplierInvoiceDate: '2026-11-21' },
      'The supplier invoice date cannot be after the purchase date.',
    ],
    [{ supplierInvoiceDate: '2026-11-18' }, 'Enter the supplier invoice number for this date.'],
  ])('refuses %j with a clear 400', async (extra, message) => {
    const res = await send('POST', '/api/transactions', purchase(supplier.id, extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(message);
  });

  it('refuses them on a sale', async () => {
    const res = await send('POST', '/api/transactions', {
      ...purchase(supplier.id, { supplierInvoiceNumber: 'KW-9' }),
      isPurchase: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('A supplier invoice number belongs on a purchase only.');
  });

  it('refuses the same supplier invoice twice in its financial year, naming the earlier bill', async () => {
    const again = await send(
      'POST',
      '/api/transactions',
      purchase(supplier.id, {
        supplierInvoiceNumber: 'kw/2026-27/118',
        supplierInvoiceDate: '2026-11-19',
      }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(
      `Supplier invoice KW/2026-27/118 of Kale Wholesale is already entered on ${first.number} (20/11/2026).`,
    );
    // Nothing half-saved: no second purchase with it.
    const rows = (await report('registers/purchases?startDate=2026-11-01&endDate=2026-11-30'))[0]!
      .rows;
    expect(rows.filter((r) => r['supplierInvoiceNumber'] === 'KW/2026-27/118')).toHaveLength(1);
  });

  it('allows the number for another supplier, another financial year, and the bill itself', async () => {
    const other = await send(
      'POST',
      '/api/transactions',
      purchase(otherSupplier.id, { supplierInvoiceNumber: 'KW/2026-27/118' }),
    );
    expect(other.statusCode, other.body).toBe(201);
    const lastYear = await send(
      'POST',
      '/api/transactions',
      purchase(supplier.id, {
        transactionDate: '2026-03-20',
        supplierInvoiceNumber: 'KW/2026-27/118',
        supplierInvoiceDate: '2026-03-19',
      }),
    );
    expect(lastYear.statusCode, lastYear.body).toBe(201);
    const modified = await send(
      'PUT',
      `/api/transactions/${first.id}`,
      purchase(supplier.id, {
        supplierInvoiceNumber: 'KW/2026-27/118',
        supplierInvoiceDate: '2026-11-17',
        remark: 'date corrected',
      }),
    );
    expect(modified.statusCode, modified.body).toBe(200);
    expect(modified.json().supplierInvoiceDate).toBe('2026-11-17');
  });

  it('shows them in the purchase register, the purchases report, the ledger and the CSV export', async () => {
    const [register] = await report('registers/purchases?startDate=2026-11-01&endDate=2026-11-30');
    const row = register!.rows.find((r) => r['number'] === first.number)!;
    expect([row['supplierInvoiceNumber'], row['supplierInvoiceDate']]).toEqual([
      'KW/2026-27/118',
      '2026-11-17',
    ]);
    const [purchases] = await report('purchases?startDate=2026-11-01&endDate=2026-11-30');
    const bill = purchases!.rows.find((r) => r['number'] === first.number)!;
    expect([bill['supplierInvoiceNumber'], bill['supplierInvoiceDate']]).toEqual([
      'KW/2026-27/118',
      '2026-11-17',
    ]);
    const [ledger] = await report(
      `customers/ledger?customerId=${supplier.id}&startDate=2026-11-01&endDate=2026-11-30`,
    );
    const entry = ledger!.rows.find((r) => r['number'] === first.number)!;
    expect(entry['description']).toBe(
      'Purchase - Supplier Invoice No. KW/2026-27/118 dated 17/11/2026 - date corrected',
    );
    const csv = await send(
      'GET',
      '/api/reports/registers/purchases?startDate=2026-11-01&endDate=2026-11-30&format=csv&dataset=register',
    );
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body.split('\r\n');
    expect(header).toContain('Supplier Invoice No.,Supplier Invoice Date');
    expect(lines.find((l) => l.startsWith(`${first.number},`))).toContain(
      'KW/2026-27/118,2026-11-17',
    );
  });

  it('prints them on the purchase bill PDF', async () => {
    const text = w.pdfText(await w.renderedBytes(first.id));
    expect(text).toMatch(/Supplier Invoice No\.\s+KW\/2026-27\/118/);
    expect(text).toMatch(/Supplier Invoice Date\s+17\/11\/2026/);
  });
});
