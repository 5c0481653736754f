import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs, type Call } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render-app.tsx';
import { MapItemsTab } from './map-items-tab.tsx';

const gst = {
  taxId: 1,
  name: 'GST 18%',
  taxType: 'GST',
  rate: 18,
  isCompound: false,
  effectiveFrom: null,
  effectiveTo: null,
  priority: 1,
};
const GROUPS = [
  { id: 5, name: 'GST 18%', taxCount: 1, itemCount: 1, endedOn: null, taxes: [gst], version: 1 },
  {
    id: 6,
    name: 'GST 5%',
    taxCount: 1,
    itemCount: 1,
    endedOn: null,
    taxes: [{ ...gst, taxId: 2, name: 'GST 5%', rate: 5 }],
    version: 1,
  },
];

function item(id: number, name: string, taxGroupId: number | null, extra: object = {}) {
  return {
    id,
    name,
    unitId: 1,
    unit: { id: 1, name: 'Pcs' },
    unitName: 'Pcs',
    rate: 10,
    buyRate: 8,
    rateBaseAmount: 10,
    rateTaxAmount: 0,
    buyRateBaseAmount: 8,
    buyRateTaxAmount: 0,
    hsnSacCode: null,
    taxGroupId,
    taxGroupName: GROUPS.find((g) => g.id === taxGroupId)?.name ?? null,
    taxes: [],
    stock: 0,
    isSpecial: false,
    specialKind: null,
    reverseCharge: false,
    trackedByBatch: false,
    mrp: null,
    barcodes: [],
    assemblyId: null,
    version: 1,
    ...extra,
  };
}

/** Items move on the mock server as the PUT calls say, so the reload shows the result. */
function server(fail: (call: Call) => boolean = () => false) {
  const groupOf = new Map<number, number | null>([
    [1, 5],
    [2, null],
    [3, 6],
    [4, null],
  ]);
  const names: Record<number, string> = { 1: 'Steel Bucket', 2: 'Mug', 3: 'Rice', 4: 'Kettle' };
  return mockFetch((call) => {
    const p = call.url.pathname;
    if (p === '/api/taxes/groups') return json(200, GROUPS);
    if (p === '/api/items') {
      return json(200, [
        ...[1, 2, 3, 4].map((id) =>
          item(id, names[id]!, groupOf.get(id) ?? null, id === 1 ? { hsnSacCode: '7323' } : {}),
        ),
        item(99, 'Round Off', null, { isSpecial: true, specialKind: 'roundOff' }),
      ]);
    }
    const m = /^\/api\/taxes\/items\/(\d+)\/group\/(\d+)$/.exec(p);
    if (m && call.method === 'PUT') {
      if (fail(call)) return json(500, null);
      const group = Number(m[2]);
      const id = Number(m[1]);
      groupOf.set(id, group === 0 ? null : group);
      return json(200, item(id, names[id]!, groupOf.get(id) ?? null));
    }
    return undefined;
  });
}

function renderTab() {
  signInAs(['Admin']);
  return renderAt('/settings?tab=mapitems', <MapItemsTab />);
}

const list = (name: 'In Group' | 'Not In Group') => screen.getByRole('region', { name });
const namesIn = (name: 'In Group' | 'Not In Group') =>
  within(list(name))
    .queryAllByRole('checkbox')
    .map((c) => c.getAttribute('aria-label')?.replace('Select ', ''));

describe('set item taxes', () => {
  it('asks for a group first, then splits the items and flags those of another group', async () => {
    server();
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByText('Select a tax group first')).toBeTruthy();
    expect(screen.getAllByText('1 tax · 1 item')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: /^GST 18%/ }));
    expect(screen.getByText(/Taxes of GST 18%: 1\. GST 18%/)).toBeTruthy();
    expect(namesIn('In Group')).toEqual(['Steel Bucket']);
    // Special items never appear; Rice belongs to GST 5%.
    expect(namesIn('Not In Group')).toEqual(['Mug', 'Rice', 'Kettle']);
    const rice = within(list('Not In Group')).getByText('Rice').closest('li')!;
    expect(within(rice).getByText('has group')).toBeTruthy();
    expect(
      within(within(list('Not In Group')).getByText('Mug').closest('li')!).queryByText('has group'),
    ).toBeNull();
  });

  it('moves ticked items into the group with one call each, then reloads', async () => {
    const mock = server();
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('radio', { name: /^GST 18%/ }));
    const moveIn = screen.getByRole('button', { name: '← Move to group' }) as HTMLButtonElement;
    expect(moveIn.disabled).toBe(true);
    await user.click(within(list('Not In Group')).getByRole('checkbox', { name: 'Select Mug' }));
    await user.click(within(list('Not In Group')).getByRole('checkbox', { name: 'Select Rice' }));
    await user.click(moveIn);
    await waitFor(() => expect(namesIn('In Group')).toEqual(['Steel Bucket', 'Mug', 'Rice']));
    const puts = mock.calls
      .filter((c) => c.method === 'PUT')
      .map((c) => c.url.pathname)
      .sort();
    expect(puts).toEqual(['/api/taxes/items/2/group/5', '/api/taxes/items/3/group/5']);
    expect(namesIn('Not In Group')).toEqual(['Kettle']);
  });

  it('moves items out with group 0, searching by HSN/SAC', async () => {
    const mock = server();
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('radio', { name: /^GST 18%/ }));
    await user.type(within(list('In Group')).getByRole('searchbox'), '7323');
    await user.click(
      within(list('In Group')).getByRole('checkbox', { name: 'Select Steel Bucket' }),
    );
    await user.click(screen.getByRole('button', { name: 'Move out →' }));
    await waitFor(() => expect(namesIn('In Group')).toEqual([]));
    expect(mock.calls.find((c) => c.method === 'PUT')!.url.pathname).toBe(
      '/api/taxes/items/1/group/0',
    );
  });

  it('moves a dragged item dropped on the other list', async () => {
    const mock = server();
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('radio', { name: /^GST 18%/ }));
    const kettle = within(list('Not In Group')).getByText('Kettle').closest('li')!;
    const store = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => store.set(k, v),
      getData: (k: string) => store.get(k) ?? '',
      effectAllowed: '',
    };
    fireEvent.dragStart(kettle, { dataTransfer });
    fireEvent.dragOver(list('In Group'), { dataTransfer });
    fireEvent.drop(list('In Group'), { dataTransfer });
    await waitFor(() => expect(namesIn('In Group')).toEqual(['Steel Bucket', 'Kettle']));
    expect(mock.calls.find((c) => c.method === 'PUT')!.url.pathname).toBe(
      '/api/taxes/items/4/group/5',
    );
  });

  it('says "Failed to assign items" when a call fails, and still reloads', async () => {
    server((c) => c.url.pathname.startsWith('/api/taxes/items/4/'));
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('radio', { name: /^GST 18%/ }));
    await user.click(within(list('Not In Group')).getByRole('checkbox', { name: 'Select Mug' }));
    await user.click(within(list('Not In Group')).getByRole('checkbox', { name: 'Select Kettle' }));
    await user.click(screen.getByRole('button', { name: '← Move to group' }));
    expect(await screen.findByText('Failed to assign items')).toBeTruthy();
    await waitFor(() => expect(namesIn('In Group')).toEqual(['Steel Bucket', 'Mug']));
  });
});
