// Issue 39: a message travels as its key and values from where it is raised to where it is
// shown, so what the user typed is never taken for a word of the catalogue: a customer, a
// header or an expense head named 'Total' (Hindi 'कुल'), 'Sales' or 'bill' stays as typed in a
// Hindi import preview and a Hindi report, while the fixed words around it are translated
// ('the bill' whole, never 'the बिल'); and an error answer carries a stable code and its values
// beside the translated detail.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localiseDataset } from '@hisaab/shared/reports/localise';
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { translator } from '../src/platform/i18n.ts';
import { csv, uploader, type PreviewBody } from './imports-world.ts';
import { addCustomer } from './support/fixtures.ts';
import { DAY, bill, giveBack, send, w } from './returns-world.ts';

const hindi = () => ({ ...w.owner.auth, 'accept-language': 'hi' });

describe('user data equal to catalogue words', () => {
  it('stays as typed in a Hindi import preview', async () => {
    const upload = uploader(w.t);
    const file = csv([
      ['Customer', 'Opening balance', 'Total'],
      ['Total', '100', ''],
      ['bill', '50', ''],
      ['Sales', '20', ''],
    ]);
    const reply = await upload(hindi(), 'opening-balances/preview', { name: 'o.csv', bytes: file });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json() as PreviewBody;
    expect(body.fileProblems.map((p) => p.message)).toEqual([
      'कॉलम "Total" Hisaab नहीं पढ़ता: इसे छोड़ दिया गया है।',
    ]);
    const unknown = (name: string) =>
      `आपके हिसाब में "${name}" नाम का कोई ग्राहक नहीं है। पहले ग्राहक इम्पोर्ट करें, या वर्तनी जाँचें।`;
    expect(body.rows.map((r) => r.problems.map((p) => p.message))).toEqual([
      [unknown('Total')],
      [unknown('bill')],
      [unknown('Sales')],
    ]);
  });

  it("stays as typed in a Hindi import preview when it reads like a message's English", async () => {
    const upload = uploader(w.t);
    const names = ['Must be 5 characters or fewer.', 'Invalid input', 'Total'];
    const file = csv([['Customer', 'Opening balance'], ...names.map((n) => [n, '10'])]);
    const reply = await upload(hindi(), 'opening-balances/preview', { name: 'o.csv', bytes: file });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json() as PreviewBody;
    expect(body.rows.map((r) => r.problems.map((p) => p.message))).toEqual(
      names.map((name) => [
        `आपके हिसाब में "${name}" नाम का कोई ग्राहक नहीं है। पहले ग्राहक इम्पोर्ट करें, या वर्तनी जाँचें।`,
      ]),
    );
  });

  it('stays as typed in a Hindi report and its export, its fixed words translated', async () => {
    const { t, companyId } = w;
    await addCustomer(t, companyId, { name: 'Total', stateCode: '27' });
    const spent = await send('POST', '/api/expenses', {
      expenseItemName: 'Total',
      amount: 20,
      remark: null,
      timeStamp: `${DAY}T10:15:00+05:30`,
      isBankTransaction: false,
      bankAccountId: null,
    });
    expect(spent.statusCode, spent.body).toBe(201);
    const url = `/api/reports/ledger/profit-and-loss?startDate=${DAY}&endDate=${DAY}`;

    // The JSON stays English, each fixed-word cell's key and values beside the rows.
    const json = await send('GET', url, undefined, hindi());
    expect(json.statusCode, json.body).toBe(200);
    const pl = (
      json.json() as {
        datasets: {
          name: string;
          rows: Record<string, unknown>[];
          cellTexts?: (Record<string, unknown> | null)[];
        }[];
      }
    ).datasets.find((d) => d.name === 'profitAndLoss')!;
    const at = pl.rows.findIndex((r) => r['account'] === 'Expense: Total');
    expect(pl.rows[at]).toEqual({ section: 'Expenses', account: 'Expense: Total', amount: 20 });
    expect(pl.cellTexts?.[at]).toEqual({
      section: { key: 'Expenses' },
      account: { key: 'Expense: {{head}}', values: { head: 'Total' } },
    });

    // The Hindi export translates the fixed words, never the head's name.
    const file = await send('GET', `${url}&format=csv&dataset=profitAndLoss`, undefined, hindi());
    expect(file.statusCode).toBe(200);
    const lines = file.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain('ख़र्च,ख़र्च: Total,20.00');
    expect(file.body).not.toContain('कुल');
  });
});

