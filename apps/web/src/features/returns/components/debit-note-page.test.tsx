// The debit note screen (issue 36): a sale's price raised per line, its value shown as the
// server computes it (raise per unit × quantity), nothing sent without a raise, and the raise
// per unit and quantity sent for the lines typed.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReturnNote } from '@hisaab/shared/schemas/returns';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { AMEND_DAY, gstr1Filed, noteToAmend, onDay } from '../../../test/filed-month.ts';
import { DebitNotePage } from './debit-note-page.tsx';
import { noteOfSale, saleOfPens } from './note-test-support.ts';

const BILL = saleOfPens();
const SAVED = noteOfSale({
  id: 52,
  kind: 'sales_debit_note',
  title: 'Debit Note',
  number: 'SDN-0001',
  taxable: 100,
  tax: 18,
  amount: 118,
});

describe('debit note screen', () => {
  it('raises the price per line and saves the raise', { timeout: 20_000 }, async () => {
    signInAs(['Manager']);
    const mock = mockFetch((call) => {
      if (call.url.pathname === '/api/returns/original/41') return json(200, BILL);
      if (call.url.pathname === '/api/returns/sales-debit-notes') return json(201, SAVED);
      if (call.url.pathname === '/api/returns')
        return json(200, { items: [], total: 0, skip: 0, take: 50 });
      return json(200, {});
    });
    const user = userEvent.setup();
    renderAt('/returns/debit-note?bill=41', <DebitNotePage />);

    expect(await screen.findByRole('heading', { name: 'Debit note to the customer' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Debit Note' }));
    expect(screen.getByRole('alert').textContent).toContain('a debit note must raise something');
    expect(mock.callsTo('/api/returns/sales-debit-notes')).toHaveLength(0);

    // ₹11.80 more on 10 pens: 118.00.
    await user.type(screen.getByLabelText('Raise per unit of Pen'), '11.80');
    expect(screen.getByTestId('note-value').textContent).toBe('₹118.00');
    const quantity = screen.getByLabelText('Quantity the raise of Pen is on');
    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(screen.getByTestId('note-value').textContent).toBe('₹59.00');
    await user.clear(quantity);
    await user.type(quantity, '10');
    await user.click(screen.getByRole('button', { name: 'Save Debit Note' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/returns?saved=52'),
    );
    const post = mock.callsTo('/api/returns/sales-debit-notes')[0]!;
    expect(post.method).toBe('POST');
    expect(post.body).toMatchObject({
      originalId: 41,
      lines: [{ lineNo: 1, rate: '11.80', quantity: '10' }],
    });
  });
});

describe('amending a filed debit note to the customer', () => {
  it('loads its raises, holds them until "Amend this filed note", then sends the amendment', async () => {
    await onDay(AMEND_DAY, async () => {
      signInAs(['Admin']);
      // ₹11.80 more on 10 pens: the line's amount 118.00 at 11.80 a pen.
      const filed: ReturnNote = {
        ...SAVED,
        remark: 'Price revised',
        lines: [
          {
            lineNo: 1,
            originalLineNo: 1,
            itemName: 'Pen',
            hsnSacCode: '9608',
            unitName: 'No',
            quantity: 0,
            rate: 11.8,
            taxable: 100,
            tax: 18,
            amount: 118,
          },
        ],
      };
      const mock = noteToAmend({
        bill: BILL,
        note: filed,
        locks: gstr1Filed('2026-11', '2026-12-01', 'AA271226012345X', null),
        amendPath: '/api/returns/sales-debit-notes/52/amend',
        amended: filed,
      });
      const user = userEvent.setup();
      renderAt('/returns/debit-note?bill=41&amend=52', <DebitNotePage />);

      const start = await screen.findByRole('button', { name: 'Amend this filed note' });
      const rate = screen.getByLabelText('Raise per unit of Pen') as HTMLInputElement;
      expect(rate.value).toBe('11.8');
      expect(
        (screen.getByLabelText('Quantity the raise of Pen is on') as HTMLInputElement).value,
      ).toBe('10');
      expect(rate.disabled).toBe(true);
      await user.click(start);
      await user.clear(rate);
      await user.type(rate, '10');
      await user.type(screen.getByLabelText(/Reason for the amendment/), 'Raise was ₹10 a pen');
      await user.click(screen.getByRole('button', { name: 'Save the amendment' }));
      await waitFor(() =>
        expect(screen.getByTestId('location').textContent).toBe('/returns?saved=52'),
      );
      expect(mock.callsTo('/api/returns/sales-debit-notes/52/amend')[0]!.body).toMatchObject({
        originalId: 41,
        transactionDate: '2026-11-21',
        remark: 'Price revised',
        lines: [{ lineNo: 1, rate: '10', quantity: '10' }],
        reason: 'Raise was ₹10 a pen',
      });
      expect(mock.callsTo('/api/returns/sales-debit-notes')).toHaveLength(0);
    });
  });
});
