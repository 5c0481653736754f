// A month of a Maharashtra shop (April 2026, plus an opening balance in January and a few
// entries in May), posted through the real API, for the golden report tests. Rates include
// GST, so they are picked to give round figures: Soap at ₹118 (GST 18%) is ₹100 taxable +
// ₹9 CGST + ₹9 SGST (or ₹18 IGST); Rice at ₹52.50 (GST 5%) is ₹50 + ₹1.25 + ₹1.25 (or ₹2.50).
//
//   (none)   2026-01-10 Ramesh (unregistered, intra): Opening Balance ₹1500, unpaid: an
//            opening balance, never a sale and with no number; the shop's earlier book
//            ended at INV-0001, so its invoice series goes on at INV-0002
//   PUR-0001 2026-04-01 Gujarat Supplies (24…, inter): 100 Soap @ ₹70.80 = ₹7080
//            (taxable 6000, IGST 1080); paid ₹5000 by bank
//   PUR-0002 2026-04-02 Local Wholesale (unregistered, intra): 200.5 Rice @ ₹42 = ₹8421
//            (taxable 8020, CGST 200.50, SGST 200.50); paid ₹8421 by bank
//   INV-0002 2026-04-03 Patil Traders (27…, intra): 10 Soap + 20 Rice = 1180 + 1050 = ₹2230
//            (taxable 2000, CGST 90 + 25, SGST 90 + 25); ₹1000 by bank
//   INV-0003 2026-04-05 Karnataka Retail (29…, inter): 5 Soap = ₹590 (IGST 90), unpaid
//   INV-0004 2026-04-08 Cash: 3 Soap + 1 Rice + Round Off −0.50 = 354 + 52.50 − 0.50 = ₹406
//            (CGST 27 + 1.25, SGST 27 + 1.25); ₹406 cash
//   INV-0005 2026-04-10 Ramesh: 2 Soap unpaid, then modified to 4 Soap = ₹472 (CGST 36,
//            SGST 36) with ₹100 cash
//   INV-0006 2026-04-12 Patil Traders: 1 Soap, then deleted
//   payment  2026-04-20 Patil Traders pays ₹500 cash
//   payment  2026-04-25 we pay Gujarat Supplies ₹1000 by bank
//   INV-0007 2026-04-28 Karnataka Retail: 10 Rice + Discount −25 = 525 − 25 = ₹500 (IGST 25)
//   INV-0008 2026-05-03 Karnataka Retail: 1 Soap = ₹118 (IGST 18), unpaid
//   payment  2026-05-10 Karnataka Retail pays ₹700 by bank
//   expenses Tea 2026-03-31 ₹99 cash; Tea 04-03 ₹150 cash; Rent 04-05 ₹10000 bank;
//            Tea 04-15 ₹50 cash; Electricity 04-20 ₹2500 bank
// Every bank payment carries the remark 'NEFT' (the app asks for one).
// Items: Soap (HSN 3401, buy rate ₹59), Rice (HSN 1006, buy rate ₹40.33), Pen (never traded).
import type { TestApp } from './test-app.ts';
import { registerAndLogin } from './test-app.ts';
import {
  addBankAccount,
  addCustomer,
  addItem,
  cashCustomer,
  companyIdOf,
  setCompanyState,
  setNextInvoiceNumber,
  specialItem,
} from './fixtures.ts';

export interface SeededMonth {
  owner: Awaited<ReturnType<typeof registerAndLogin>>;
  companyId: number;
  customers: Record<'ramesh' | 'patil' | 'karnataka' | 'gujarat' | 'local' | 'cash', number>;
  /** Transaction ids by invoice number (deleted INV-0006 included). */
  ids: Record<string, number>;
}

