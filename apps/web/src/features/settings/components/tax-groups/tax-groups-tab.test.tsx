import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs, type Call } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render-app.tsx';
import { TaxGroupsTab } from './tax-groups-tab.tsx';

const group = (id: number, name: string) => ({
  id,
  name,
  taxCount: 0,
  itemCount: 0,
  endedOn: null,
  taxes: [],
  version: 1,
});

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

  it('names an ended group and moves its items to a group in force in one step', async () => {
    const gst = (rate: number, effectiveTo: string | null) => [
      {
        taxId: rate,
        name: `GST ${rate}%`,
        taxType: 'GST',
        rate,
        isCompound: false,
        effectiveFrom: null,
        effectiveTo,
        priority: 1,
      },
    ];
    let groups = [
      { ...group(1, 'GST 12%'), itemCount: 2, endedOn: '2025-09-21', taxes: gst(12, '2025-09-21') },
      { ...group(2, 'GST 18%'), endedOn: null, taxes: gst(18, null) },
    ];
    const mock = mockFetch((call: Call) => {
      const p = call.url.pathname;
      if (p === '/api/taxes/groups' && call.method === 'GET') return json(200, groups);
      if (p === '/api/taxes/groups/1/move-items') {
        groups = [
          { ...groups[0]!, itemCount: 0 },
          { ...groups[1]!, itemCount: 2 },
        ];
        return json(200, { message: '2 items moved from GST 12% to GST 18%.', moved: 2 });
      }
      if (p === '/api/taxes' || p === '/api/items') return json(200, []);
      return undefined;
    });
    signInAs(['Manager']);
    const user = userEvent.setup();
    renderAt('/settings?tab=taxgroups', <TaxGroupsTab />);
    const offer = await screen.findByRole('region', { name: 'Items in ended tax groups' });
    expect(offer.textContent).toContain('GST 12% (ended 21/09/2025) still has 2 items');
    expect(screen.getAllByText('GST 12% (ended 21/09/2025)').length).toBeGreaterThan(1);
    await user.selectOptions(
      within(offer).getByLabelText('Move the items of GST 12% to'),
      'GST 18%',
    );
    await user.click(within(offer).getByRole('button', { name: 'Move 2 items' }));
    expect(await screen.findByText('2 items moved from GST 12% to GST 18%.')).toBeTruthy();
    expect(mock.callsTo('/api/taxes/groups/1/move-items')[0]?.body).toEqual({ toGroupId: 2 });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Items in ended tax groups' })).toBeNull(),
    );
  });
});
