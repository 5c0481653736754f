import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render-app.tsx';
import { BankAccountsTab } from './bank-accounts-tab.tsx';

const LONG =
  'UPI collections and supplier payments; statements arrive monthly by post to the shop office.';
const HDFC = {
  id: 4,
  bankName: 'HDFC Bank',
  accountName: 'Sharma Traders',
  accountNumber: '5010001',
  branchName: 'Camp',
  bankCode: 'HDFC0000123',
  bankTransactionDetails: LONG,
  version: 1,
};

interface OpeningBody {
  version: number | null;
  cashInHand: string;
  bankAccounts: { bankAccountId: number; amount: string }[];
}

/** What the server answers a save: the figures in rupees, dated the start of the books. */
function savedAnswer(body: unknown) {
  const sent = body as OpeningBody;
  return {
    date: '2026-04-01',
    cashInHand: Number(sent.cashInHand),
    bankAccounts: sent.bankAccounts.map((b) => ({ ...b, amount: Number(b.amount) })),
    version: (sent.version ?? 1) + 1,
  };
}

describe('bank accounts tab', () => {
  it('cuts long details at 80 characters and asks before deleting', async () => {
    let listed = [HDFC];
    const mock = mockFetch((call) => {
      if (call.url.pathname === '/api/bankaccounts') return json(200, listed);
      if (call.method === 'DELETE') {
        listed = [];
        return json(204, null);
      }
      return undefined;
    });
    signInAs(['Admin']);
    const user = userEvent.setup();
    renderAt('/settings?tab=bankaccounts', <BankAccountsTab />);
    expect(await screen.findByText(`${LONG.slice(0, 80)}…`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Delete HDFC Bank/ }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText(
        'Delete bank account “HDFC Bank • Sharma Traders (5010001) - Camp”?',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No bank accounts yet.')).toBeTruthy();
    expect(mock.calls.find((c) => c.method === 'DELETE')!.url.pathname).toBe('/api/bankaccounts/4');
  });

  it('says an account already removed by someone else is gone, and reloads', async () => {
    let gets = 0;
    mockFetch((call) => {
      if (call.url.pathname === '/api/bankaccounts') return json(200, gets++ === 0 ? [HDFC] : []);
      if (call.method === 'DELETE') return json(404, { title: 'Bank account not found.' });
      return undefined;
    });
    signInAs(['Manager']);
    const user = userEvent.setup();
    renderAt('/settings?tab=bankaccounts', <BankAccountsTab />);
    await user.click(await screen.findByRole('button', { name: /^Delete HDFC Bank/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This bank account was already removed. Refreshing list…'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('No bank accounts yet.')).toBeTruthy());
  });

  it('requires the account fields with the spec messages', async () => {
    const mock = mockFetch((call) =>
      call.url.pathname === '/api/bankaccounts' ? json(200, []) : undefined,
    );
    signInAs(['Admin']);
    const user = userEvent.setup();
    renderAt('/settings?tab=bankaccounts', <BankAccountsTab />);
    const form = await screen.findByRole('form', { name: 'Add Bank Account' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Bank name is required.')).toBeTruthy();
    expect(within(form).getByText('Account name is required.')).toBeTruthy();
    expect(within(form).getByText('Account number is required.')).toBeTruthy();
    expect(mock.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('takes the opening balances of cash in hand and each account, and saves them', async () => {
    let saved: unknown = { date: null, cashInHand: 0, bankAccounts: [], version: 1 };
    const mock = mockFetch((call) => {
      if (call.url.pathname === '/api/bankaccounts') return json(200, [HDFC]);
      if (call.url.pathname === '/api/opening-balances' && call.method === 'PUT') {
        saved = savedAnswer(call.body);
        return json(200, saved);
      }
      if (call.url.pathname === '/api/opening-balances') return json(200, saved);
      return undefined;
    });
    signInAs(['Admin']);
    const user = userEvent.setup();
    renderAt('/settings?tab=bankaccounts', <BankAccountsTab />);
    const form = await screen.findByRole('form', { name: 'Opening balances' });
    const bank = await within(form).findByLabelText(/HDFC Bank • Sharma Traders/);
    await user.clear(within(form).getByLabelText('Cash in hand'));
    await user.type(within(form).getByLabelText('Cash in hand'), '2500.50');
    await user.clear(bank);
    await user.type(bank, '-3000');
    await user.click(within(form).getByRole('button', { name: 'Save opening balances' }));
    expect(await screen.findByText('Opening balances saved.')).toBeTruthy();
    expect(mock.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      version: 1,
      cashInHand: '2500.50',
      bankAccounts: [{ bankAccountId: 4, amount: '-3000' }],
    });
    expect(
      await within(form).findByText(/Dated 01\/04\/2026, the start of the books/),
    ).toBeTruthy();
  });

  it('keeps what was typed when the saved figures arrive after it', async () => {
    let answer!: (r: Response) => void;
    const late = new Promise<Response>((resolve) => (answer = resolve));
    let gets = 0;
    const mock = mockFetch((call) => {
      if (call.url.pathname === '/api/bankaccounts') return json(200, [HDFC]);
      if (call.url.pathname === '/api/opening-balances' && call.method === 'PUT') {
        return json(200, savedAnswer(call.body));
      }
      if (call.url.pathname === '/api/opening-balances') {
        gets += 1;
        return gets === 1
          ? late
          : json(200, { date: '2026-04-01', cashInHand: 2500.5, bankAccounts: [], version: 2 });
      }
      return undefined;
    });
    signInAs(['Admin']);
    const user = userEvent.setup();
    renderAt('/settings?tab=bankaccounts', <BankAccountsTab />);
    const form = await screen.findByRole('form', { name: 'Opening balances' });
    const cash = within(form).getByLabelText('Cash in hand');
    await user.clear(cash);
    await user.type(cash, '2500.50');
    answer(json(200, { date: null, cashInHand: 0, bankAccounts: [], version: 1 }));
    const save = within(form).getByRole('button', { name: 'Save opening balances' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    expect((cash as HTMLInputElement).value).toBe('2500.50');
    await user.click(save);
    expect(await screen.findByText('Opening balances saved.')).toBeTruthy();
    // Based on the figures that arrived, though typed over before they did (issue 37).
    expect(mock.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      cashInHand: '2500.50',
      version: 1,
    });
  });

  it('keeps what was typed when someone saved the balances meanwhile, and Reload shows theirs', async () => {
    const CHANGED =
      'The opening balances were changed by manager@example.com on 02/12/2026 10:15, after you opened them. Reload them to see their changes, then make yours again.';
    let stored = { date: '2026-04-01', cashInHand: 100, bankAccounts: [], version: 2 };
    const mock = mockFetch((call) => {
      if (call.url.pathname === '/api/bankaccounts') return json(200, [HDFC]);
      if (call.url.pathname === '/api/opening-balances' && call.method === 'PUT')
        return json(409, {
          title: 'Conflict',
          detail: CHANGED,
          code: 'stale_version',
          currentVersion: 3,
        });
      if (call.url.pathname === '/api/opening-balances') return json(200, stored);
      return undefined;
    });
    signInAs(['Admin']);
    const user = userEvent.setup();
    renderAt('/settings?tab=bankaccounts', <BankAccountsTab />);
    const form = await screen.findByRole('form', { name: 'Opening balances' });
    const cash = within(form).getByLabelText('Cash in hand') as HTMLInputElement;
    await waitFor(() => expect(cash.value).toBe('100.00'));
    // The manager saves 250 meanwhile; this screen still shows version 2.
    stored = { ...stored, cashInHand: 250, version: 3 };
    await user.clear(cash);
    await user.type(cash, '175');
    await user.click(within(form).getByRole('button', { name: 'Save opening balances' }));
    expect(await within(form).findByText(CHANGED)).toBeTruthy();
    expect(mock.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      cashInHand: '175',
      version: 2,
    });
    expect(cash.value).toBe('175');
    await user.click(within(form).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(cash.value).toBe('250.00'));
    expect(within(form).queryByText(CHANGED)).toBeNull();
  });
});
