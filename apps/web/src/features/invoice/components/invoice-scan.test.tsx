// Issue 40 at the counter: a barcode scanner types the code fast and then Enter. A scan adds the
// item's line, a second scan of it one more to its quantity, a scan typed into Quantity goes to
// the line instead, and an unknown code says so and offers to make the item with that code.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ItemReply } from '@hisaab/shared/replies/items';
import { json } from '../../../test/fetch-mock.ts';
import { BOTTLE, RICE } from '../model/fixtures.ts';
import { api, renderInvoice } from './invoice-test-support.tsx';

const RICE_CODE = '8901719104046';
const BOTTLE_CODE = '036000291452';

const reply = (item: typeof RICE, barcodes: string[]): ItemReply => ({
  id: item.id,
  name: item.name,
  unitId: item.unitId,
  unit: { id: item.unitId, name: item.unitName },
  unitName: item.unitName,
  rate: item.rate,
  buyRate: item.buyRate,
  rateBaseAmount: item.rate,
  rateTaxAmount: 0,
  buyRateBaseAmount: item.buyRate,
  buyRateTaxAmount: 0,
  hsnSacCode: item.hsnSacCode,
  taxGroupId: item.taxGroupId,
  taxGroupName: item.taxGroupName,
  taxes: item.taxes.map((t) => ({ ...t, priority: 1 })),
  reverseCharge: false,
  trackedByBatch: false,
  mrp: null,
  barcodes,
  stock: item.stock,
  isSpecial: false,
  specialKind: null,
  assemblyId: null,
  version: 1,
});

function scanApi() {
  return api((call) => {
    const p = call.url.pathname;
    if (p === `/api/items/by-barcode/${RICE_CODE}`) return json(200, reply(RICE, [RICE_CODE]));
    if (p === `/api/items/by-barcode/${BOTTLE_CODE}`)
      return json(200, reply(BOTTLE, [BOTTLE_CODE]));
    if (p.startsWith('/api/items/by-barcode/'))
      return json(404, { title: 'Not Found', detail: 'No item has barcode' });
    if (p === '/api/items' && call.method === 'POST') {
      const body = call.body as { name: string; rate: string; barcodes: string[] };
      return json(201, {
        ...reply({ ...BOTTLE, id: 44, name: body.name, rate: Number(body.rate) }, body.barcodes),
      });
    }
    return undefined;
  });
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const item = (n: number) => screen.getByRole('combobox', { name: `Item ${n}` }) as HTMLInputElement;

/**
 * A scanner's burst: the code's characters with no pause, then Enter. The clock stands still
 * for it (jsdom stamps each key with Date.now()): a scanner's keys are milliseconds apart
 * whatever the machine, and a loaded test machine rendering between keys must not make them
 * look typed by a person (the full suite failed so at load 10).
 */
async function scan(user: ReturnType<typeof userEvent.setup>, code: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    await user.keyboard(`${code}{Enter}`);
  } finally {
    vi.useRealTimers();
  }
}

async function start() {
  const user = userEvent.setup({ delay: null });
  await screen.findByRole('combobox', { name: 'Customer' });
  // The lines may draw a moment after the head on a busy machine.
  await user.click(await screen.findByRole('combobox', { name: 'Item 1' }));
  return user;
}

describe('a barcode scan on the invoice screen', () => {
  it('adds the item’s line, and one more to its quantity on the next scan, with no mouse', async () => {
    const { callsTo } = scanApi();
    renderInvoice('/invoice');
    const user = await start();
    await scan(user, RICE_CODE);
    await waitFor(() => expect(item(1).value).toBe('Basmati Rice'));
    expect(field('Quantity 1').value).toBe('1');
    expect(field('Rate 1').value).toBe('1180.00');
    // Focus waits in the blank line below for the next scan.
    await waitFor(() => expect(document.activeElement).toBe(item(2)));
    expect(item(2).value).toBe('');

    await scan(user, RICE_CODE);
    await waitFor(() => expect(field('Quantity 1').value).toBe('2'));
    expect(item(2).value).toBe('');
    await scan(user, BOTTLE_CODE);
    await waitFor(() => expect(item(2).value).toBe('Steel Bottle'));
    expect(field('Quantity 2').value).toBe('1');
    expect(callsTo(`/api/items/by-barcode/${RICE_CODE}`)).toHaveLength(2);
  });

  it('takes a scan made while no field has the focus, on the purchase screen too', async () => {
    scanApi();
    renderInvoice('/invoice?mode=purchase');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('combobox', { name: 'Supplier' });
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    await scan(user, BOTTLE_CODE);
    await waitFor(() => expect(item(1).value).toBe('Steel Bottle'));
    // A purchase is at the buy rate.
    expect(field('Rate 1').value).toBe('60.00');
  });

  it('takes a scan typed into Quantity by mistake to the line, leaving the quantity as it was', async () => {
    scanApi();
    renderInvoice('/invoice');
    const user = await start();
    await scan(user, RICE_CODE);
    await waitFor(() => expect(field('Quantity 1').value).toBe('1'));
    await user.click(field('Quantity 1'));
    await user.keyboard('{End}');
    await scan(user, RICE_CODE);
    await waitFor(() => expect(field('Quantity 1').value).toBe('2'));
    expect(screen.queryByText('Quantity can be at most 99,99,999.999.')).toBeNull();
  });

  it('leaves a name typed at a person’s pace alone', async () => {
    const { callsTo } = scanApi();
    renderInvoice('/invoice');
    const user = userEvent.setup({ delay: 60 });
    await screen.findByRole('combobox', { name: 'Customer' });
    await user.click(item(1));
    await user.keyboard('Basmati{Enter}');
    await waitFor(() => expect(item(1).value).toBe('Basmati Rice'));
    expect(callsTo(`/api/items/by-barcode/Basmati`)).toHaveLength(0);
  });

  it('says an unknown code and creates the item with it there and then', async () => {
    const { callsTo } = scanApi();
    renderInvoice('/invoice');
    const user = await start();
    await scan(user, '4006381333931');
    const notice = await screen.findByTestId('scan-unknown');
    expect(notice.textContent).toContain('No item has barcode 4006381333931');
    expect(item(1).value).toBe('');
    const name = field('New item with this barcode');
    await waitFor(() => expect(document.activeElement).toBe(name));
    await user.keyboard('Pencil box');
    await user.click(field('Sale rate'));
    await user.keyboard('35{Enter}');
    await waitFor(() => expect(item(1).value).toBe('Pencil box'));
    expect(callsTo('/api/items')[0]!.body).toMatchObject({
      name: 'Pencil box',
      rate: '35',
      barcodes: ['4006381333931'],
    });
    expect(screen.queryByTestId('scan-unknown')).toBeNull();
  });
});
