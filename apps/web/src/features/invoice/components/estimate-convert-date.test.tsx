// Issue 42: Convert to Sale offers the estimate's own date beside today's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInIndia } from '@hisaab/shared/format';
import { json } from '../../../test/fetch-mock.ts';
import { api, renderInvoice, SAVED } from './invoice-test-support.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

const ESTIMATE = {
  ...SAVED,
  id: 8,
  kind: 'estimate',
  number: 'EST-0003',
  transactionDate: '2025-10-01',
  payments: [],
  convertedTo: null,
};

async function openAndConvert(choice: RegExp) {
  const mock = api((call) => {
    if (call.url.pathname === '/api/transactions/8') return json(200, ESTIMATE);
    if (call.url.pathname === '/api/estimates/8/convert') return json(201, SAVED);
    return undefined;
  });
  renderInvoice('/invoice?mode=modify&id=8');
  await screen.findByRole('heading', { name: 'Modify Estimate EST-0003' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Convert to Sale' }));
  const dialog = await screen.findByRole('dialog', { name: 'Convert to Sale' });
  expect(within(dialog).getByText(/estimate's date 01\/10\/2025/)).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: choice }));
  await waitFor(() => expect(mock.callsTo('/api/estimates/8/convert')).toHaveLength(1));
  return mock.callsTo('/api/estimates/8/convert')[0]!.body;
}

describe('Convert to Sale', () => {
  it("dates the sale on the estimate's date when asked", async () => {
    expect(await openAndConvert(/01\/10\/2025/)).toEqual({ transactionDate: '2025-10-01' });
  });

  it('dates the sale today when asked', async () => {
    expect(await openAndConvert(/today/)).toEqual({ transactionDate: todayInIndia() });
  });
});
