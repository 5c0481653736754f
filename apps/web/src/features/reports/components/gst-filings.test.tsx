// The GST returns panel's filing status (issue 38): each return of the month filed or not, the
// Mark as filed dialog (date and ARN) sending what the server keeps, its refusal shown in the
// dialog, and no marking for the Auditor.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs, type Call } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { stubLayout } from '../../../test/result-support.ts';
import { ReportsPage } from './reports-page.tsx';

// 10 March 2025: the panel opens on February.
const NOW = new Date('2025-03-10T04:30:00Z');

const FILING = {
  id: 5,
  returnType: 'gstr1',
  period: '2025-02',
  filedOn: '2025-03-10',
  arn: 'AA270325012345X',
  filedByEmail: 'owner@example.com',
  recordedAt: '2025-03-10T04:30:00.000Z',
  undoneAt: null,
  undoReason: null,
};

function api(file: (c: Call) => Response) {
  const filings: unknown[] = [];
  return mockFetch((c) => {
    const p = c.url.pathname;
    if (p === '/api/reports/gst/gstr1')
      return json(200, { report: 'gst/gstr1', parameters: {}, datasets: [], snapshot: null });
    if (p === '/api/periods') return json(200, { booksClosedTo: null, filings });
    if (p === '/api/reports/gst/filings' && c.method === 'POST') {
      const res = file(c);
      if (res.status === 201) filings.push(FILING);
      return res;
    }
    return undefined;
  });
}

async function openStatus() {
  renderAt('/reports', <ReportsPage />);
  await userEvent.click(screen.getByRole('button', { name: 'GST returns' }));
  return screen.findByRole('region', { name: 'Filing status for February 2025' });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  signInAs(['Admin']);
  stubLayout();
});
afterEach(() => vi.useRealTimers());

describe('GST filing status', () => {
  it('marks GSTR-1 filed with the date and ARN, then shows it filed', async () => {
    const calls = api(() => json(201, FILING));
    const status = await openStatus();
    const rows = await within(status).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'GSTR-1Not filedMark as filed',
      'GSTR-3BNot filedMark as filed',
    ]);
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Mark as filed' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark GSTR-1 for February 2025 as filed',
    });
    const save = within(dialog).getByRole('button', { name: 'Mark as filed' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(
      within(dialog).getByLabelText('ARN (acknowledgement number)'),
      'aa270325012345x',
    );
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.callsTo('/api/reports/gst/filings')[0]?.body).toEqual({
      returnType: 'gstr1',
      year: 2025,
      month: 2,
      filedOn: '2025-03-10',
      arn: 'aa270325012345x',
    });
    await waitFor(() =>
      expect(within(status).getAllByRole('listitem')[0]?.textContent).toContain(
        'Filed on 10/03/2025, ARN AA270325012345X',
      ),
    );
    expect(within(status).getByRole('button', { name: 'Download filed JSON' })).toBeTruthy();
    expect(within(status).getByRole('button', { name: 'Undo filing' })).toBeTruthy();
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    api(() =>
      json(400, {
        title: 'Invalid request',
        detail: 'A return is filed after its month ends: check the filing date.',
      }),
    );
    const status = await openStatus();
    const rows = await within(status).findAllByRole('listitem');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Mark as filed' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark GSTR-3B for February 2025 as filed',
    });
    await userEvent.type(within(dialog).getByLabelText(/ARN/), 'AA270325012345X');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as filed' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A return is filed after its month ends: check the filing date.',
    );
  });

  it('offers the Auditor no marking', async () => {
    signInAs(['Auditor']);
    api(() => json(403, {}));
    const status = await openStatus();
    const rows = await within(status).findAllByRole('listitem');
    expect(rows[0]?.textContent).toBe('GSTR-1Not filed');
    expect(within(status).queryByRole('button', { name: 'Mark as filed' })).toBeNull();
  });
});
