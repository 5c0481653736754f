import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { NotesPage } from './notes-page.tsx';

const NOTE = {
  id: 51,
  kind: 'credit_note',
  number: 'CN-0002',
  transactionDate: '2026-11-21',
  customerName: 'Ravi Kumar',
  amount: 336,
  refunded: 0,
  original: { id: 41, number: 'INV-0007' },
};

describe('returns list', () => {
  it(
    'names the saved note, searches, and deletes only after asking',
    { timeout: 20_000 },
    async () => {
      signInAs(['Manager']);
      const mock = mockFetch((call) => {
        if (call.url.pathname === '/api/returns' && call.method === 'GET') {
          const search = call.url.searchParams.get('search');
          return json(
            200,
            search === 'nobody' ? { items: [], total: 0 } : { items: [NOTE], total: 1 },
          );
        }
        if (call.url.pathname === '/api/returns/51' && call.method === 'DELETE')
          return json(204, null);
        return json(200, {});
      });
      const user = userEvent.setup();
      renderAt('/returns?saved=51', <NotesPage />);

      expect(await screen.findByText(/Credit Note CN-0002 saved\./)).toBeTruthy();
      const row = screen.getByRole('row', { name: /CN-0002/ });
      expect(row.textContent).toContain('INV-0007');
      expect(row.textContent).toContain('₹336.00');
      expect(within(row).getByRole('link', { name: 'Print CN-0002' }).getAttribute('href')).toBe(
        '/returns/print?id=51',
      );

      await user.click(within(row).getByRole('button', { name: 'Delete CN-0002' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete CN-0002?' });
      await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
      expect(mock.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
      await user.click(within(row).getByRole('button', { name: 'Delete CN-0002' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
      );
      await waitFor(() => expect(mock.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));

      await user.type(screen.getByRole('searchbox', { name: 'Search returns' }), 'nobody');
      expect(await screen.findByText('No returns match your search.')).toBeTruthy();
    },
  );
});
