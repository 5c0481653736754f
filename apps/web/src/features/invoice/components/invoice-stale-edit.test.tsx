// Issue 37: a bill saved by someone else since it was opened. The save sends the version it
// opened; the 409 is shown with what was typed still on screen, and "Reload the bill" is offered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/fetch-mock.ts';
import { api, renderInvoice } from './invoice-test-support.tsx';

const CHANGED =
  'This bill was changed by manager@example.com on 20/11/2026 14:05, after you opened it. Reload it to see their changes, then make yours again.';

afterEach(() => vi.restoreAllMocks());

describe('saving a bill someone else changed', () => {
  it('sends the opened version, shows the refusal with the typed remark kept, and offers a reload', async () => {
    const { callsTo } = api((call) =>
      call.url.pathname === '/api/transactions/7' && call.method === 'PUT'
        ? json(409, {
            title: 'Conflict',
            detail: CHANGED,
            code: 'stale_version',
            currentVersion: 2,
          })
        : undefined,
    );
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      reload,
    } as Location);
    const user = userEvent.setup();
    renderInvoice('/invoice?mode=modify&id=7');
    await screen.findByRole('heading', { name: 'Modify Invoice INV-0007' });
    const remark = screen.getByRole('textbox', { name: 'Remark' }) as HTMLInputElement;
    await user.clear(remark);
    await user.type(remark, 'second till');
    // Saved on credit (nothing paid): no paying-less question on a bill that pays nothing.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo('/api/transactions/7').filter((c) => c.method === 'PUT')).toHaveLength(1),
    );
    const put = callsTo('/api/transactions/7').find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ version: 1 });
    expect((await screen.findAllByText(CHANGED)).length).toBeGreaterThan(0);
    expect(remark.value).toBe('second till');
    await user.click(await screen.findByRole('button', { name: 'Reload the bill' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
