import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReturnNote } from '@hisaab/shared/schemas/returns';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { AMEND_DAY, gstr1Filed, noteToAmend, onDay } from '../../../test/filed-month.ts';
import { ReturnPage } from './return-page.tsx';
import { noteOfSale, saleOfPens } from './note-test-support.ts';

const BILL = saleOfPens(4, [
  { id: 50, kind: 'credit_note', number: 'CN-0001', transactionDate: '2026-11-21', amount: 472 },
]);

/** The note the server answers the save with (GET /api/returns/{id}'s shape). */
const SAVED = noteOfSale({
  id: 51,
  kind: 'credit_note',
  title: 'Credit Note',
  number: 'CN-0002',
  taxable: 284.75,
  tax: 51.25,
  amount: 336,
});

describe('return screen', () => {
  it(
    'shows sold and returned, refuses too much on the line, and saves the quantities',
    { timeout: 20_000 },
    async () => {
      signInAs(['Manager']);
      const mock = mockFetch((call) => {
        if (call.url.pathname === '/api/returns/original/41') return json(200, BILL);
        if (call.url.pathname === '/api/returns' && call.method === 'POST') return json(201, SAVED);
        if (call.url.pathname === '/api/returns')
          return json(200, { items: [], total: 0, skip: 0, take: 50 });
        return json(200, {});
      });
      const user = userEvent.setup();
      renderAt('/returns/new?bill=41', <ReturnPage />);

      expect(await screen.findByRole('heading', { name: 'Sale Return' })).toBeTruthy();
      expect(screen.getByText(/Earlier returns: CN-0001/)).toBeTruthy();
      const pens = screen.getByLabelText('Take back Pen');
      await user.type(pens, '7');
      expect(screen.getByText('At most 6 can be taken back.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Save Credit Note' }));
      expect(screen.getByRole('alert').textContent).toContain(
        'Correct the quantities marked in red.',
      );
      expect(mock.callsTo('/api/returns').filter((c) => c.method === 'POST')).toHaveLength(0);

      await user.clear(pens);
      await user.type(pens, '2');
      await user.type(screen.getByLabelText('Take back Marker'), '1');
      // 2 of the 6 pens left: 1180 × 6/10 − 1180 × 4/10 = 236.00; 1 marker 100.00.
      expect(screen.getByTestId('note-value').textContent).toBe('₹336.00');
      await user.click(screen.getByRole('button', { name: 'Save Credit Note' }));
      await waitFor(() =>
        expect(screen.getByTestId('location').textContent).toBe('/returns?saved=51'),
      );
      const post = mock.callsTo('/api/returns').find((c) => c.method === 'POST')!;
      expect(post.body).toMatchObject({
        originalId: 41,
        refundMode: 'adjust',
        bankAccountId: null,
        lines: [
          { lineNo: 1, quantity: 2 },
          { lineNo: 2, quantity: 1 },
        ],
      });
    },
  );
});

describe('amending a filed credit note', () => {
  const FILED_NOTE: ReturnNote = {
    ...SAVED,
    id: 50,
    number: 'CN-0001',
    transactionDate: '2026-10-21',
    remark: 'Damaged',
    lines: [
      {
        lineNo: 1,
        originalLineNo: 1,
        itemName: 'Pen',
        hsnSacCode: '9608',
        unitName: 'No',
        quantity: 4,
        rate: 118,
        taxable: 400,
        tax: 72,
        amount: 472,
      },
    ],
  };
  const LOCKS = gstr1Filed('2026-10', '2026-11-11', 'AA271126012345X');

  it(
    'holds it read-only, offers "Amend this filed note", and saves the amendment with its reason',
    { timeout: 20_000 },
    async () => {
      await onDay(AMEND_DAY, async () => {
        signInAs(['Manager']);
        const mock = noteToAmend({
          bill: BILL,
          note: FILED_NOTE,
          locks: LOCKS,
          amendPath: '/api/returns/50/amend',
          amended: { ...FILED_NOTE, amount: 354 },
        });
        const user = userEvent.setup();
        renderAt('/returns/new?bill=41&amend=50', <ReturnPage />);

        const amendButton = await screen.findByRole('button', { name: 'Amend this filed note' });
        const pens = screen.getByLabelText('Take back Pen') as HTMLInputElement;
        // The note's own 4 pens: all 10 can be taken back by it.
        expect(pens.value).toBe('4');
        expect(pens.disabled).toBe(true);
        expect(screen.getByText(/GSTR-1 for October 2026 is filed/)).toBeTruthy();
        // The note amended is not one of the bill's earlier returns.
        expect(screen.queryByText(/Earlier returns/)).toBeNull();
        expect(screen.queryByRole('button', { name: 'Save the amendment' })).toBeNull();

        await user.click(amendButton);
        await user.clear(pens);
        await user.type(pens, '3');
        const save = screen.getByRole('button', { name: 'Save the amendment' });
        expect((save as HTMLButtonElement).disabled).toBe(true);
        await user.type(screen.getByLabelText(/Reason for the amendment/), 'Three were damaged');
        // The note's number may be corrected with it: the field starts at the filed one.
        const number = screen.getByRole('textbox', { name: 'Note number' }) as HTMLInputElement;
        expect(number.value).toBe('CN-0001');
        await user.clear(number);
        await user.type(number, 'CN-0001R');
        await user.click(save);
        await waitFor(() =>
          expect(screen.getByTestId('location').textContent).toBe('/returns?saved=50'),
        );
        expect(mock.callsTo('/api/returns/50/amend')[0]!.body).toMatchObject({
          originalId: 41,
          transactionDate: '2026-10-21',
          remark: 'Damaged',
          lines: [{ lineNo: 1, quantity: 3 }],
          reason: 'Three were damaged',
          number: 'CN-0001R',
        });
        expect(mock.callsTo('/api/returns').filter((c) => c.method === 'POST')).toHaveLength(0);
      });
    },
  );
});
