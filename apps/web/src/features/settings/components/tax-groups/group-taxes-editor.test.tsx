import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs, type Call } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render-app.tsx';
import { GroupTaxesEditor } from './group-taxes-editor.tsx';

const tax = (id: number, name: string, rate: number) => ({
  id,
  name,
  taxType: 'GST',
  rate,
  isCompound: false,
  effectiveFrom: null,
  effectiveTo: null,
  displayOrder: id,
  version: 1,
});
const TAXES = [tax(1, 'CGST', 9), tax(2, 'SGST', 9), tax(3, 'Cess', 1)];

/** The 409 of a change based on an older version of the group (issue 37). */
const STALE =
  'This tax group was changed by asha@example.com on 02/12/2026 10:15, after you opened it. Reload it to see their changes, then make yours again.';

/** A tiny server keeping the group's order, so replies follow the calls. */
function server(failReorder = false, staleReorder = false) {
  let order = [1, 2];
  const view = () =>
    order.map((id, i) => ({ ...TAXES.find((t) => t.id === id)!, taxId: id, priority: i + 1 }));
  return mockFetch((call: Call) => {
    const p = call.url.pathname;
    if (p === '/api/taxes') return json(200, TAXES);
    if (p === '/api/taxes/groups/7/taxes' && call.method === 'GET') return json(200, view());
    if (p === '/api/taxes/groups/7/taxes/reorder') {
      if (failReorder) return json(500, null);
      if (staleReorder)
        return json(409, {
          title: 'Conflict',
          detail: STALE,
          code: 'stale_version',
          currentVersion: 5,
        });
      order = (call.body as { taxGroupTaxIdsInOrder: number[] }).taxGroupTaxIdsInOrder;
      return json(200, view());
    }
    if (p === '/api/taxes/groups/7/taxes/add') {
      order = [...order, (call.body as { taxId: number }).taxId];
      return json(200, view());
    }
    if (p.startsWith('/api/taxes/groups/7/taxes/') && call.method === 'DELETE') {
      order = order.filter((id) => id !== Number(p.split('/').pop()));
      return json(200, view());
    }
    if (p === '/api/taxes/groups' || p === '/api/items') return json(200, []);
    return undefined;
  });
}

/** The editor as its row holds it: each saved change moves the group's version on by one. */
function Row({ onReload }: { onReload: () => void }) {
  const [version, setVersion] = useState(3);
  return (
    <GroupTaxesEditor
      groupId={7}
      groupName="GST 18"
      version={version}
      onChanged={() => setVersion((v) => v + 1)}
      onReload={onReload}
    />
  );
}

function renderEditor(onReload: () => void = () => undefined) {
  signInAs(['Manager']);
  return renderAt('/settings?tab=taxgroups', <Row onReload={onReload} />);
}

const names = () =>
  screen.getAllByRole('listitem').map((li) => li.textContent?.match(/(CGST|SGST|Cess)/)?.[0]);

describe('group taxes editor', () => {
  it('moves a tax up and down in priority order', async () => {
    const mock = server();
    const user = userEvent.setup();
    renderEditor();
    await waitFor(() => expect(names()).toEqual(['CGST', 'SGST']));
    expect(
      (screen.getByRole('button', { name: 'Move CGST up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Move SGST down' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move CGST down' }));
    await waitFor(() => expect(names()).toEqual(['SGST', 'CGST']));
    expect(mock.callsTo('/api/taxes/groups/7/taxes/reorder')[0]!.body).toEqual({
      taxGroupTaxIdsInOrder: [2, 1],
      version: 3,
    });
    await user.click(screen.getByRole('button', { name: 'Move CGST up' }));
    await waitFor(() => expect(names()).toEqual(['CGST', 'SGST']));
    // The second change is based on the version the first one made (issue 37).
    expect(mock.callsTo('/api/taxes/groups/7/taxes/reorder')[1]!.body).toEqual({
      taxGroupTaxIdsInOrder: [1, 2],
      version: 4,
    });
  });

  it('offers only taxes not in the group and adds one last (priority count + 1)', async () => {
    const mock = server();
    const user = userEvent.setup();
    renderEditor();
    await waitFor(() => expect(names()).toEqual(['CGST', 'SGST']));
    const select = screen.getByLabelText('Add a tax') as HTMLSelectElement;
    await waitFor(() =>
      expect([...select.options].map((o) => o.text)).toEqual(['Select a tax', 'Cess 1% · GST']),
    );
    await user.click(screen.getByRole('button', { name: 'Add Tax' }));
    expect(screen.getByText('Select a tax to add.')).toBeTruthy();
    await user.selectOptions(select, '3');
    await user.click(screen.getByRole('button', { name: 'Add Tax' }));
    await waitFor(() => expect(names()).toEqual(['CGST', 'SGST', 'Cess']));
    expect(mock.callsTo('/api/taxes/groups/7/taxes/add')[0]!.body).toEqual({
      taxId: 3,
      priority: 3,
      version: 3,
    });
    expect([...select.options].map((o) => o.text)).toEqual(['Select a tax']);
    await user.click(screen.getByRole('button', { name: 'Remove SGST' }));
    await waitFor(() => expect(names()).toEqual(['CGST', 'Cess']));
    expect(mock.callsTo('/api/taxes/groups/7/taxes/2')[0]!.headers['if-match']).toBe('"4"');
  });

  it('says who changed the group meanwhile and offers Reload, keeping the chosen tax', async () => {
    const mock = server(false, true);
    const onReload = vi.fn();
    const user = userEvent.setup();
    renderEditor(onReload);
    await waitFor(() => expect(names()).toEqual(['CGST', 'SGST']));
    const select = screen.getByLabelText('Add a tax') as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(2));
    await user.selectOptions(select, '3');
    await user.click(screen.getByRole('button', { name: 'Move SGST up' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(STALE)).toBeTruthy();
    // Nothing moved, and what the user chose is still there.
    expect(names()).toEqual(['CGST', 'SGST']);
    expect(select.value).toBe('3');
    expect(mock.callsTo('/api/taxes/groups/7/taxes/reorder')[0]!.body).toMatchObject({
      version: 3,
    });
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('keeps the order and says so when reordering fails', async () => {
    server(true);
    const user = userEvent.setup();
    renderEditor();
    await waitFor(() => expect(names()).toEqual(['CGST', 'SGST']));
    await user.click(screen.getByRole('button', { name: 'Move SGST up' }));
    expect(
      within(await screen.findByRole('alert')).getByText('Failed to reorder taxes'),
    ).toBeTruthy();
    expect(names()).toEqual(['CGST', 'SGST']);
  });
});
