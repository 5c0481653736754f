// Just Print of an opened bill (issue 23, finding 2): the same page whichever way it is
// reached. Without unsaved changes it opens the saved bill's print (as Save & Print does);
// with changes, the trial print's balance takes the saved bill out before adding the screen's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toPaise } from '@hisaab/shared/money';
import { RAVI } from '../model/fixtures.ts';
import { readTrialPrint } from '../model/trial-view.ts';
import { api, renderInvoice, SAVED } from './invoice-test-support.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

async function openSaved() {
  api();
  const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
  renderInvoice('/invoice?mode=modify&id=7');
  await screen.findByRole('heading', { name: 'Modify Invoice INV-0007' });
  return open;
}

describe('Just Print of an opened bill', () => {
  it('prints the saved bill itself when nothing was changed', async () => {
    const open = await openSaved();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Just Print' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(String(open.mock.calls[0]![0])).toMatch(/\/invoice\/print\?id=7$/);
  });

  it('with unsaved changes, counts the saved bill once in the party balance', async () => {
    const open = await openSaved();
    const user = userEvent.setup();
    const rate = screen.getByRole('textbox', { name: 'Rate 1' });
    await user.click(rate);
    await user.keyboard('{Control>}a{/Control}1200');
    await user.click(screen.getByRole('button', { name: 'Just Print' }));
    expect(String(open.mock.calls[0]![0])).toMatch(/\/invoice\/print\?trial=1$/);
    const trial = readTrialPrint()!;
    expect(trial.totals.amount).toBe(1200);
    // Ravi's balance holds the saved ₹1,180 (unpaid): out with it, in with the ₹1,200 on screen.
    const unpaid = toPaise(trial.totals.amount) - toPaise(trial.totals.paid);
    expect(toPaise(trial.customer.balance)).toBe(
      toPaise(RAVI.balance) - toPaise(SAVED.totals.amount) + unpaid,
    );
  });
});
