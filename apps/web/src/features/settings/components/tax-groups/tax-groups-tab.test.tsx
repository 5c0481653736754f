import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs, type Call } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render-app.tsx';
import { TaxGroupsTab } from './tax-groups-tab.tsx';

const group = (id: number, name: string) => ({ id, name, taxCount: 0, itemCount: 0, taxes: [] });

function server() {
  let groups = [group(1, 'GST 12%'), group(2, 'GST 5%'), group(3, 'GST 28%')];
  return mockFetch((call: Call) => {
    const p = call.url.pathname;
    if (p === '/api/taxes/groups' && call.method === 'GET') return json(200, groups);
    if (p === '/api/taxes/groups' && call.method === 'POST') {
      const created = group(9, (call.body as { name: string }).name);
      groups = [...groups, created];
      return json(201, created);
    }
    if (p === '/api/taxes/groups/9/taxes') return json(200, []);
    if (p === '/api/taxes' || p === '/api/items') return json(200, []);
    return undefined;
  });
}

const names = () =>
  within(screen.getByRole('table', { name: 'Tax Groups' }))
    .getAllByRole('row', { name: /^Edit / })
    .map((r) => r.getAttribute('aria-label'));

describe('tax groups tab', () => {
  it('lists groups by the value in their names, not as text', async () => {
    server();
    signInAs(['Manager']);
    renderAt('/settings?tab=taxgroups', <TaxGroupsTab />);
    await screen.findByText('GST 12%');
    expect(names()).toEqual(['Edit GST 5%', 'Edit GST 12%', 'Edit GST 28%']);
  });

  it('after Add Group shows the new group open and focused, with a toast', async () => {
    server();
    signInAs(['Manager']);
    const user = userEvent.setup();
    renderAt('/settings?tab=taxgroups', <TaxGroupsTab />);
    await screen.findByText('GST 12%');
    const add = screen.getByRole('form', { name: 'Add Group' });
    await user.type(within(add).getByLabelText('Group Name'), 'GST 18%{Enter}');
    expect(await screen.findByText('Tax group “GST 18%” added.')).toBeTruthy();
    const editor = await screen.findByRole('form', { name: 'Edit Tax Group' });
    const name = within(editor).getByLabelText('Group Name') as HTMLInputElement;
    expect(name.value).toBe('GST 18%');
    await waitFor(() => expect(document.activeElement).toBe(name));
  });
});
