// Issue 42, item 1: a bill prints what was billed. The item's HSN/SAC changed in Settings after
// the bill was saved; the print of the saved bill (and a Just Print of it with changes) reads
// the bill's own line, as the PDF and GSTR-1 do. A row chosen anew takes the item's HSN/SAC.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { json, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { RICE } from '../model/fixtures.ts';
import { readTrialPrint } from '../model/trial-view.ts';
import { api, LOOKUPS, renderInvoice, SAVED } from './invoice-test-support.tsx';
import { PrintPage } from './print-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

const BILLED = '9403';
const RENAMED = '94032090';
const savedWithHsn = {
  ...SAVED,
  lineItems: SAVED.lineItems.map((l) => ({ ...l, hsnSacCode: BILLED })),
};
const lookupsAfterEdit = {
  ...LOOKUPS,
  items: LOOKUPS.items.map((i) => (i.id === RICE.id ? { ...i, hsnSacCode: RENAMED } : i)),
};

const NO_EINVOICE = {
  enabled: false,
  eligible: false,
  reason: null,
  problems: [],
  notes: [],
  eInvoice: null,
  locked: false,
};
const blank = [
  'transMode',
  'vehicleNo',
  'vehicleType',
  'transporterId',
  'transporterName',
  'transDocNo',
  'transDocDate',
  'distanceKm',
  'ewbNo',
  'validUntil',
];
const NO_TRANSPORT = {
  transport: Object.fromEntries(blank.map((k) => [k, null])),
  consignmentValue: 0,
  threshold: 50000,
  reminder: false,
  problems: [],
  version: 1,
};

function mocks() {
  vi.spyOn(window, 'print').mockImplementation(() => undefined);
  return api((call) => {
    const p = call.url.pathname;
    if (p === '/api/transactions/7') return json(200, savedWithHsn);
    if (p === '/api/transactions/autocomplete') return json(200, lookupsAfterEdit);
    if (p === '/api/einvoice/transactions/7') return json(200, NO_EINVOICE);
    if (p === '/api/ewaybill/transactions/7') return json(200, NO_TRANSPORT);
    return undefined;
  });
}

describe('the HSN/SAC of a printed bill', () => {
  it("a saved bill prints its own line's HSN/SAC, not the item's new one", async () => {
    mocks();
    signInAs(['Admin']);
    renderAt(
      '/invoice/print?id=7',
      <Routes>
        <Route path="/invoice/print" element={<PrintPage />} />
      </Routes>,
    );
    const row = (await screen.findByText(RICE.name)).closest('tr')!;
    expect(within(row).queryByText(RENAMED)).toBeNull();
    expect(within(row).getByText(BILLED)).toBeTruthy();
  });

  it("Just Print with changes keeps a saved line's HSN/SAC", async () => {
    mocks();
    vi.spyOn(window, 'open').mockReturnValue({} as Window);
    renderInvoice('/invoice?mode=modify&id=7');
    await screen.findByRole('heading', { name: 'Modify Invoice INV-0007' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Rate 1' }));
    await user.keyboard('{Control>}a{/Control}1200');
    await user.click(screen.getByRole('button', { name: 'Just Print' }));
    expect(readTrialPrint()!.lineItems[0]!.hsnSacCode).toBe(BILLED);
  });
});
