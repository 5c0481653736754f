// One company with bills (inter-state IGST, intra-state CGST/SGST) and an expense, another
// company with a bill, and helpers to upload, render and read PDFs, for the files tests.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  companies,
  companySettings,
  customers,
  expenseItems,
  expenses,
  files,
} from '../src/db/schema.ts';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.ts';
import {
  addBankAccount,
  addCustomer,
  addItem,
  companyIdOf,
  setCompanyState,
} from './support/fixtures.ts';

export const COMPANY_GSTIN = '27AAPFU0939F1ZV';
export const CUSTOMER_GSTIN = '29AABCR1718E1ZL';
export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n% test\n'),
  Buffer.alloc(200, 0x20),
  Buffer.from('\n%%EOF\n'),
]);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(300, 7),
  Buffer.from([0xff, 0xd9]),
]);
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
]);

export type FilesWorld = Awaited<ReturnType<typeof createFilesWorld>>;

export async function createFilesWorld() {
  const t: TestApp = await createTestApp();
  const pdfDir = mkdtempSync(path.join(tmpdir(), 'hisaab-pdf-'));
  const owner = await registerAndLogin(t, { companyName: 'Sharma Traders' });
  const other = await registerAndLogin(t, { companyName: 'Other Co' });
  const companyId = companyIdOf(owner.accessToken);
  await setCompanyState(t, companyId, '27');
  await t.database.db
    .update(companies)
    .set({ gstin: COMPANY_GSTIN })
    .where(eq(companies.id, companyId));
  await t.database.db
    .update(companySettings)
    .set({
      infoName: 'Sharma Traders Pvt Ltd',
      infoAddress: '12 MG Road, Pune 411001',
      infoPhone: '+91 98200 11223',
      infoGstin: COMPANY_GSTIN,
    })
    .where(eq(companySettings.companyId, companyId));
  const rao = await addCustomer(t, companyId, {
    name: 'Rao Traders',
    gstin: CUSTOMER_GSTIN,
    phone: '+91 80 2222 3333',
  });
  await t.database.db
    .update(customers)
    .set({ address: '4 Brigade Road, Bengaluru' })
    .where(and(eq(customers.companyId, companyId), eq(customers.id, rao.id)));
  const mumbai = await addCustomer(t, companyId, { name: 'Mumbai Stores', stateCode: '27' });
  const pen = await addItem(t, companyId, {
    name: 'Pen',
    ratePaise: 11800,
    group: 'GST 18%',
    hsn: '9608',
  });
  const bag = await addItem(t, companyId, {
    name: 'Bag',
    ratePaise: 99900,
    group: 'GST 5%',
    hsn: '4202',
  });
  const bank = await addBankAccount(t, companyId);
  const line = (item: { id: number; unitId: number }, quantity: number, rate: number) => ({
    itemId: item.id,
    quantity,
    rate,
    unitId: item.unitId,
  });
  const save = async (auth: Record<string, string>, body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: auth,
      payload: body,
    });
    if (res.statusCode !== 201) throw new Error(`sale failed: ${res.body}`);
    return res.json() as { id: number; number: string };
  };
  const sale = { transactionDate: '2026-11-20', isPurchase: false };
  const igstSale = await save(owner.auth, {
    ...sale,
    customerId: rao.id,
    lineItems: [line(pen, 1, 100), line(bag, 1, 999)],
    payments: [
      { amount: 500, isBankTransaction: true, bankAccountId: bank.id, isPaymentMade: false },
    ],
    remark: 'UPI ref 4411',
  });
  const cgstSale = await save(owner.auth, {
    ...sale,
    customerId: mumbai.id,
    lineItems: [line(pen, 2, 118)],
    payments: [],
  });

  const otherId = companyIdOf(other.accessToken);
  const otherCustomer = await addCustomer(t, otherId, { name: 'Someone Else', stateCode: '27' });
  const otherItem = await addItem(t, otherId, { name: 'Widget', ratePaise: 1000 });
  const otherSale = await save(other.auth, {
    ...sale,
    customerId: otherCustomer.id,
    lineItems: [line(otherItem, 1, 10)],
    payments: [],
  });

  const [expenseItem] = await t.database.db
    .insert(expenseItems)
    .values({ companyId, name: 'Tea' })
    .returning();
  const [expense] = await t.database.db
    .insert(expenses)
    .values({
      companyId,
      expenseItemId: expenseItem!.id,
      amountPaise: 2000,
      expenseDate: '2026-11-20',
      timeStamp: new Date(),
    })
    .returning();
  const expenseId = expense!.id;

  /** A multipart/form-data body with text fields and at most one file. */
  function multipart(
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Buffer },
    options: { fileFirst?: boolean } = {},
  ) {
    const boundary = `----hisaab${Math.random().toString(16).slice(2)}`;
    const fieldParts = Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
    const fileParts = file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
          ),
          file.bytes,
          Buffer.from('\r\n'),
        ]
      : [];
    const parts = options.fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      payload: Buffer.concat(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  const upload = (
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Buffer },
    auth: Record<string, string> = owner.auth,
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  };

  const renderPdf = (
    id: number | string,
    body: object = { htmlContent: '<html><body>print</body></html>' },
    auth: Record<string, string> = owner.auth,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/files/transaction/${id}/html-to-pdf`,
      headers: auth,
      payload: body,
    });

  const getPublic = (code: string) =>
    t.app.inject({ method: 'GET', url: `/api/files/public/${code}` });

  const fileCount = async () =>
    Number((await t.database.db.select({ n: count() }).from(files))[0]!.n);

  /** Text of a PDF (or of some of its pages), as poppler's pdftotext reads it. */
  function pdfText(bytes: Buffer, pages?: { first: number; last: number }): string {
    const file = path.join(pdfDir, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, bytes);
    const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
    return execFileSync('pdftotext', ['-layout', ...range, file, '-'], { encoding: 'utf8' });
  }

  function pdfPages(bytes: Buffer): number {
    const file = path.join(pdfDir, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, bytes);
    return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  }

  async function renderedBytes(id: number): Promise<Buffer> {
    const res = await renderPdf(id);
    expect(res.statusCode).toBe(201);
    const served = await getPublic(res.json().publicAccessCode);
    expect(served.statusCode).toBe(200);
    return served.rawPayload;
  }

  return {
    t,
    owner,
    other,
    companyId,
    raoId: rao.id,
    mumbaiCustomer: mumbai,
    penItem: pen,
    igstSale,
    cgstSale,
    otherSale,
    expenseId,
    multipart,
    upload,
    renderPdf,
    getPublic,
    fileCount,
    pdfText,
    pdfPages,
    renderedBytes,
    async close() {
      await t.close();
      rmSync(pdfDir, { recursive: true, force: true });
    },
  };
}
