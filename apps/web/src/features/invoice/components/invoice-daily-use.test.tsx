// Issue 15 on the invoice screen: limits and refusals beside the field, the leave question and
// the stored draft, and estimates (their own save, no payment, conversion into a sale).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/fetch-mock.ts';
import { RAVI, RICE } from '../model/fixtures.ts';
import { api, renderInvoice, SAVED } from './invoice-test-support.tsx';

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function typeRice(qty: string) {
  const user = userEvent.setup();
  await screen.findByRole('combobox', { name: 'Customer' });
  await user.keyboard(`{Tab}rice{Tab}${qty}`);
  return user;
}

const ESTIMATE = {
  ...SAVED,
  id: 8,
  kind: 'estimate',
  number: 'EST-0003',
  payments: [],
  convertedTo: null,
};

describe('one bad value never blanks the screen', () => {
  it('refuses letters in Rate as they are typed, and says so beside the field', async () => {
    api();
    renderInvoice('/invoice');
    const user = await typeRice('2');
    await user.click(field('Rate 1'));
    await user.keyboard('{End}x');
    expect(field('Rate 1').value).toBe('1180.00');
    expect(screen.getByText('Numbers only, up to 2 decimals.')).toBeTruthy();
    await user.keyboard('{Backspace}5');
    expect(field('Rate 1').value).toBe('1180.05');
    expect(screen.queryByText('Numbers only, up to 2 decimals.')).toBeNull();
  });

  it('puts a scanned barcode’s message beside Quantity and saves nothing', async () => {
    const { callsTo } = api();
    renderInvoice('/invoice');
    const user = await typeRice('8901234567890');
    expect(field('Quantity 1').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Quantity can be at most 99,99,999.999.')).toBeTruthy();
    // No amount for the row, no crash: the total ignores it.
    expect(screen.getByTestId('bill-total').textContent).toBe('₹0.00');
    await user.keyboard('{Control>}s{/Control}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Line item 1: Quantity can be at most 99,99,999.999.',
    );
    expect(callsTo('/api/transactions')).toHaveLength(0);
  });

  it('places the server’s refusal of a row’s rate beside that field and keeps the bill', async () => {
    api((call) =>
      call.url.pathname === '/api/transactions' && call.method === 'POST'
        ? json(400, {
            title: 'Invalid request',
            detail: 'Rate of line 1 is not allowed.',
            errors: { 'lineItems.0.rate': ['Rate of line 1 is not allowed.'] },
          })
        : undefined,
    );
    renderInvoice('/invoice');
    const user = await typeRice('2');
    await user.keyboard('{Control>}s{/Control}');
    const rate = field('Rate 1');
    await screen.findByText('Rate of line 1 is not allowed.', { selector: 'p' });
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(rate.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Rate of line 1 is not allowed.',
    );
    expect(field('Quantity 1').value).toBe('2');
    await user.click(rate);
    await user.keyboard('{End}{Backspace}1');
    expect(rate.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('nothing typed is lost', () => {
  it('asks before leaving a typed bill: Stay keeps it, Leave goes', async () => {
    api();
    renderInvoice('/invoice');
    const user = await typeRice('2');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this bill?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(field('Quantity 1').value).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const again = await screen.findByRole('dialog', { name: 'Leave this bill?' });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
  });

  it('leaves an untouched screen without a question', async () => {
    api();
    const user = userEvent.setup();
    renderInvoice('/invoice');
    await screen.findByRole('combobox', { name: 'Customer' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
  });

  it('offers the typed bill back when the screen opens again, and saving clears it', async () => {
    api();
    const first = renderInvoice('/invoice');
    await typeRice('3');
    first.unmount();
    renderInvoice('/invoice');
    const offer = await screen.findByRole('region', { name: 'Unsaved bill' });
    expect(offer.textContent).toMatch(/Restore the unsaved bill from \d{2}:\d{2}\?/);
    expect(field('Quantity 1').value).toBe('');
    const user = userEvent.setup();
    await user.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(field('Quantity 1').value).toBe('3');
    expect(screen.getByTestId('bill-total').textContent).toBe('₹3,540.00');
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('hisaab.billDraft'))).toEqual([]);
  });
});

describe('estimates', () => {
  it('a new estimate takes no payment and is saved to /estimates', async () => {
    const { callsTo } = api((call) =>
      call.url.pathname === '/api/estimates' ? json(201, ESTIMATE) : undefined,
    );
    renderInvoice('/invoice?mode=estimate&date=2025-10-01');
    expect(await screen.findByRole('heading', { name: 'New Estimate' })).toBeTruthy();
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: 'Customer' });
    await user.keyboard('ravi{Tab}rice{Tab}2');
    expect(screen.getByText('Estimate Total')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Now Paying' })).toBeNull();
    // Choosing a customer changes nothing they owe: no "after this bill" line.
    expect(screen.queryByText(/After this bill/)).toBeNull();
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
    expect(callsTo('/api/transactions')).toHaveLength(0);
    expect(callsTo('/api/estimates')[0]?.body).toMatchObject({
      customerId: RAVI.id,
      lineItems: [{ itemId: RICE.id, quantity: 2, rate: 1180 }],
      payments: [],
    });
  });

  it('an open estimate converts into a sale in one step and opens it', async () => {
    const { callsTo } = api((call) => {
      if (call.url.pathname === '/api/transactions/8') return json(200, ESTIMATE);
      if (call.url.pathname === '/api/estimates/8/convert') return json(201, SAVED);
      return undefined;
    });
    renderInvoice('/invoice?mode=modify&id=8');
    expect(await screen.findByRole('heading', { name: 'Modify Estimate EST-0003' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Convert to Sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to Sale' });
    await user.click(within(dialog).getByRole('button', { name: 'Convert, dated today' }));
    expect(await screen.findByRole('heading', { name: 'Modify Invoice INV-0007' })).toBeTruthy();
    expect(callsTo('/api/estimates/8/convert')).toHaveLength(1);
  });

  it('a converted estimate names its sale and cannot be converted again', async () => {
    api((call) =>
      call.url.pathname === '/api/transactions/8'
        ? json(200, { ...ESTIMATE, convertedTo: { id: 7, number: 'INV-0007' } })
        : undefined,
    );
    renderInvoice('/invoice?mode=modify&id=8');
    const link = await screen.findByRole('link', { name: 'Converted to INV-0007' });
    expect(link.getAttribute('href')).toBe('/invoice?mode=modify&id=7');
    expect(screen.queryByRole('button', { name: 'Convert to Sale' })).toBeNull();
  });
});
