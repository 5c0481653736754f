// The e-invoice and e-way bill tests' company: ABC Traders of Bengaluru (29) with the NIC
// sample GSTINs of shared/domain/EINVOICE.md, its worked example's two items (rates are
// tax-inclusive in Hisaab: ₹1,180 holds 18%, ₹262.50 holds 5%), customers in and out of the
// state, a B2C customer, an exempt item, an aerated drink at 40% (a slab since 22-09-2025) and a
// second company for isolation.
import { and, eq } from 'drizzle-orm';
import {
  companies,
  companySettings,
  customers,
  items,
  taxGroups,
  units,
} from '../src/db/schema.ts';
import { createTestApp, registerAndLogin, sender, type TestApp } from './support/test-app.ts';
import { addCustomer, addItem, companyIdOf } from './support/fixtures.ts';

export const SELLER_GSTIN = '29AABCT1332L000';
export const BUYER_GSTIN = '29AWGPV7107B1Z1';
export const MH_BUYER_GSTIN = '27AAPFU0939F1ZV';

export async function createEInvoiceWorld() {
  const t: TestApp = await createTestApp();
  const owner = await registerAndLogin(t, { companyName: 'ABC Traders' });
  const other = await registerAndLogin(t, { companyName: 'Other Co' });
  const companyId = companyIdOf(owner.accessToken);
  const db = t.database.db;
  await db
    .update(companies)
    .set({ gstin: SELLER_GSTIN, stateCode: '29' })
    .where(eq(companies.id, companyId));
  await db
    .update(companySettings)
    .set({
      infoName: 'ABC Traders',
      infoAddress: '5th Block, Kuvempu Layout, Bengaluru 560001',
      infoGstin: SELLER_GSTIN,
      invoiceNumberFormat: 'HSB/24-25/{0000}',
    })
    .where(eq(companySettings.companyId, companyId));
  const xyz = await addCustomer(t, companyId, { name: 'XYZ Stores', gstin: BUYER_GSTIN });
  const pune = await addCustomer(t, companyId, { name: 'Pune Mart', gstin: MH_BUYER_GSTIN });
  const walkIn = await addCustomer(t, companyId, { name: 'Walk In Buyer', stateCode: '29' });
  const self = await addCustomer(t, companyId, { name: 'Our Branch', gstin: SELLER_GSTIN });
  for (const [id, address] of [
    [xyz.id, '7th Block, Bengaluru 560004'],
    [pune.id, '12 FC Road\nShivajinagar, Pune 411005'],
    [walkIn.id, 'Jayanagar, Bengaluru 560011'],
    [self.id, '5th Block, Kuvempu Layout, Bengaluru 560001'],
  ] as const)
    await db
      .update(customers)
      .set({ address })
      .where(and(eq(customers.companyId, companyId), eq(customers.id, id)));
  const [kg] = await db.insert(units).values({ companyId, name: 'Kg', uqc: 'KGS' }).returning();
  const [bundle] = await db.insert(units).values({ companyId, name: 'Gaddi' }).returning();
  const tiffin = await addItem(t, companyId, {
    name: 'Steel Tiffin Box',
    ratePaise: 118000,
    group: 'GST 18%',
    hsn: '73239390',
  });
  const tea = await addItem(t, companyId, {
    name: 'Tea Leaves',
    ratePaise: 26250,
    group: 'GST 5%',
    hsn: '09024090',
  });
  await db
    .update(items)
    .set({ unitId: kg!.id })
    .where(and(eq(items.companyId, companyId), eq(items.id, tea.id)));
  const rice = await addItem(t, companyId, { name: 'Loose Rice', ratePaise: 5000, hsn: '100630' });
  const shortHsn = await addItem(t, companyId, {
    name: 'Brass Lamp',
    ratePaise: 11800,
    group: 'GST 18%',
    hsn: '7418',
  });
  const rope = await addItem(t, companyId, {
    name: 'Jute Rope',
    ratePaise: 11200,
    group: 'GST 12%',
    hsn: '56074900',
  });
  await db
    .update(items)
    .set({ unitId: bundle!.id })
    .where(and(eq(items.companyId, companyId), eq(items.id, rope.id)));
  const drink = await addItem(t, companyId, {
    name: 'Aerated Drink',
    ratePaise: 14000,
    group: 'GST 40%',
    hsn: '22021010',
  });
  const [group18] = await db
    .select()
    .from(taxGroups)
    .where(and(eq(taxGroups.companyId, companyId), eq(taxGroups.name, 'GST 18%')));

  const send = sender(
    () => t,
    () => owner.auth,
  );
  const line = (
    item: { id: number; unitId: number },
    quantity: number,
    rate: number,
    unitId = item.unitId,
  ) => ({ itemId: item.id, quantity, rate, unitId });

  async function sale(body: {
    customerId: number;
    lines: ReturnType<typeof line>[];
    date?: string;
    payments?: { amount: number; isBankTransaction: boolean; isPaymentMade: boolean }[];
  }) {
    const res = await send('POST', '/api/transactions', {
      transactionDate: body.date ?? '2024-07-15',
      isPurchase: false,
      customerId: body.customerId,
      lineItems: body.lines,
      payments: body.payments ?? [],
    });
    if (res.statusCode !== 201) throw new Error(`sale failed: ${res.body}`);
    return res.json() as { id: number; number: string; transactionDate: string };
  }

  return {
    t,
    db,
    owner,
    other,
    companyId,
    send,
    line,
    sale,
    customers: { xyz, pune, walkIn, self },
    items: {
      tiffin,
      tea: { ...tea, unitId: kg!.id },
      rice,
      shortHsn,
      rope: { ...rope, unitId: bundle!.id },
      drink,
    },
    group18: group18!,
    close: () => t.close(),
  };
}

/** A JWT as the IRP signs it (signature not checked): payload.data is a JSON string. */
export function fakeJwt(data: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64({ iss: 'NIC', data: JSON.stringify(data) })}.c2lnbmF0dXJl`;
}

export const IRN = 'a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229';

/** The IRP's success reply for a bill, in the API's shape ({Status, Data} with Data a string). */
export function irpReply(bill: { number: string; date: string }, irn = IRN, seller = SELLER_GSTIN) {
  const [y, m, d] = bill.date.split('-');
  const qr = fakeJwt({
    SellerGstin: seller,
    BuyerGstin: BUYER_GSTIN,
    DocNo: bill.number,
    DocTyp: 'INV',
    DocDt: `${d}/${m}/${y}`,
    TotInvVal: 17050,
    ItemCnt: 2,
    MainHsnCode: '73239390',
    Irn: irn,
    IrnDt: '2024-07-15 11:20:00',
  });
  return {
    Status: 1,
    Data: JSON.stringify({
      AckNo: 112410012345678,
      AckDt: '2024-07-15 11:20:00',
      Irn: irn,
      SignedInvoice: fakeJwt({ DocDtls: { Typ: 'INV', No: bill.number, Dt: `${d}/${m}/${y}` } }),
      SignedQRCode: qr,
      Status: 'ACT',
    }),
  };
}
