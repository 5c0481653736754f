// An opened bill's print and PDF (issue 23). Just Print (finding 2): the same page whichever
// way it is reached; without unsaved changes it opens the saved bill's print (as Save & Print
// does); with changes, the trial print's balance takes the saved bill out before adding the
// screen's. Download PDF: the server's PDF of the saved bill, saved under the name it gives.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toPaise } from '@hisaab/shared/money';
import { RAVI } from '../model/fixtures.ts';
import { readTrialPrint } from '../model/trial-view.ts';
import { INVOICE_MESSAGES } from '@hisaab/shared/messages';
import { json } from '../../../test/fetch-mock.ts';
import { api, renderInvoice, SAVED } from './invoice-test-support.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

async function openSaved(override?: Parameters<typeof api>[0]) {
  api(override);
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

describe('Download PDF of an opened bill', () => {
  const pdf = () =>
    new Response('%PDF-1.4 test', {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="Tax-Invoice-INV-0007.pdf"',
      },
    });

  it('saves the PDF the server draws of the saved bill, under its name', async () => {
    const asked: string[] = [];
    await openSaved((call) => {
      if (call.url.pathname !== '/api/files/transaction/7/pdf') return undefined;
      asked.push(call.method);
      return pdf();
    });
    const created = vi.fn(() => 'blob:pdf');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(names).toEqual(['Tax-Invoice-INV-0007.pdf']));
    expect(asked).toEqual(['GET']);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('says so when the PDF cannot be had', async () => {
    await openSaved((call) =>
      call.url.pathname === '/api/files/transaction/7/pdf'
        ? json(404, { title: 'Not Found', detail: 'Transaction not found.' })
        : undefined,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Transaction not found.')).toBeTruthy();
    expect(screen.queryByText(INVOICE_MESSAGES.failedToDownloadPdf)).toBeNull();
  });

  it('is not offered on a new bill', async () => {
    api();
    renderInvoice('/invoice');
    await screen.findByRole('combobox', { name: 'Customer' });
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });
});
