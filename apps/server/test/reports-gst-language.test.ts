// Issue 28: GSTR-1's checks and the ledger's account names in the caller's language
// (Accept-Language), from the shared catalogues; English callers see the spec's English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { gstShop } from './reports-gst-world.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof gstShop>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await gstShop(t);
});

afterAll(() => t.close());

const hindi = (url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...shop.owner.auth, 'accept-language': 'hi-IN,hi;q=0.9' },
  });

interface Check {
  check: string;
  message: string;
}

describe('GSTR-1 checks in the caller language', () => {
  it('a refused download lists its checks in Hindi; in English without the header', async () => {
    const c = shop.companyId;
    await shop.exec(sql`update units set uqc = null where company_id = ${c} and name = 'No'`);
    try {
      const url = '/api/reports/gst/gstr1/json?year=2024&month=8';
      const english = await shop.get(url);
      expect(english.statusCode).toBe(400);
      const uqc = (english.json().checks as Check[]).find((x) => x.check === 'Unit code (UQC)');
      expect(uqc?.message).toBe(
        'Unit No has no GST unit code (UQC); set one in Units. Used on INV-0004 and 6 other bills.',
      );

      const res = await hindi(url);
      expect(res.statusCode).toBe(400);
      const checks = res.json().checks as Check[];
      expect(checks).toContainEqual(
        expect.objectContaining({
          check: 'इकाई कोड (UQC)',
          message:
            'इकाई No का कोई GST इकाई कोड (UQC) नहीं है; इकाइयाँ में एक कोड चुनें। INV-0004 और 6 दूसरे बिलों पर लगी है।',
        }),
      );
      expect(checks.map((x) => x.message)).toContain(
        'कर योग्य मूल्य: HSN सारांश का जोड़ ₹2,600.00 है, पर बिना HSN कोड वाली लाइनों के ₹100.00 ' +
          'घटाकर हिस्सों का जोड़ ₹1,77,352.03 है। जिन लाइनों की इकाई का UQC नहीं है, वे इसमें नहीं हैं।',
      );
    } finally {
      await shop.exec(sql`update units set uqc = 'NOS' where company_id = ${c} and name = 'No'`);
    }
  });
});

describe('ledger account names in the caller language', () => {
  const url =
    '/api/reports/ledger/trial-balance?asOfDate=2024-08-31&format=csv&dataset=trialBalance';
  const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');

  it('a trial balance export names its accounts in Hindi; English unchanged', async () => {
    const english = lines((await shop.get(url)).body);
    expect(english.some((l) => l.includes('Sundry debtors: Rao Stores'))).toBe(true);
    expect(english.some((l) => l.includes(',Sales,'))).toBe(true);

    const res = await hindi(url);
    expect(res.statusCode).toBe(200);
    const rows = lines(res.body);
    expect(rows.some((l) => l.includes('देनदार: Rao Stores'))).toBe(true);
    expect(rows.some((l) => l.includes(',बिक्री,'))).toBe(true);
    expect(rows.some((l) => l.includes('Sundry debtors'))).toBe(false);
    expect(rows.some((l) => /बिक्री पर कर (CGST|IGST)/.test(l))).toBe(true);
  });

  it('the JSON keeps the English names (the screen translates them)', async () => {
    const res = await hindi('/api/reports/ledger/trial-balance?asOfDate=2024-08-31');
    const accounts = (res.json().datasets[0].rows as { account: string }[]).map((r) => r.account);
    expect(accounts).toContain('Sundry debtors: Rao Stores');
  });
});
