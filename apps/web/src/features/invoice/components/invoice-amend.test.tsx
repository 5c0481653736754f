// Issue 38 part 3: a sale whose month's GSTR-1 is filed opens read-only with the reason, and the
// owner or the accountant is offered "Amend this filed invoice": the form opens with a notice
// and a reason, and Save sends the amendment (POST /transactions/{id}/amend), not an edit.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/fetch-mock.ts';
import { SAVED, api, renderInvoice } from './invoice-test-support.tsx';
import { AMEND_DAY, fakeToday, gstr1Filed } from '../../../test/filed-month.ts';

const FILED =
  'GSTR-1 for October 2026 is filed: its documents cannot be added, changed or deleted. Record a credit or debit note dated after it instead.';

const LOCKS = gstr1Filed('2026-10', '2026-11-11', 'AA271126012345X');

const OCTOBER = { ...SAVED, transactionDate: '2026-10-12' };

function filedShop() {
  return api((call) => {
    const p = call.url.pathname;
    if (p === '/api/periods') return json(200, LOCKS);
    if (p === '/api/transactions/7' && call.method === 'GET') return json(200, OCTOBER);
    if (p === '/api/transactions/7/amend') return json(200, { ...OCTOBER, version: 2 });
    return undefined;
  });
}

beforeEach(() => {
  // Today: 5 December 2026, before the time limit (30 November 2027). Only the date is faked.
  fakeToday(AMEND_DAY);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('amending a filed sale', () => {
  it('offers the amendment on the locked bill; Save then sends it with the reason', async () => {
    const { callsTo } = filedShop();
    const user = userEvent.setup();
    renderInvoice('/invoice?mode=modify&id=7');
    expect((await screen.findAllByText(FILED)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText(/Possible up to 30\/11\/2027/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Amend this filed invoice' }));
    expect(await screen.findByText(/You are amending a filed invoice/)).toBeTruthy();
    expect(screen.queryByText(FILED)).toBeNull();
    // An amendment changes the filed invoice; it never deletes it.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.type(
      screen.getByRole('textbox', { name: 'Reason for the amendment' }),
      'Wrong GSTIN on the bill',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('button', { name: 'Continue' }).catch(() => null);
    if (confirm) await user.click(confirm);
    await waitFor(() => expect(callsTo('/api/transactions/7/amend')).toHaveLength(1));
    const sent = callsTo('/api/transactions/7/amend')[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toMatchObject({ id: 7, version: 1, reason: 'Wrong GSTIN on the bill' });
    // The number field was left as it is: the amendment keeps the number.
    expect(sent.body).not.toHaveProperty('number');
    expect(callsTo('/api/transactions/7').filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('corrects the number: the field starts at the filed one; a taken number is named under it', async () => {
    const TAKEN =
      'Number INV-0008 is already used by another document (or was filed for one). Choose another number.';
    let answered = 0;
    const { callsTo } = api((call) => {
      const p = call.url.pathname;
      if (p === '/api/periods') return json(200, LOCKS);
      if (p === '/api/transactions/7' && call.method === 'GET') return json(200, OCTOBER);
      if (p === '/api/transactions/7/amend') {
        answered += 1;
        return answered === 1
          ? json(409, { detail: TAKEN, errors: { number: [TAKEN] } })
          : json(200, { ...OCTOBER, number: 'INV-0007A', version: 2 });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderInvoice('/invoice?mode=modify&id=7');
    await user.click(await screen.findByRole('button', { name: 'Amend this filed invoice' }));
    const number = screen.getByRole('textbox', { name: 'Invoice number' }) as HTMLInputElement;
    expect(number.value).toBe('INV-0007');
    await user.type(
      screen.getByRole('textbox', { name: 'Reason for the amendment' }),
      'The number was mistyped',
    );
    await user.clear(number);
    await user.type(number, 'INV-0008');
    const save = async () => {
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const confirm = await screen.findByRole('button', { name: 'Continue' }).catch(() => null);
      if (confirm) await user.click(confirm);
    };
    await save();
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    // Said once, under the number it refuses (not a second time as the form's error).
    expect(screen.getAllByText(TAKEN)).toHaveLength(1);
    expect(callsTo('/api/transactions/7/amend')[0]!.body).toMatchObject({ number: 'INV-0008' });
    await user.clear(number);
    await user.type(number, 'INV-0007A');
    await save();
    await waitFor(() => expect(callsTo('/api/transactions/7/amend')).toHaveLength(2));
    expect(callsTo('/api/transactions/7/amend')[1]!.body).toMatchObject({
      reason: 'The number was mistyped',
      number: 'INV-0007A',
    });
  });

  it('is offered to the accountant, never to the Auditor', async () => {
    filedShop();
    const manager = renderInvoice('/invoice?mode=modify&id=7', ['Manager']);
    expect(await screen.findByRole('button', { name: 'Amend this filed invoice' })).toBeTruthy();
    manager.unmount();
    filedShop();
    renderInvoice('/invoice?mode=modify&id=7', ['Auditor']);
    expect((await screen.findAllByText(FILED)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Amend this filed invoice' })).toBeNull();
  });

  it('is not offered after 30 November after the financial year', async () => {
    vi.setSystemTime(new Date('2027-12-01T06:30:00Z'));
    filedShop();
    renderInvoice('/invoice?mode=modify&id=7');
    expect((await screen.findAllByText(FILED)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Amend this filed invoice' })).toBeNull();
  });
});
