// A company with one of everything, made through the API as its Admin would: customer, item,
// unit, tax, tax group, bank account, a sale, a payment, an expense, an uploaded file, a saved
// report snapshot, a colleague and a pending invitation. Names carry `marker`, so a test can
// look for them in another company's answers.
import type { InjectOptions } from 'fastify';
import type { TestApp } from './test-app.ts';
import { inviteAndJoin, registerAndLogin } from './test-app.ts';

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface CompanyBooks {
  auth: Record<string, string>;
  email: string;
  companyCode: string;
  colleagueEmail: string;
  pendingEmail: string;
  ids: {
    customer: number;
    item: number;
    unit: number;
    tax: number;
    taxGroup: number;
    bankAccount: number;
    sale: number;
    payment: number;
    paymentTransaction: number;
    expense: number;
    snapshot: string;
  };
  publicCode: string;
}

/** A multipart/form-data request body with text fields and one file. */
export function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----hisaab${Math.random().toString(16).slice(2)}`;
  const parts: Uint8Array[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Amounts in rupees: a test may make them distinctive, to look for them elsewhere. */
export interface BookAmounts {
  rate: number;
  expense: number;
  payment: number;
}

export async function createCompanyBooks(
  t: TestApp,
  marker: string,
  amounts: BookAmounts = { rate: 120, expense: 25, payment: 40 },
): Promise<CompanyBooks> {
  const slug = marker.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const admin = await registerAndLogin(t, {
    companyName: `${marker} Co`,
    email: `owner-${slug}@books.example`,
  });
  const send = async (method: InjectOptions['method'], url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: admin.auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown> & { id: number };
  };

  const unit = await send('POST', '/api/units', { name: `${marker} Box` });
  const tax = await send('POST', '/api/taxes', { name: `${marker} Cess`, rate: 1 });
  const taxGroup = await send('POST', '/api/taxes/groups', { name: `${marker} Group` });
  const customer = await send('POST', '/api/customers', { name: `${marker} Customer` });
  const item = await send('POST', '/api/items', {
    name: `${marker} Item`,
    unitId: unit.id,
    rate: amounts.rate,
    buyRate: amounts.rate,
  });
  const bankAccount = await send('POST', '/api/bankaccounts', {
    bankName: `${marker} Bank`,
    accountName: `${marker} Current`,
    accountNumber: '50200012345678',
  });
  const sale = await send('POST', '/api/transactions', {
    customerId: customer.id,
    transactionDate: '2026-05-04',
    isPurchase: false,
    remark: `${marker} sale`,
    lineItems: [{ itemId: item.id, quantity: 2, rate: amounts.rate, unitId: unit.id }],
    payments: [],
  });
  const payment = await send('POST', '/api/transactions/payment', {
    customerId: customer.id,
    transactionDate: '2026-05-05',
    amount: amounts.payment,
    isPaymentMade: false,
    remark: `${marker} payment`,
  });
  const expense = await send('POST', '/api/expenses', {
    expenseItemName: `${marker} Expense`,
    amount: amounts.expense,
    remark: `${marker} tea`,
    timeStamp: '2026-05-04T10:15:00+05:30',
    isBankTransaction: true,
    bankAccountId: bankAccount.id,
  });
  const body = multipart(
    { transactionId: String(sale.id) },
    { name: `${slug}.pdf`, type: 'application/pdf', bytes: PDF_BYTES },
  );
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...admin.auth, ...body.headers },
    payload: body.payload,
  });
  if (upload.statusCode !== 201) throw new Error(`upload: ${upload.statusCode} ${upload.body}`);
  const snapshot = (await send(
    'GET',
    `/api/reports/registers/sales?startDate=2026-04-01&endDate=2027-03-31&save=true&name=${encodeURIComponent(`${marker} snapshot`)}`,
  )) as unknown as { snapshot: { id: string } };
  const colleague = await inviteAndJoin(t, admin, 'Manager', `manager-${slug}@books.example`);
  const pendingEmail = `pending-${slug}@books.example`;
  await send('POST', '/api/account/invite-user', { email: pendingEmail, role: 'Auditor' });

  const payments = (payment as unknown as { payments: { id: number }[] }).payments;
  return {
    auth: admin.auth,
    email: admin.email,
    companyCode: admin.companyCode,
    colleagueEmail: colleague.email,
    pendingEmail,
    ids: {
      customer: customer.id,
      item: item.id,
      unit: unit.id,
      tax: tax.id,
      taxGroup: taxGroup.id,
      bankAccount: bankAccount.id,
      sale: sale.id,
      payment: payments[0]!.id,
      paymentTransaction: payment.id,
      expense: expense.id,
      snapshot: snapshot.snapshot.id,
    },
    publicCode: (upload.json() as { publicAccessCode: string }).publicAccessCode,
  };
}