describe('a name inside a refusal raised since (issue 39 on the issues 36-42 work)', () => {
  it("keeps a tax group named 'Total' as typed in the Hindi 409, with its code and values", async () => {
    const tax = await send('POST', '/api/taxes', { name: 'Spare Total', rate: 1 });
    expect(tax.statusCode, tax.body).toBe(201);
    const taxId = (tax.json() as { id: number }).id;
    const group = await send('POST', '/api/taxes/groups', { name: 'Total' });
    expect(group.statusCode, group.body).toBe(201);
    const groupId = (group.json() as { id: number }).id;
    const added = await send('POST', `/api/taxes/groups/${groupId}/taxes/add`, {
      taxId,
      priority: 1,
    });
    expect(added.statusCode, added.body).toBeLessThan(300);

    const refused = await send('DELETE', `/api/taxes/${taxId}`, undefined, hindi());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: 'यह कर “Total” कर समूह में है; पहले इसे उससे हटाएँ।',
      code: 'conflict',
      values: { names: '“Total”' },
    });
    expect(refused.body).not.toContain('कुल');
  });
});

describe("a schema's message with values (issue 39: no sentence is matched back)", () => {
  it('comes out in Hindi with its values: a name too long', async () => {
    const res = await send('POST', '/api/units', { name: 'x'.repeat(33) }, hindi());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'इकाई का नाम 32 अक्षरों या उससे कम का होना चाहिए।',
      errors: { name: ['इकाई का नाम 32 अक्षरों या उससे कम का होना चाहिए।'] },
      code: 'invalid_request',
      values: { max: 32 },
    });
    // English as before.
    const english = await send('POST', '/api/units', { name: 'x'.repeat(33) });
    expect(english.json().detail).toBe('Unit name must be 32 characters or fewer.');
  });

  it("keeps a tax group named like a message's English as typed in the Hindi 409", async () => {
    const name = 'Must be 5 characters or fewer.';
    const tax = await send('POST', '/api/taxes', { name: 'Spare Five', rate: 1 });
    const taxId = (tax.json() as { id: number }).id;
    const group = await send('POST', '/api/taxes/groups', { name });
    expect(group.statusCode, group.body).toBe(201);
    const groupId = (group.json() as { id: number }).id;
    await send('POST', `/api/taxes/groups/${groupId}/taxes/add`, { taxId, priority: 1 });
    const refused = await send('DELETE', `/api/taxes/${taxId}`, undefined, hindi());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(`यह कर “${name}” कर समूह में है; पहले इसे उससे हटाएँ।`);
  });
});

describe('a report title with a date in it', () => {
  it('travels as its key and values and reads in Hindi', async () => {
    const res = await send('GET', `/api/reports/ledger/trial-balance?asOfDate=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const tb = (res.json() as ReportResult).datasets.find((d) => d.name === 'trialBalance')!;
    expect(tb.title).toBe(`Trial balance as of ${DAY}`);
    expect(tb.titleText).toEqual({ key: 'Trial balance as of {{date}}', values: { date: DAY } });
    expect(localiseDataset(translator('hi').text, tb).title).toBe(`${DAY} तक का तलपट`);
  });
});

describe('a fixed word inside a message', () => {
  it("renders 'the bill' of a bill without a number wholly in Hindi", async () => {
    const bought = await send(
      'POST',
      '/api/transactions',
      bill(w.vendor.id, true, [[w.pen, 2, 59]]),
    );
    expect(bought.statusCode, bought.body).toBe(201);
    const purchase = bought.json() as { id: number };
    // A purchase recorded before purchases were numbered has none.
    await w.t.database.db.execute(
      sql`update transactions set number = null where company_id = ${w.companyId} and id = ${purchase.id}`,
    );
    const res = await send('POST', '/api/returns', giveBack(purchase.id, [[9, 1]]), hindi());
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'बिल की लाइन 9 उस पर बेचा गया सामान या सेवा नहीं है, इसलिए वापस नहीं ली जा सकती।',
    );
  });
});

describe('an error answer', () => {
  it('carries its code, its values and the Hindi detail', async () => {
    const res = await send('POST', '/api/returns', giveBack(w.saleId, [[9, 1]]), hindi());
    expect(res.statusCode).toBe(400);
    const sale = (await send('GET', `/api/transactions/${w.saleId}`)).json() as { number: string };
    expect(res.json()).toMatchObject({
      title: 'अमान्य अनुरोध',
      detail: `${sale.number} की लाइन 9 उस पर बेचा गया सामान या सेवा नहीं है, इसलिए वापस नहीं ली जा सकती।`,
      code: 'invalid_request',
      values: { lineNo: 9, bill: sale.number },
    });
  });

  it('names a login that waits for the email confirmation by its own code', async () => {
    const code = Math.random().toString(36).slice(2, 8).toUpperCase();
    const email = `unconfirmed-${code.toLowerCase()}@example.com`;
    const registered = await w.t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: {
        companyName: 'Unconfirmed Co',
        companyCode: `U${code}`,
        email,
        password: 'Secret123',
        confirmPassword: 'Secret123',
      },
    });
    expect(registered.statusCode, registered.body).toBeLessThan(300);
    const login = await w.t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'accept-language': 'mr' },
      payload: { email, password: 'Secret123' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      title: 'परवानगी नाही',
      detail: 'लॉग इन करण्यापूर्वी कृपया तुमच्या ईमेलची पुष्टी करा.',
      code: 'email_not_confirmed',
    });
  });
});
