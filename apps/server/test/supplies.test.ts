// Issue 36: the kinds of supply a bill records, as the save decides them. Ship-to moves the
// place of supply (IGST Act section 10(1)(a)) unless the user chose it; an SEZ supply is IGST
// whatever the states; an export under LUT keeps the rate and carries no tax, and needs the
// company's LUT in force; a purchase under reverse charge pays the supplier the taxable value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companySettings, items } from '../src/db/schema.ts';
import { createTestApp, registerAndLogin, sender, type TestApp } from './support/test-app.ts';
import {
  addCustomer,
  addItem,
  companyIdOf,
  gstinOfState,
  setCompanyState,
  unbalancedSources,
} from './support/fixtures.ts';

let t: TestApp;
let send: ReturnType<typeof sender>;
let companyId: number;
let telangana: { id: number };
let sezUnit: { id: number };
let overseas: { id: number };
let transporter: { id: number };
let chair: { id: number; unitId: number };
let freight: { id: number; unitId: number };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await registerAndLogin(t, { companyName: 'Deccan Furniture' });
  companyId = companyIdOf(owner.accessToken);
  send = sender(
    () => t,
    () => owner.auth,
  );
  await setCompanyState(t, companyId, '36');
  telangana = await addCustomer(t, companyId, { name: 'Hyd Interiors', gstin: gstinOfState('36') });
  sezUnit = await addCustomer(t, companyId, { name: 'Hitec SEZ Unit', gstin: '36AASFP8573D1ZO' });
  overseas = await addCustomer(t, companyId, { name: 'Dubai Homes LLC' });
  transporter = await addCustomer(t, companyId, { name: 'Sri Ram Roadways', stateCode: '36' });
  chair = await addItem(t, companyId, { name: 'Chair', ratePaise: 118000, group: 'GST 18%' });
  freight = await addItem(t, companyId, { name: 'Freight (GTA)', ratePaise: 0, group: 'GST 5%' });
});
afterAll(async () => {
  await t?.close();
});

const sale = (customerId: number, extra: Record<string, unknown> = {}) => ({
  customerId,
  transactionDate: '2026-11-20',
  isPurchase: false,
  lineItems: [{ itemId: chair.id, quantity: 1, rate: 1180, unitId: chair.unitId }],
  payments: [],
  ...extra,
});

const componentsOf = (body: { totals: { taxSummary: { component: string; amount: number }[] } }) =>
  body.totals.taxSummary.map((r) => `${r.component} ${r.amount}`);

describe('ship-to and place of supply', () => {
  it('charges IGST with place of supply 02 when a Telangana buyer ships to Himachal', async () => {
    const res = await send(
      'POST',
      '/api/transactions',
      sale(telangana.id, {
        shipTo: {
          name: 'Hyd Interiors site office',
          address: 'Mall Road',
          place: 'Shimla',
          pin: '171001',
          stateCode: '02',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.placeOfSupply).toBe('02');
    expect(componentsOf(body)).toEqual(['IGST 180']);
    expect(body.shipTo).toMatchObject({ place: 'Shimla', pin: '171001', stateCode: '02' });
  });

  it('keeps the place of supply the user chose (goods delivered on the buyer’s direction)', async () => {
    const res = await send(
      'POST',
      '/api/transactions',
      sale(telangana.id, {
        placeOfSupply: '36',
        shipTo: { name: 'A third party', address: 'Mall Road', stateCode: '02' },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().placeOfSupply).toBe('36');
    expect(componentsOf(res.json())).toEqual(['CGST 90', 'SGST 90']);
  });

  it('refuses a ship-to address without a state or with a bad PIN, saving nothing', async () => {
    const res = await send(
      'POST',
      '/api/transactions',
      sale(telangana.id, { shipTo: { name: 'Site', address: 'Road', pin: '12', stateCode: '02' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('PIN code must be 6 digits.');
  });
});

describe('SEZ and exports', () => {
  it('charges IGST on an SEZ supply in the seller’s own state', async () => {
    const res = await send(
      'POST',
      '/api/transactions',
      sale(sezUnit.id, { supplyType: 'sez_with_tax' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().placeOfSupply).toBe('36');
    expect(componentsOf(res.json())).toEqual(['IGST 180']);
  });

  it('refuses a supply under LUT until the company has an LUT for the bill’s date', async () => {
    const refused = await send(
      'POST',
      '/api/transactions',
      sale(overseas.id, { supplyType: 'export_under_lut' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('letter of undertaking');
    await t.database.db
      .update(companySettings)
      .set({
        lutReference: 'AD360326000123X',
        lutValidFrom: '2026-04-01',
        lutValidTo: '2027-03-31',
      })
      .where(eq(companySettings.companyId, companyId));
    const early = await send(
      'POST',
      '/api/transactions',
      sale(overseas.id, { supplyType: 'export_under_lut', transactionDate: '2026-03-31' }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain('does not cover');
  });

  it('exports under LUT at place of supply 96 with the rate kept and no tax', async () => {
    const res = await send(
      'POST',
      '/api/transactions',
      sale(overseas.id, {
        supplyType: 'export_under_lut',
        exportDetails: {
          shippingBillNumber: '1234567',
          shippingBillDate: '2026-11-21',
          portCode: 'INNSA1',
          currency: 'usd',
          country: 'ae',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.placeOfSupply).toBe('96');
    expect(body.supplyType).toBe('export_under_lut');
    expect(body.totals).toMatchObject({ amount: 1180, taxable: 1180, tax: 0 });
    expect(body.totals.taxSummary).toEqual([
      { component: 'IGST', rate: 18, taxable: 1180, amount: 0 },
    ]);
    expect(body.exportDetails).toMatchObject({
      currency: 'USD',
      country: 'AE',
      portCode: 'INNSA1',
    });
  });

  it('refuses an export or SEZ supply on a purchase, and an SEZ supply to a buyer without GSTIN', async () => {
    const purchase = await send(
      'POST',
      '/api/transactions',
      sale(telangana.id, { isPurchase: true, supplyType: 'export_with_tax' }),
    );
    expect(purchase.statusCode).toBe(400);
    const noGstin = await send(
      'POST',
      '/api/transactions',
      sale(overseas.id, { supplyType: 'sez_with_tax' }),
    );
    expect(noGstin.statusCode).toBe(400);
    expect(noGstin.body).toContain('GSTIN');
  });
});

describe('reverse charge', () => {
  it('pays the supplier the taxable value of a notified service and keeps the tax apart', async () => {
    await t.database.db.update(items).set({ reverseCharge: true }).where(eq(items.id, freight.id));
    const res = await send('POST', '/api/transactions', {
      customerId: transporter.id,
      transactionDate: '2026-11-20',
      isPurchase: true,
      lineItems: [{ itemId: freight.id, quantity: 1, rate: 10000, unitId: freight.unitId }],
      payments: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.reverseCharge).toBe(true);
    expect(body.totals).toMatchObject({
      amount: 10000,
      taxable: 10000,
      tax: 0,
      reverseChargeTax: 500,
    });
    expect(componentsOf(body)).toEqual(['CGST 250', 'SGST 250']);
    expect(await unbalancedSources(t)).toEqual([]);
  });
});
