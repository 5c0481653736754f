// A large shop's invoice screen: the first reply is only the first page of customers and items
// (complete: false), so what is typed is searched on the server and the matches can be chosen.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/fetch-mock.ts';
import { BOTTLE, CASH, RAVI, RICE, ROUND_OFF } from '../model/fixtures.ts';
import { api, LOOKUPS, renderInvoice } from './invoice-test-support.tsx';

describe('Invoice screen of a large shop', () => {
  it('searches customers and items on the server as they are typed', async () => {
    const { callsTo } = api((call) => {
      if (call.url.pathname !== '/api/transactions/autocomplete') return undefined;
      const search = call.url.searchParams.get('search');
      if (search === null)
        return json(200, {
          ...LOOKUPS,
          customers: [CASH],
          items: [RICE, ROUND_OFF],
          complete: false,
        });
      // The server sends every list with a search, as without one.
      return json(200, {
        ...LOOKUPS,
        customers: 'ravi'.startsWith(search) ? [RAVI] : [],
        items: 'bottle'.startsWith(search) ? [BOTTLE] : [],
        complete: false,
      });
    });
    const user = userEvent.setup();
    renderInvoice('/invoice');
    await screen.findByRole('combobox', { name: 'Customer' });
    await user.keyboard('ravi');
    await waitFor(() =>
      expect(callsTo('/api/transactions/autocomplete').map((c) => c.url.search)).toContain(
        '?search=ravi&limit=50',
      ),
    );
    await user.keyboard('{Enter}');
    // Ravi, found on the server, is the bill's customer now.
    expect(await screen.findByRole('button', { name: 'Save & Send' })).toBeTruthy();
  }, 20_000);

  it('does not search for a small shop, whose first reply is complete', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    renderInvoice('/invoice');
    await screen.findByRole('combobox', { name: 'Customer' });
    await user.keyboard('ravi{Enter}');
    expect(await screen.findByRole('button', { name: 'Save & Send' })).toBeTruthy();
    expect(callsTo('/api/transactions/autocomplete').filter((c) => c.url.search !== '')).toEqual(
      [],
    );
  });
});
