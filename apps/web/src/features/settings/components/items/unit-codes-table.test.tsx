import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render-app.tsx';
import { UnitCodesTable } from './unit-codes-table.tsx';

const UNITS = [
  { id: 1, name: 'No', uqc: 'NOS' },
  { id: 2, name: 'Peti', uqc: null },
];

function api(put: (body: { uqc: string | null }) => Response) {
  return mockFetch((call) => {
    const p = call.url.pathname;
    if (p === '/api/units' && call.method === 'GET') return json(200, UNITS);
    if (p === '/api/units/2' && call.method === 'PUT') return put(call.body as { uqc: null });
    return undefined;
  });
}

const select = (unit: string) =>
  screen.getByLabelText(`GST unit (UQC) of ${unit}`) as HTMLSelectElement;

describe('units and their GST unit codes', () => {
  it('shows each unit’s code, flags a missing one, and saves the chosen code', async () => {
    const mock = api((body) => json(200, { id: 2, name: 'Peti', ...body }));
    signInAs(['Manager']);
    const user = userEvent.setup();
    renderAt('/settings?tab=items', <UnitCodesTable />);
    await screen.findByText('Peti');
    expect(select('No').value).toBe('NOS');
    expect(select('Peti').value).toBe('');
    expect(select('Peti').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        'GSTR-1 reports quantities by these codes; a unit without one stops the GSTR-1 download.',
      ),
    ).toBeTruthy();

    await user.selectOptions(select('Peti'), 'BOX – Box');
    await waitFor(() => expect(mock.callsTo('/api/units/2')).toHaveLength(1));
    expect(mock.callsTo('/api/units/2')[0]!.body).toEqual({ uqc: 'BOX' });
    await waitFor(() => expect(select('Peti').value).toBe('BOX'));
    expect(select('Peti').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the server’s reason when the code is refused, keeping the unit as it was', async () => {
    api(() =>
      json(400, {
        title: 'Invalid request',
        detail: 'Choose a GST unit code (UQC) from the list.',
      }),
    );
    signInAs(['Admin']);
    const user = userEvent.setup();
    renderAt('/settings?tab=items', <UnitCodesTable />);
    await screen.findByText('Peti');
    await user.selectOptions(select('Peti'), 'KGS – Kilograms');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Choose a GST unit code (UQC) from the list.',
    );
    expect(select('Peti').value).toBe('');
  });
});
