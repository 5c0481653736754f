// Issue 28: an insight's summary and a report's export come back in the caller's language
// (Accept-Language), from the shared catalogues; English callers see the spec's English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './support/test-app.ts';
import { addCustomer, addItem } from './support/fixtures.ts';
import { bill, insightsWorld } from './insights-world.ts';

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  const world = await insightsWorld();
  t = world.t;
  auth = world.owner.auth;
  const vendor = await addCustomer(t, world.companyId, { name: 'Metro' });
  const diya = await addItem(t, world.companyId, { name: 'Diya', ratePaise: 0 });
  await bill(t, auth, {
    date: '2026-02-01',
    customerId: vendor.id,
    isPurchase: true,
    lines: [{ item: diya, qty: 12, rate: 12.5 }],
  });
});

afterAll(() => t.close());

const get = (url: string, language?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/reports/${url}`,
    headers: language ? { ...auth, 'accept-language': language } : auth,
  });

const range = 'startDate=2026-03-18&endDate=2026-06-15';

describe('answers in the caller language', () => {
  it('an insight summary in Hindi, the same insight in English without the header', async () => {
    const english = (await get(`analytics/slow-moving?${range}`)).json();
    expect(english.summary).toBe(
      '1 item has not sold in 90 days; ₹150 of stock is tied up in them.',
    );
    const hindi = await get(`analytics/slow-moving?${range}`, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json().summary).toBe('1 आइटम 90 दिन में नहीं बिका; इनमें ₹150 का स्टॉक फँसा है।');
    // The JSON keeps the definitions' English titles (the screen translates them; snapshots
    // keep them as saved): only texts made for this answer are in the caller's language.
    expect(hindi.json().datasets[0].title).toBe('Slow-moving items');
  });

  it('a report export in Hindi: its column titles, and an insight export with its sheet', async () => {
    const csv = await get('stock?format=csv&dataset=stock', 'hi');
    expect(csv.statusCode).toBe(200);
    const header = csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]!;
    expect(header.split(',').slice(0, 4)).toEqual(['आइटम', 'इकाई', 'HSN/SAC', 'स्टॉक']);
    const english = await get('stock?format=csv&dataset=stock');
    expect(
      english.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]!
        .split(',')[0],
    ).toBe('Item');

    const marathi = await get(`analytics/slow-moving?${range}&format=csv`, 'mr');
    expect(
      marathi.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]!
        .split(',')[0],
    ).toBe('वस्तू');
  });
});
