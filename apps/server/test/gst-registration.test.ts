// Issue 23, findings 6 and 7: a seller without a GSTIN or on the composition scheme collects
// no GST (bill of supply, out of GSTR-1/3B, no input tax credit), and ended taxes are flagged
// with a one-step move of their items to a current group.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, items } from '../src/db/schema.ts';
import {
  createTestApp,
  inviteAndJoin,
  registerAndLogin,
  sender,
  type TestApp,
} from './support/test-app.ts';
import {
  addCustomer,
  addItem,
  companyIdOf,
  ledgerBalance,
  setCompanyState,
  unbalancedSources,
} from './support/fixtures.ts';

type Owner = Awaited<ReturnType<typeof registerAndLogin>>;

let t: TestApp;
let pdfDir: string;
let unregistered: Owner;
let composition: Owner;
let compositionManager: { auth: Record<string, string> };
let compositionAuditor: { auth: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  pdfDir = mkdtempSync(path.join(tmpdir(), 'hisaab-registration-'));
  unregistered = await registerAndLogin(t, { companyName: 'Gupta Dairy' });
  composition = await registerAndLogin(t, { companyName: 'Patil Kirana' });
  await setCompanyState(t, companyIdOf(composition.accessToken), '27');
  compositionManager = await inviteAndJoin(t, composition, 'Manager');
  compositionAuditor = await inviteAndJoin(t, composition, 'Auditor');
});
afterAll(async () => {
  await t?.close();
  if (pdfDir) rmSync(pdfDir, { recursive: true, force: true });
});

const as = (who: { auth: Record<string, string> }) =>
  sender(
    () => t,
    () => who.auth,
  );

async function shop(owner: Owner) {
  const companyId = companyIdOf(owner.accessToken);
  return {
    companyId,
    send: as(owner),
    customer: await addCustomer(t, companyId, { name: 'Joshi Sweets', stateCode: '27' }),
    vendor: await addCustomer(t, companyId, {
      name: 'Amul Distributor',
      gstin: '27AAGCG4576J1Z6',
    }),
    ghee: await addItem(t, companyId, { name: 'Ghee 1L', ratePaise: 63000, group: 'GST 5%' }),
  };
}

const bill = (
  customerId: number,
  item: { id: number; unitId: number },
  extra: { isPurchase?: boolean; date?: string } = {},
) => ({
  customerId,
  transactionDate: extra.date ?? '2026-11-20',
  isPurchase: extra.isPurchase ?? false,
  lineItems: [{ itemId: item.id, quantity: 2, rate: 630, unitId: item.unitId }],
  payments: [],
});

interface View {
  id: number;
  totals: { amount: number; taxable: number; tax: number; taxSummary: unknown[] };
  lineItems: { taxes: unknown[]; taxAmount: number }[];
}

