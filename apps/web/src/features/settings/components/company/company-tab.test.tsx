import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companySettingsReplyOf } from '../../../../test/company-settings.ts';
import { json, mockFetch, signInAs } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render-app.tsx';
import { CompanyTab } from './company-tab.tsx';

const SETTINGS = companySettingsReplyOf({
  enableTraceability: true,
  invoicePrintMode: 1,
  nextInvoiceNumber: 12,
  companyInfo: {
    name: 'Sharma Traders',
    gstin: '27AAPFU0939F1ZV',
    stateCode: '27',
    gstinLocked: true,
  },
});

function api() {
  return mockFetch((call) => {
    const p = call.url.pathname;
    if (p === '/api/companysettings' && call.method === 'GET') return json(200, SETTINGS);
    if (p === '/api/companysettings' && call.method === 'PUT')
      return json(200, { ...SETTINGS, ...(call.body as object) });
    if (p === '/api/companysettings/CompanyInfo')
      return json(200, { key: 'companyInfo', value: {} });
    return undefined;
  });
}

describe('company settings tab', () => {
  it('shows company information read-only to a Manager with the spec message', async () => {
    api();
    signInAs(['Manager']);
    renderAt('/settings?tab=company', <CompanyTab />);
    expect(await screen.findByText('Only admins can edit company information.')).toBeTruthy();
    const info = screen.getByRole('form', { name: 'Company information' });
    expect((within(info).getByLabelText('Name') as HTMLInputElement).readOnly).toBe(true);
    expect(within(info).queryByRole('button')).toBeNull();
    // The other settings stay editable for a Manager.
    expect((screen.getByLabelText('Estimate') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('INV-0012')).toBeTruthy();
  });

  it('lets an Admin edit the information, with the GSTIN locked once valid', async () => {
    const mock = api();
    signInAs(['Admin']);
    const user = userEvent.setup();
    renderAt('/settings?tab=company', <CompanyTab />);
    const info = await screen.findByRole('form', { name: 'Company information' });
    expect(screen.queryByText('Only admins can edit company information.')).toBeNull();
    expect((within(info).getByLabelText('GSTIN') as HTMLInputElement).readOnly).toBe(true);
    await user.type(within(info).getByLabelText('Address'), '12 Station Road');
    await user.click(within(info).getByRole('button', { name: 'Save Company Information' }));
    expect(await screen.findByText('Company information updated.')).toBeTruthy();
    const body = mock.callsTo('/api/companysettings/CompanyInfo')[0]!.body as {
      value: Record<string, unknown>;
    };
    expect(body.value).toMatchObject({
      name: 'Sharma Traders',
      address: '12 Station Road',
      phone: null,
      gstin: '27AAPFU0939F1ZV',
    });
  });

  it('saves the settings and says Saved', async () => {
    const mock = api();
    signInAs(['Manager']);
    const user = userEvent.setup();
    renderAt('/settings?tab=company', <CompanyTab />);
    await user.click(await screen.findByLabelText('Enable stock warning'));
    await user.click(screen.getByLabelText('Standard'));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    await waitFor(() => expect(mock.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(mock.callsTo('/api/companysettings').find((c) => c.method === 'PUT')!.body).toEqual({
      version: 1,
      enableStockWarning: true,
      enableTraceability: true,
      invoicePrintMode: 0,
      invoiceNumberFormat: 'INV-{0000}',
      purchaseNumberFormat: 'PUR-{0000}',
      nextInvoiceNumber: 12,
      nextPurchaseNumber: 1,
      estimateNumberFormat: 'EST-{0000}',
      nextEstimateNumber: 1,
      saleOrderNumberFormat: 'SO-{0000}',
      nextSaleOrderNumber: 1,
      purchaseOrderNumberFormat: 'PO-{0000}',
      nextPurchaseOrderNumber: 1,
      deliveryChallanNumberFormat: 'DC-{0000}',
      nextDeliveryChallanNumber: 1,
      creditNoteNumberFormat: 'CN-{0000}',
      nextCreditNoteNumber: 1,
      debitNoteNumberFormat: 'DN-{0000}',
      nextDebitNoteNumber: 1,
      salesDebitNoteNumberFormat: 'SDN-{0000}',
      nextSalesDebitNoteNumber: 1,
      aatoBand: 'up_to_5cr',
      upiId: null,
      upiPayeeName: null,
      printPaper: 'A4',
      gstScheme: 'regular',
      ewayBillThreshold: 50000,
      lutReference: null,
      lutValidFrom: null,
      lutValidTo: null,
    });
  });

  it('saves the LUT and the sales debit note series, and says when the LUT ends before it starts (issue 36)', async () => {
    const mock = api();
    signInAs(['Manager']);
    const user = userEvent.setup();
    renderAt('/settings?tab=company', <CompanyTab />);
    await user.type(await screen.findByLabelText('LUT reference (ARN)'), 'ad270326000123x');
    await user.type(screen.getByLabelText('LUT valid from'), '01/04/2026');
    await user.type(screen.getByLabelText('LUT valid to'), '31/03/2026');
    await user.clear(screen.getByLabelText('Next customer debit note number'));
    await user.type(screen.getByLabelText('Next customer debit note number'), '5');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText(
        'The LUT’s “valid from” date must be on or before its “valid to” date.',
      ),
    ).toBeTruthy();
    expect(mock.calls.some((c) => c.method === 'PUT')).toBe(false);
    const to = screen.getByLabelText('LUT valid to');
    await user.clear(to);
    await user.type(to, '31/03/2027');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(
      mock.callsTo('/api/companysettings').find((c) => c.method === 'PUT')!.body,
    ).toMatchObject({
      lutReference: 'AD270326000123X',
      lutValidFrom: '2026-04-01',
      lutValidTo: '2027-03-31',
      nextSalesDebitNoteNumber: 5,
    });
  });

  it('saves the turnover band (AATO) and a number format with {FY}', async () => {
    const mock = api();
    signInAs(['Admin']);
    const user = userEvent.setup();
    renderAt('/settings?tab=company', <CompanyTab />);
    const turnover = (await screen.findByLabelText(
      'Above ₹5 crore, below ₹10 crore',
    )) as HTMLInputElement;
    expect(turnover.checked).toBe(false);
    expect((screen.getByLabelText('Up to ₹5 crore') as HTMLInputElement).checked).toBe(true);
    await user.click(turnover);
    // The composition scheme: no tax collected, bills of supply (issue 23, finding 6).
    await user.click(screen.getByLabelText('Composition'));
    const format = screen.getByLabelText('Invoice number format');
    await user.clear(format);
    // user-event reads { as a key descriptor: doubled to type it.
    await user.type(format, 'INV/{{FY}/{{0000}');
    // The preview fills in today's financial year, e.g. INV/26-27/0012.
    expect(screen.getByText(/^INV\/\d\d-\d\d\/0012$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(
      mock.callsTo('/api/companysettings').find((c) => c.method === 'PUT')!.body,
    ).toMatchObject({
      invoiceNumberFormat: 'INV/{FY}/{0000}',
      nextInvoiceNumber: 12,
      aatoBand: '5cr_to_10cr',
      gstScheme: 'composition',
    });
  });

  it('numbers estimates, credit notes and debit notes in their own series', async () => {
    const mock = api();
    signInAs(['Admin']);
    const user = userEvent.setup();
    renderAt('/settings?tab=company', <CompanyTab />);
    // Defaults when the server has none stored yet.
    expect(
      ((await screen.findByLabelText('Estimate number format')) as HTMLInputElement).value,
    ).toBe('EST-{0000}');
    const credit = screen.getByLabelText('Credit note number format');
    await user.clear(credit);
    await user.type(credit, 'SR/{{FY}/{{000}');
    await user.clear(screen.getByLabelText('Next credit note number'));
    await user.type(screen.getByLabelText('Next credit note number'), '41');
    expect(screen.getByText(/^SR\/\d\d-\d\d\/041$/)).toBeTruthy();
    const debit = screen.getByLabelText('Debit note number format');
    await user.clear(debit);
    await user.type(debit, 'PR-');
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    // A format without its number part is refused before anything is sent.
    await waitFor(() =>
      expect(mock.callsTo('/api/companysettings').some((c) => c.method === 'PUT')).toBe(false),
    );
    await user.clear(debit);
    await user.type(debit, 'PR-{{0000}');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(
      mock.callsTo('/api/companysettings').find((c) => c.method === 'PUT')!.body,
    ).toMatchObject({
      estimateNumberFormat: 'EST-{0000}',
      creditNoteNumberFormat: 'SR/{FY}/{000}',
      nextCreditNoteNumber: 41,
      debitNoteNumberFormat: 'PR-{0000}',
    });
  });

  it('saves a UPI ID and an 80 mm roll, and explains a UPI ID that is not name@bank', async () => {
    const mock = api();
    signInAs(['Manager']);
    const user = userEvent.setup();
    renderAt('/settings?tab=company', <CompanyTab />);
    const upi = await screen.findByLabelText('UPI ID');
    await user.type(upi, 'sharmatraders');
    await user.click(screen.getByLabelText('80 mm roll'));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('UPI ID must look like name@bank, for example shopname@okaxis.'),
    ).toBeTruthy();
    expect(mock.callsTo('/api/companysettings').some((c) => c.method === 'PUT')).toBe(false);

    await user.type(upi, '@okaxis');
    await user.type(screen.getByLabelText('UPI payee name'), 'Sharma Traders');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(
      mock.callsTo('/api/companysettings').find((c) => c.method === 'PUT')!.body,
    ).toMatchObject({
      upiId: 'sharmatraders@okaxis',
      upiPayeeName: 'Sharma Traders',
      printPaper: '80mm',
    });
  });
});

describe('saving settings someone else changed meanwhile (issue 37)', () => {
  const CHANGED =
    'The company settings were changed by manager@example.com on 02/12/2026 10:15, after you opened them. Reload them to see their changes, then make yours again.';

  it('keeps what was typed, says who and when, and Reload shows the stored settings', async () => {
    // The screen opened on version 3; the manager then saved version 4 (another payee name).
    let stored = companySettingsReplyOf({ upiPayeeName: 'Sharma Traders', version: 3 });
    const mock = mockFetch((call) => {
      const p = call.url.pathname;
      if (p === '/api/companysettings' && call.method === 'GET') return json(200, stored);
      if (p === '/api/companysettings' && call.method === 'PUT') {
        const body = call.body as { version: number };
        if (body.version !== stored.version)
          return json(409, {
            title: 'Conflict',
            detail: CHANGED,
            code: 'stale_version',
            currentVersion: stored.version,
          });
        stored = { ...stored, ...body, version: stored.version + 1 };
        return json(200, stored);
      }
      return undefined;
    });
    signInAs(['Admin']);
    const user = userEvent.setup();
    renderAt('/settings?tab=company', <CompanyTab />);
    const payee = (await screen.findByLabelText('UPI payee name')) as HTMLInputElement;
    expect(payee.value).toBe('Sharma Traders');
    stored = { ...stored, upiPayeeName: 'Sharma Counter 2', version: 4 };
    await user.clear(payee);
    await user.type(payee, 'Sharma Main');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText(CHANGED)).toBeTruthy();
    const puts = () => mock.callsTo('/api/companysettings').filter((c) => c.method === 'PUT');
    expect(puts()[0]!.body).toMatchObject({ upiPayeeName: 'Sharma Main', version: 3 });
    // What was typed stays until the user chooses to reload.
    expect((screen.getByLabelText('UPI payee name') as HTMLInputElement).value).toBe('Sharma Main');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((screen.getByLabelText('UPI payee name') as HTMLInputElement).value).toBe(
        'Sharma Counter 2',
      ),
    );
    expect(screen.queryByText(CHANGED)).toBeNull();
    // The change made again is based on the version now shown, and goes through.
    const fresh = screen.getByLabelText('UPI payee name');
    await user.clear(fresh);
    await user.type(fresh, 'Sharma Main');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(puts()[1]!.body).toMatchObject({ upiPayeeName: 'Sharma Main', version: 4 });
  });

  it('still says who and when when the server’s sentence is too long to show', async () => {
    const who = 'accounts.manager.mumbai.branch@sharma-traders-and-sons.example.com';
    const long = `The company settings were changed by ${who} on 02/12/2026 10:15, after you opened them. Reload them to see their changes, then make yours again.`;
    const stored = companySettingsReplyOf({ version: 3 });
    mockFetch((call) => {
      const p = call.url.pathname;
      if (p === '/api/companysettings' && call.method === 'GET') return json(200, stored);
      if (p === '/api/companysettings' && call.method === 'PUT')
        return json(409, {
          title: 'Conflict',
          detail: long,
          code: 'stale_version',
          currentVersion: 4,
          changedBy: who,
          changedAt: '02/12/2026 10:15',
        });
      return undefined;
    });
    signInAs(['Admin']);
    const user = userEvent.setup();
    renderAt('/settings?tab=company', <CompanyTab />);
    await user.type(await screen.findByLabelText('UPI payee name'), 'Sharma Main');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText(
        `Changed by ${who} on 02/12/2026 10:15, after you opened it. Reload to see their changes, then make yours again.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
