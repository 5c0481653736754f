// The bill's e-invoice panel: what stops the IRP's JSON is listed and the download is held; a
// pasted reply is sent as the reply; an Auditor sees the IRN but cannot record one.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EInvoiceStatusReply } from '@hisaab/shared/replies/einvoice';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { applyLanguage, loadScreenTexts } from '../../../i18n/i18n.ts';
import { EInvoicePanel } from './einvoice-panel.tsx';

const IRN = 'a'.repeat(64);
const base: EInvoiceStatusReply = {
  enabled: true,
  eligible: true,
  reason: null,
  problems: [],
  notes: [],
  eInvoice: null,
  locked: false,
};

function api(status: EInvoiceStatusReply) {
  return mockFetch((call) => {
    const p = call.url.pathname;
    if (p === '/api/einvoice/transactions/7' && call.method === 'GET') return json(200, status);
    if (p === '/api/einvoice/transactions/7/irn' && call.method === 'POST')
      return json(201, {
        irn: IRN,
        ackNo: '1',
        ackDate: '2024-07-15 11:20:00',
        signedQr: 'a.b.c',
        status: 'active',
        cancelledAt: null,
        cancelReason: null,
      });
    return undefined;
  });
}

describe('the e-invoice panel', () => {
  it('lists what stops the JSON and holds its download', async () => {
    api({ ...base, problems: ['INV-3: HSN 7418 on line 1 (Lamp) must have 6 or 8 digits.'] });
    signInAs(['Manager']);
    renderAt('/invoice', <EInvoicePanel transactionId={7} />);
    expect(await screen.findByText(/HSN 7418 on line 1/)).toBeTruthy();
    const download = screen.getByRole('button', { name: 'Download JSON for the IRP' });
    expect((download as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a pasted reply as the reply and says it is recorded', async () => {
    const mock = api(base);
    signInAs(['Manager']);
    const user = userEvent.setup();
    renderAt('/invoice', <EInvoicePanel transactionId={7} />);
    const box = await screen.findByRole('textbox', { name: /Reply JSON/ });
    await user.click(box);
    await user.paste('{"Irn":"x"}');
    await user.click(screen.getByRole('button', { name: 'Save IRN' }));
    expect(await screen.findByText('IRN recorded. It prints on the bill.')).toBeTruthy();
    await waitFor(() =>
      expect(mock.callsTo('/api/einvoice/transactions/7/irn')[0]?.body).toEqual({
        reply: '{"Irn":"x"}',
      }),
    );
  });

  it('shows a recorded IRN to an Auditor without the forms', async () => {
    api({
      ...base,
      locked: true,
      eInvoice: {
        irn: IRN,
        ackNo: '112410012345678',
        ackDate: '2024-07-15 11:20:00',
        signedQr: 'a.b.c',
        status: 'active',
        cancelledAt: null,
        cancelReason: null,
      },
    });
    signInAs(['Auditor']);
    renderAt('/invoice', <EInvoicePanel transactionId={7} />);
    expect((await screen.findByTestId('einvoice-irn')).textContent).toBe(IRN);
    expect(screen.queryByRole('button', { name: 'Save IRN' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record cancellation' })).toBeNull();
  });

  it('says why a B2C bill is not sent', async () => {
    api({ ...base, eligible: false, reason: 'INV-4 is a B2C bill (the customer has no GSTIN).' });
    signInAs(['Manager']);
    renderAt('/invoice', <EInvoicePanel transactionId={7} />);
    expect(await screen.findByText(/INV-4 is a B2C bill/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download JSON for the IRP' })).toBeNull();
  });

  describe('in Hindi', () => {
    afterEach(() => applyLanguage('en'));

    it('labels the panel, its buttons and the cancel reasons in Hindi', async () => {
      await applyLanguage('hi');
      await loadScreenTexts(); // as the screen's loader does (app/lazy-screens.ts)
      api({
        ...base,
        locked: true,
        eInvoice: {
          irn: IRN,
          ackNo: '112410012345678',
          ackDate: '2024-07-15 11:20:00',
          signedQr: 'a.b.c',
          status: 'active',
          cancelledAt: null,
          cancelReason: null,
        },
      });
      signInAs(['Manager']);
      renderAt('/invoice', <EInvoicePanel transactionId={7} />);
      expect(await screen.findByText('IRN दर्ज')).toBeTruthy();
      expect(screen.getByText('Ack नंबर')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'रद्द होना दर्ज करें' })).toBeTruthy();
      expect(screen.getByRole('option', { name: 'डेटा भरने में ग़लती' })).toBeTruthy();
    });
  });
});