async function pdfOf(send: ReturnType<typeof as>, id: number): Promise<string> {
  const res = await send('POST', `/api/files/transaction/${id}/html-to-pdf`, {
    htmlContent: '<html><body>print</body></html>',
  });
  expect(res.statusCode, res.body).toBe(201);
  const served = await t.app.inject({
    method: 'GET',
    url: `/api/files/public/${(res.json() as { publicAccessCode: string }).publicAccessCode}`,
  });
  const file = path.join(pdfDir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, served.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('a company without a GSTIN', () => {
  let s: Awaited<ReturnType<typeof shop>>;
  beforeAll(async () => {
    s = await shop(unregistered);
  });

  it('bills Ghee (GST 5% item) without tax: the total is the rate, no tax lines, no output tax', async () => {
    const res = await s.send('POST', '/api/transactions', bill(s.customer.id, s.ghee));
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json() as View;
    expect(view.totals).toMatchObject({ amount: 1260, taxable: 1260, tax: 0, taxSummary: [] });
    expect(view.lineItems[0]!.taxes).toEqual([]);
    expect(await ledgerBalance(t, s.companyId, 'TAX_OUTPUT')).toBe(0);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('prints the sale as a Bill of Supply, with no GST summary and no reverse charge', async () => {
    const res = await s.send('POST', '/api/transactions', bill(s.customer.id, s.ghee));
    const text = await pdfOf(s.send, (res.json() as View).id);
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).not.toMatch(/TAX INVOICE|Reverse Charge|CGST|SGST|Total Tax/);
    expect(text).not.toContain('composition taxable person');
    // No Taxable or Tax column either: the lines' header reads straight to Amount.
    expect(text).toMatch(/HSN\/SAC\s+Qty\s+Unit\s+Rate\s+Amount/);
  });

  it("keeps a purchase's vendor GST on the bill but as cost: no input tax credit", async () => {
    const res = await s.send(
      'POST',
      '/api/transactions',
      bill(s.vendor.id, s.ghee, { isPurchase: true }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json() as View;
    expect(view.totals).toMatchObject({ amount: 1260, taxable: 1200, tax: 60 });
    expect(await ledgerBalance(t, s.companyId, 'TAX_INPUT')).toBe(0);
    // The whole ₹1,260 is the purchase's cost (debit), credit balance 0 overall.
    expect(await ledgerBalance(t, s.companyId, 'PURCHASES')).toBe(126000);
    expect(await unbalancedSources(t)).toEqual([]);
  });

  it('stays out of GSTR-1 and GSTR-3B: each screen and download says why', async () => {
    const message =
      'The company has no GSTIN: it files no GST returns and its bills carry no GST. Enter the GSTIN in Company settings once registered.';
    for (const url of [
      '/api/reports/gst/gstr1?startDate=2026-11-01&endDate=2026-11-30',
      '/api/reports/gst/gstr3b?startDate=2026-11-01&endDate=2026-11-30',
      '/api/reports/gst/gstr1/json?year=2026&month=11',
      '/api/reports/gst/gstr3b/json?year=2026&month=11',
    ]) {
      const res = await s.send('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect((res.json() as { detail: string }).detail, url).toBe(message);
    }
  });
});

describe('a company on the composition scheme', () => {
  let s: Awaited<ReturnType<typeof shop>>;
  beforeAll(async () => {
    s = await shop(composition);
  });

  it('is regular until chosen; the choice is a setting, audited, for Admin/Manager only', async () => {
    expect((await s.send('GET', '/api/companysettings')).json()).toMatchObject({
      gstScheme: 'regular',
    });
    const bad = await s.send('PUT', '/api/companysettings', { gstScheme: 'flat' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("GST scheme must be 'regular' or 'composition'.");
    const auditor = await as(compositionAuditor)('PUT', '/api/companysettings', {
      gstScheme: 'composition',
    });
    expect(auditor.statusCode).toBe(403);
    const res = await as(compositionManager)('PUT', '/api/companysettings', {
      gstScheme: 'composition',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ gstScheme: 'composition' });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, s.companyId), eq(auditLog.entity, 'companySettings')));
    expect(audit.map((a) => [a.before, a.after])).toContainEqual([
      { gstScheme: 'regular' },
      { gstScheme: 'composition' },
    ]);
  });

  it('collects no tax on a sale and prints a Bill of Supply with the legend of Rule 5(1)(g)', async () => {
    const res = await s.send('POST', '/api/transactions', bill(s.customer.id, s.ghee));
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json() as View;
    expect(view.totals).toMatchObject({ amount: 1260, tax: 0, taxSummary: [] });
    const text = await pdfOf(s.send, view.id);
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain('composition taxable person, not eligible to collect tax on supplies');
    expect(text).not.toMatch(/TAX INVOICE|CGST|SGST/);
  });

  it('claims no input tax credit: GSTR-3B table 4 is nil, the tax is purchase cost', async () => {
    const res = await s.send(
      'POST',
      '/api/transactions',
      bill(s.vendor.id, s.ghee, { isPurchase: true }),
    );
    expect((res.json() as View).totals.tax).toBe(60);
    expect(await ledgerBalance(t, s.companyId, 'TAX_INPUT')).toBe(0);
    const json = await s.send('GET', '/api/reports/gst/gstr3b/json?year=2026&month=11');
    expect(json.statusCode, json.body).toBe(200);
    const itc = (json.json() as { itc_elg: { itc_avl: { ty: string }[]; itc_net: unknown } })
      .itc_elg;
    expect(itc.itc_avl.find((r) => r.ty === 'OTH')).toEqual({
      ty: 'OTH',
      iamt: 0,
      camt: 0,
      samt: 0,
      csamt: 0,
    });
    expect(itc.itc_net).toEqual({ iamt: 0, camt: 0, samt: 0, csamt: 0 });
    expect(await unbalancedSources(t)).toEqual([]);
  });
});

describe('ended taxes', () => {
  let owner: Owner;
  let send: ReturnType<typeof as>;
  let manager: { auth: Record<string, string> };
  let auditor: { auth: Record<string, string> };
  let companyId: number;
  interface Group {
    id: number;
    name: string;
    endedOn: string | null;
    itemCount: number;
  }
  const groups = async () => (await send('GET', '/api/taxes/groups')).json() as Group[];
  const group = async (name: string) => (await groups()).find((g) => g.name === name)!;

  beforeAll(async () => {
    owner = await registerAndLogin(t, { companyName: 'Desai Hardware' });
    companyId = companyIdOf(owner.accessToken);
    await setCompanyState(t, companyId, '27');
    send = as(owner);
    manager = await inviteAndJoin(t, owner, 'Manager');
    auditor = await inviteAndJoin(t, owner, 'Auditor');
    await addItem(t, companyId, { name: 'Steel tiffin', ratePaise: 56000, group: 'GST 12%' });
    await addItem(t, companyId, { name: 'Pressure cooker', ratePaise: 224000, group: 'GST 12%' });
    await addItem(t, companyId, { name: 'Cement bag', ratePaise: 42000, group: 'GST 28%' });
  });

  it('says which groups have ended, and when', async () => {
    const list = await groups();
    expect(list.find((g) => g.name === 'GST 12%')).toMatchObject({ endedOn: '2025-09-21' });
    expect(list.find((g) => g.name === 'GST 28%')).toMatchObject({ endedOn: '2025-09-21' });
    expect(list.find((g) => g.name === 'GST 18%')).toMatchObject({ endedOn: null });
    expect(list.find((g) => g.name === 'GST 0%')).toMatchObject({ endedOn: null });
  });

  it("moves an ended group's items to a current one in one step, each move audited", async () => {
    const from = await group('GST 12%');
    const to = await group('GST 18%');
    const refused = await as(auditor)('POST', `/api/taxes/groups/${from.id}/move-items`, {
      toGroupId: to.id,
    });
    expect(refused.statusCode).toBe(403);
    const res = await as(manager)('POST', `/api/taxes/groups/${from.id}/move-items`, {
      toGroupId: to.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: '2 items moved from GST 12% to GST 18%.', moved: 2 });
    expect((await group('GST 12%')).itemCount).toBe(0);
    expect((await group('GST 18%')).itemCount).toBe(2);
    const moved = await t.database.db
      .select()
      .from(items)
      .where(and(eq(items.companyId, companyId), eq(items.taxGroupId, to.id)));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.companyId, companyId),
          eq(auditLog.entity, 'item'),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(audit.map((a) => [a.entityId, a.before, a.after]).sort()).toEqual(
      moved.map((i) => [String(i.id), { taxGroupId: from.id }, { taxGroupId: to.id }]).sort(),
    );
  });

  it('refuses an ended target and another company’s group; the same group moves nothing', async () => {
    const cement = await group('GST 28%');
    const twelve = await group('GST 12%');
    const ended = await send('POST', `/api/taxes/groups/${cement.id}/move-items`, {
      toGroupId: twelve.id,
    });
    expect(ended.statusCode).toBe(400);
    expect((ended.json() as { detail: string }).detail).toBe(
      'GST 12% ended on 21/09/2025. Choose a group in force.',
    );
    const same = await send('POST', `/api/taxes/groups/${cement.id}/move-items`, {
      toGroupId: cement.id,
    });
    expect(same.json()).toEqual({
      message: 'Nothing to move: the items are in GST 28% already.',
      moved: 0,
    });
    const otherCompany = (await as(unregistered)('GET', '/api/taxes/groups')).json() as Group[];
    const foreign = await send('POST', `/api/taxes/groups/${cement.id}/move-items`, {
      toGroupId: otherCompany[0]!.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await group('GST 28%')).itemCount).toBe(1);
  });
});
