// The world of supplies-files.test.ts (issue 36): Deccan Furniture of Hyderabad (36) with an
// LUT for 2025-26 and e-invoicing on, a Telangana buyer, an SEZ unit in the same state and a
// Dubai buyer; on 20-11-2025 two chairs (₹1,180 each, 18% included) sold as an export under
// LUT (shipping bill, port of Nhava Sheva as ship-to), an export with IGST, an SEZ supply with
// and without IGST, a deemed export and a bill shipped to Himachal from a Medchal warehouse;
// one chair returned on 25-11-2025 from the export under LUT and the SEZ supply with IGST.
import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { gstinCheckCharacter } from '@hisaab/shared/gstin';
import { companySettings, customers, units } from '../src/db/schema.ts';
import { createTestApp, registerAndLogin, sender, type TestApp } from './support/test-app.ts';
import {
  addCustomer,
  addItem,
  companyIdOf,
  gstinOfState,
  setCompanyGstin,
} from './support/fixtures.ts';

export const SELLER = `36AABCT1332L1Z${gstinCheckCharacter('36AABCT1332L1Z')}`;
export const SEZ_GSTIN = '36AASFP8573D1ZO';
export const BUYER = gstinOfState('36');

export const PORT = {
  name: 'JNPT Nhava Sheva',
  address: 'Jawaharlal Nehru Port, Sheva',
  place: 'Navi Mumbai',
  pin: '400707',
  stateCode: '27',
};
export const SITE = {
  name: 'Hyd Interiors Shimla site',
  address: 'Mall Road',
  place: 'Shimla',
  pin: '171001',
  stateCode: '02',
};
export const WAREHOUSE = {
  name: 'Deccan Furniture Medchal',
  address: 'Survey 12, Medchal',
  place: 'Medchal',
  pin: '501401',
  stateCode: '36',
};
export const SHIPPING = {
  shippingBillNumber: '1234567',
  shippingBillDate: '2025-11-21',
  portCode: 'INNSA1',
  currency: 'USD',
  country: 'AE',
};

type Doc = { id: number; number: string };

export async function createSuppliesWorld() {
  const bills: Record<string, Doc> = {};
  const notes: Record<string, Doc> = {};
  const t: TestApp = await createTestApp();
  const owner = await registerAndLogin(t, { companyName: 'Deccan Furniture' });
  const companyId = companyIdOf(owner.accessToken);
  const send = sender(
    () => t,
    () => owner.auth,
  );
  const db = t.database.db;
  await setCompanyGstin(t, companyId, SELLER);
  await db
    .update(companySettings)
    .set({
      infoName: 'Deccan Furniture',
      infoAddress: 'Plot 5, Road 2, Banjara Hills, Hyderabad 500034',
      infoGstin: SELLER,
      lutReference: 'AD360325000123X',
      lutValidFrom: '2025-04-01',
      lutValidTo: '2026-03-31',
    })
    .where(eq(companySettings.companyId, companyId));
  await db
    .update(units)
    .set({ uqc: 'NOS' })
    .where(and(eq(units.companyId, companyId), eq(units.name, 'No')));
  const buyer = await addCustomer(t, companyId, { name: 'Hyd Interiors', gstin: BUYER });
  const sez = await addCustomer(t, companyId, { name: 'Hitec SEZ Unit', gstin: SEZ_GSTIN });
  const dubai = await addCustomer(t, companyId, { name: 'Dubai Homes LLC', stateCode: '96' });
  for (const [id, address] of [
    [buyer.id, 'Ameerpet, Hyderabad 500016'],
    [sez.id, 'Mindspace SEZ, Madhapur, Hyderabad 500081'],
    [dubai.id, 'Office 12, Sheikh Zayed Road\nDubai'],
  ] as const)
    await db
      .update(customers)
      .set({ address })
      .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
  const chair = await addItem(t, companyId, {
    name: 'Teak Chair',
    ratePaise: 118000,
    group: 'GST 18%',
    hsn: '94036000',
  });
  expect((await send('PUT', '/api/companysettings', { eInvoicingEnabled: true })).statusCode).toBe(
    200,
  );
  const sale = async (key: string, customerId: number, extra: Record<string, unknown>) => {
    const res = await send('POST', '/api/transactions', {
      customerId,
      transactionDate: '2025-11-20',
      isPurchase: false,
      lineItems: [{ itemId: chair.id, quantity: 2, rate: 1180, unitId: chair.unitId }],
      payments: [],
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    bills[key] = res.json();
  };
  await sale('exportLut', dubai.id, {
    supplyType: 'export_under_lut',
    shipTo: PORT,
    exportDetails: SHIPPING,
  });
  await sale('exportTax', dubai.id, { supplyType: 'export_with_tax', shipTo: PORT });
  await sale('sezTax', sez.id, { supplyType: 'sez_with_tax' });
  await sale('sezLut', sez.id, { supplyType: 'sez_under_lut' });
  await sale('deemed', buyer.id, { supplyType: 'deemed_export' });
  await sale('shipTo', buyer.id, { shipTo: SITE, dispatchFrom: WAREHOUSE });
  for (const key of ['exportLut', 'sezTax']) {
    const res = await send('POST', '/api/returns', {
      originalId: bills[key]!.id,
      transactionDate: '2025-11-25',
      refundMode: 'adjust',
      lines: [{ lineNo: 1, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    notes[key] = res.json();
  }
  return { t, send, companyId, bills, notes };
}
