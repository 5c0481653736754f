import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render-app.tsx';
import { SettingsPage } from '../settings-page.tsx';

const UPDATE = {
  id: 9,
  at: '2026-05-10T20:01:00.000Z',
  userId: 3,
  userEmail: 'meena@kirana.example',
  entity: 'customer',
  entityId: '41',
  action: 'update',
  before: { name: 'Verma Stores', phone: null },
  after: { name: 'Verma Stores', phone: '9876543210' },
};
const LOGIN = {
  id: 8,
  at: '2026-05-10T20:00:00.000Z',
  userId: 3,
  userEmail: 'meena@kirana.example',
  entity: 'user',
  entityId: '3',
  action: 'login',
  before: null,
  after: { ip: '198.51.100.23' },
};

function trailServer(items: unknown[], total = items.length) {
  return mockFetch((call) => {
    if (call.url.pathname === '/api/audit/users')
      return json(200, [{ id: 3, email: 'meena@kirana.example' }]);
    if (call.url.pathname === '/api/audit') {
      const skip = Number(call.url.searchParams.get('skip') ?? 0);
      return json(200, { items, total, skip, take: 50 });
    }
    return undefined;
  });
}

describe('the audit trail tab', () => {
  it('is the Auditor’s settings tab, showing who changed what, when, before and after', async () => {
    trailServer([UPDATE, LOGIN]);
    signInAs(['Auditor']);
    renderAt('/settings', <SettingsPage />);
    expect(screen.getByRole('tab', { name: 'Audit trail' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('11/05/2026 01:31')).toBeTruthy();
    expect(within(rows[0]!).getByText('meena@kirana.example')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('Changed customer #41');
    expect(within(rows[0]!).getByText('phone')).toBeTruthy();
    expect(within(rows[0]!).getByLabelText('was —')).toBeTruthy();
    expect(within(rows[0]!).getByLabelText('now 9876543210')).toBeTruthy();
    // An unchanged field is not listed.
    expect(within(rows[0]!).queryByText('name')).toBeNull();
    expect(rows[1]!.textContent).toContain('Logged in');
    expect(rows[1]!.textContent).not.toContain('#3');
    expect(rows[1]!.textContent).toContain('from 198.51.100.23');
    expect(screen.getByText('Entries 1–2 of 2, newest first')).toBeTruthy();
  });

  it('opens on a document’s history from the address and sends the filters', async () => {
    const mock = trailServer([UPDATE]);
    signInAs(['Admin']);
    const user = userEvent.setup();
    renderAt('/settings?tab=audit&entity=transaction&entityId=12', <SettingsPage />);
    await screen.findByRole('table', { name: 'Audit trail' });
    const first = mock.callsTo('/api/audit')[0]!.url.searchParams;
    expect(first.get('entity')).toBe('transaction');
    expect(first.get('entityId')).toBe('12');
    expect((screen.getByLabelText('Record') as HTMLSelectElement).value).toBe('transaction');

    await user.selectOptions(screen.getByLabelText('User'), 'meena@kirana.example');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(mock.callsTo('/api/audit').length).toBe(2));
    const second = mock.callsTo('/api/audit')[1]!.url.searchParams;
    expect(second.get('userId')).toBe('3');
    expect(second.get('entityId')).toBe('12');
    expect(screen.getByTestId('location').textContent).toContain('userId=3');
  });

  it('pages to older entries', async () => {
    const mock = trailServer([UPDATE], 120);
    signInAs(['Admin']);
    const user = userEvent.setup();
    renderAt('/settings?tab=audit', <SettingsPage />);
    await screen.findByText('Entries 1–1 of 120, newest first');
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() =>
      expect(mock.callsTo('/api/audit').at(-1)!.url.searchParams.get('skip')).toBe('50'),
    );
  });

  it('is not shown to a Manager', () => {
    trailServer([]);
    signInAs(['Manager']);
    renderAt('/settings?tab=audit', <SettingsPage />);
    expect(screen.queryByRole('tab', { name: 'Audit trail' })).toBeNull();
  });
});