export async function seedReportMonth(t: TestApp): Promise<SeededMonth> {
  const owner = await registerAndLogin(t);
  const companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  const bank = await addBankAccount(t, companyId);
  const cash = await cashCustomer(t, companyId);
  const ramesh = await addCustomer(t, companyId, { name: 'Ramesh' });
  const patil = await addCustomer(t, companyId, {
    name: 'Patil Traders',
    gstin: '27AAPFU0939F1ZV',
    phone: '9876543210',
  });
  const karnataka = await addCustomer(t, companyId, {
    name: 'Karnataka Retail',
    gstin: '29AABCR1718E1ZL',
  });
  const gujarat = await addCustomer(t, companyId, {
    name: 'Gujarat Supplies',
    gstin: '24AAQCA8719H1ZC',
  });
  const local = await addCustomer(t, companyId, { name: 'Local Wholesale' });
  const soap = await addItem(t, companyId, {
    name: 'Soap',
    ratePaise: 11800,
    buyRatePaise: 5900,
    group: 'GST 18%',
    hsn: '3401',
  });
  const rice = await addItem(t, companyId, {
    name: 'Rice',
    ratePaise: 5250,
    buyRatePaise: 4033,
    group: 'GST 5%',
    hsn: '1006',
  });
  await addItem(t, companyId, { name: 'Pen', ratePaise: 1000, buyRatePaise: 700 });
  const opening = await specialItem(t, companyId, 'opening_balance');
  const roundOff = await specialItem(t, companyId, 'round_off');
  const discount = await specialItem(t, companyId, 'discount');

  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: owner.auth,
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? null : (res.json() as { id: number; number: string });
  };
  const line = (item: { id: number; unitId: number }, quantity: number, rate: number) => ({
    itemId: item.id,
    quantity,
    rate,
    unitId: item.unitId,
  });
  const cashIn = (amount: number) => ({ amount, isBankTransaction: false, isPaymentMade: false });
  const bankIn = (amount: number) => ({
    amount,
    isBankTransaction: true,
    bankAccountId: bank.id,
    isPaymentMade: false,
  });
  const bankOut = (amount: number) => ({ ...bankIn(amount), isPaymentMade: true });
  const ids: Record<string, number> = {};
  const bill = async (
    date: string,
    customerId: number,
    lineItems: object[],
    payments: object[] = [],
    isPurchase = false,
  ) => {
    const saved = (await send('POST', '/api/transactions', {
      customerId,
      transactionDate: date,
      isPurchase,
      // The screen asks for a reference whenever money goes through the bank.
      remark: payments.some((p) => 'bankAccountId' in p) ? 'NEFT' : null,
      lineItems,
      payments,
    }))!;
    if (saved.number) ids[saved.number] = saved.id;
    return saved;
  };
  const payment = (date: string, customerId: number, amount: number, made: boolean) =>
    send('POST', '/api/transactions/payment', {
      customerId,
      transactionDate: date,
      amount,
      isPaymentMade: made,
      isBankTransaction: made || customerId === karnataka.id,
      bankAccountId: made || customerId === karnataka.id ? bank.id : null,
      remark: made || customerId === karnataka.id ? 'NEFT' : null,
    });
  const expense = (date: string, item: string, amount: number, byBank = false) =>
    send('POST', '/api/expenses', {
      expenseItemName: item,
      amount,
      timeStamp: `${date}T11:00:00+05:30`,
      isBankTransaction: byBank,
      bankAccountId: byBank ? bank.id : null,
    });

  await bill('2026-01-10', ramesh.id, [line(opening, 1, 1500)]);
  await setNextInvoiceNumber(t, companyId, 2);
  await bill('2026-04-01', gujarat.id, [line(soap, 100, 70.8)], [bankOut(5000)], true);
  await bill('2026-04-02', local.id, [line(rice, 200.5, 42)], [bankOut(8421)], true);
  await bill('2026-04-03', patil.id, [line(soap, 10, 118), line(rice, 20, 52.5)], [bankIn(1000)]);
  await bill('2026-04-05', karnataka.id, [line(soap, 5, 118)]);
  await bill(
    '2026-04-08',
    cash.id,
    [line(soap, 3, 118), line(rice, 1, 52.5), line(roundOff, 1, -0.5)],
    [cashIn(406)],
  );
  const modified = await bill('2026-04-10', ramesh.id, [line(soap, 2, 118)]);
  await send('PUT', `/api/transactions/${modified.id}`, {
    customerId: ramesh.id,
    transactionDate: '2026-04-10',
    isPurchase: false,
    remark: null,
    lineItems: [line(soap, 4, 118)],
    payments: [cashIn(100)],
  });
  const deleted = await bill('2026-04-12', patil.id, [line(soap, 1, 118)]);
  await send('DELETE', `/api/transactions/${deleted.id}`);
  await payment('2026-04-20', patil.id, 500, false);
  await payment('2026-04-25', gujarat.id, 1000, true);
  await bill('2026-04-28', karnataka.id, [line(rice, 10, 52.5), line(discount, 1, -25)]);
  await bill('2026-05-03', karnataka.id, [line(soap, 1, 118)]);
  await payment('2026-05-10', karnataka.id, 700, false);

  await expense('2026-03-31', 'Tea', 99);
  await expense('2026-04-03', 'Tea', 150);
  await expense('2026-04-05', 'Rent', 10000, true);
  await expense('2026-04-15', 'Tea', 50);
  await expense('2026-04-20', 'Electricity', 2500, true);

  return {
    owner,
    companyId,
    customers: {
      ramesh: ramesh.id,
      patil: patil.id,
      karnataka: karnataka.id,
      gujarat: gujarat.id,
      local: local.id,
      cash: cash.id,
    },
    ids,
  };
}
