import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNEXPECTED_REPLY } from '../../../api/reply.ts';
import { json } from '../../../test/fetch-mock.ts';
import { BOTTLE, RAVI, RICE, ROUND_OFF } from '../model/fixtures.ts';
import { api, renderInvoice } from './invoice-test-support.tsx';

const customerBox = () => screen.findByRole('combobox', { name: 'Customer' });

describe('Invoice screen', () => {
  it('titles each mode from the query, whatever its letter case', async () => {
    api();
    renderInvoice('/invoice?mode=PaymentMade');
    expect(await screen.findByRole('heading', { name: 'Payment Made' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Items' })).toBeNull();
  });

  it('modify loads the bill: title with its number, Delete shown, the customer filled', async () => {
    api();
    renderInvoice('/invoice?mode=modify&id=7');
    expect(await screen.findByRole('heading', { name: 'Modify Invoice INV-0007' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement).value).toBe(
      'Ravi Kumar',
    );
    expect(screen.getByRole('button', { name: 'Save & Send' })).toBeTruthy();
  });

  it('shows an Auditor the saved bill read-only: no field to type in, no Delete or Add Row, Just Print kept', async () => {
    api();
    renderInvoice('/invoice?mode=modify&id=7', ['Auditor']);
    await screen.findByRole('heading', { name: 'Modify Invoice INV-0007' });
    const fields = [...document.querySelectorAll('input, select, textarea')];
    expect(fields.length).toBeGreaterThan(3);
    // Disabled by the form's fieldset: the element's own property says nothing of that.
    for (const field of fields) expect(field.matches(':disabled'), field.outerHTML).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add Row' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Just Print' })).toBeTruthy();
    expect(screen.getByText('Auditors can read the books but not change them.')).toBeTruthy();
  });

  it("asks a purchase for the supplier's invoice number and date, and sends them", async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    renderInvoice('/invoice?mode=purchase&date=2025-10-01');
    await screen.findByRole('combobox', { name: 'Supplier' });
    await user.keyboard('ravi{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Supplier Invoice No.' }), 'RT/118');
    await user.type(screen.getByRole('textbox', { name: 'Supplier Invoice Date' }), '30/09/2025');
    await user.type(screen.getByRole('combobox', { name: 'Item 1' }), 'rice');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/transactions')).toHaveLength(1));
    expect(callsTo('/api/transactions')[0]!.body).toMatchObject({
      isPurchase: true,
      supplierInvoiceNumber: 'RT/118',
      supplierInvoiceDate: '2025-09-30',
    });
  });

  it('does not ask a sale for a supplier invoice', async () => {
    api();
    renderInvoice('/invoice');
    await customerBox();
    expect(screen.queryByRole('textbox', { name: 'Supplier Invoice No.' })).toBeNull();
  });

  it('modify keeps the rates the bill was saved at, whatever the customer was billed since', async () => {
    // Ravi was last billed rice at 1,100; the saved bill has it at 1,180.
    api((call) =>
      call.url.pathname.startsWith('/api/items/customer-rate/')
        ? json(200, [{ itemId: RICE.id, rate: 1100 }])
        : undefined,
    );
    renderInvoice('/invoice?mode=modify&id=7');
    await screen.findByRole('heading', { name: 'Modify Invoice INV-0007' });
    const rate = () => (screen.getByRole('textbox', { name: 'Rate 1' }) as HTMLInputElement).value;
    await waitFor(() => expect(rate()).toBe('1180.00'));
    // Still so once the customer's rates have arrived.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rate()).toBe('1180.00');
    expect(screen.getByTestId('bill-total').textContent).toBe('₹1,180.00');
  });

  it('shows Save & Send only once a customer other than Cash is chosen', async () => {
    api();
    const user = userEvent.setup();
    renderInvoice('/invoice');
    await customerBox();
    expect(screen.queryByRole('button', { name: 'Save & Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.keyboard('ravi{Enter}');
    expect(await screen.findByRole('button', { name: 'Save & Send' })).toBeTruthy();
    expect(screen.getByTestId('total-pending').textContent).toBe('₹150.00');
  });

  it('bills from the keyboard: customer rate prefill, round off, paid default, IGST, and the saved body', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    renderInvoice('/invoice?date=2025-10-01');
    await customerBox();
    await user.keyboard('ravi{Tab}');
    await user.keyboard('bottle{Tab}3{Enter}');
    // The customer's last rate (95) replaces the master rate (100).
    expect((screen.getByRole('textbox', { name: 'Rate 1' }) as HTMLInputElement).value).toBe(
      '95.00',
    );
    // Enter on the last line's rate opens a new line at its item (the unit came with the item).
    await user.keyboard('{Control>}a{/Control}95.30{Enter}');
    expect(screen.getByRole('combobox', { name: 'Item 2' })).toBe(document.activeElement);
    await user.keyboard('round{Enter}');
    // The picked item stays, and Enter moved on (Round Off's quantity is fixed: to its rate).
    expect(screen.getByRole('textbox', { name: 'Rate 2' })).toBe(document.activeElement);
    expect((screen.getByRole('textbox', { name: 'Rate 2' }) as HTMLInputElement).value).toBe(
      '0.10',
    );
    expect(screen.getByTestId('bill-total').textContent).toBe('₹286.00');
    expect(screen.getByText('IGST 18%')).toBeTruthy();
    // Ravi's bill is on credit: Now Paying starts at 0 (issue 42), saved without a question.
    expect((screen.getByRole('textbox', { name: 'Now Paying' }) as HTMLInputElement).value).toBe(
      '0.00',
    );
    await user.keyboard('{Control>}s{/Control}');
    await screen.findByText('Dashboard screen');
    const body = callsTo('/api/transactions')[0]?.body;
    expect(body).toMatchObject({
      customerId: RAVI.id,
      transactionDate: '2025-10-01',
      lineItems: [
        { itemId: BOTTLE.id, quantity: 3, rate: 95.3, unitId: 2 },
        { itemId: ROUND_OFF.id, quantity: 1, rate: 0.1, unitName: 'No' },
      ],
      payments: [],
    });
  });

  it('shows the spec message instead of saving an incomplete line', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    renderInvoice('/invoice');
    await customerBox();
    await user.click(screen.getByRole('combobox', { name: 'Item 1' }));
    await user.keyboard('Mystery{Escape}');
    await user.click(screen.getByRole('button', { name: /^Save$/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Line item 1 is missing: quantity, rate, unit',
    );
    expect(callsTo('/api/transactions')).toHaveLength(0);
  });

  it('asks before saving a customer paying less, and saves nothing on No', async () => {
    const { callsTo } = api();
    const user = userEvent.setup();
    renderInvoice('/invoice');
    await customerBox();
    await user.keyboard('ravi{Tab}rice{Tab}');
    const paying = screen.getByRole('textbox', { name: 'Now Paying' });
    await user.clear(paying);
    await user.type(paying, '100');
    await user.keyboard('{Control>}s{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(
      within(dialog).getByText(
        'The customer is paying less than the billed amount in this invoice. Continue?',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(callsTo('/api/transactions')).toHaveLength(0);
  });

  it('highlights a quantity that takes stock negative when stock warning is on', async () => {
    api();
    const user = userEvent.setup();
    renderInvoice('/invoice');
    await customerBox();
    await user.keyboard('{Tab}rice{Tab}5');
    expect(screen.getByText('Out of stock (-1 after this bill)')).toBeTruthy();
  });

  it('warns of stock on a saved bill only when the edit takes more than the bill took', async () => {
    // Bill 7 took 1 bag of rice; 4 are left today, under the low-stock line.
    api();
    const user = userEvent.setup();
    renderInvoice('/invoice?mode=modify&id=7');
    await screen.findByRole('heading', { name: 'Modify Invoice INV-0007' });
    expect(screen.queryByText(/Low stock|Out of stock/)).toBeNull();
    const qty = screen.getByRole('textbox', { name: 'Quantity 1' });
    await user.clear(qty);
    await user.type(qty, '3');
    expect(screen.getByText('Low stock: 2 left')).toBeTruthy();
  });

  it("offers a saved bill its items' corrected HSN codes", async () => {
    // Bill 7 billed rice without a code; the item has 1006 now.
    api();
    const user = userEvent.setup();
    renderInvoice('/invoice?mode=modify&id=7');
    await screen.findByRole('heading', { name: 'Modify Invoice INV-0007' });
    expect(screen.getByTestId('hsn-changes').textContent).toBe(
      'Basmati Rice: none on this bill, 1006 now',
    );
    await user.click(screen.getByRole('button', { name: 'Take the new codes' }));
    expect(screen.queryByTestId('hsn-changes')).toBeNull();
  });

  it('puts the contact the server created on the bill', async () => {
    const { callsTo } = api((call) =>
      call.url.pathname === '/api/customers' && call.method === 'POST'
        ? json(201, {
            id: 31,
            name: 'Asha Traders',
            phone: null,
            address: null,
            email: null,
            gstin: null,
            pan: null,
            stateCode: null,
            gstCategory: null,
            balance: 0,
            isDefaultCash: false,
            companyId: 1,
            version: 1,
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderInvoice('/invoice');
    await customerBox();
    await user.keyboard('Asha Traders{Tab}');
    const dialog = await screen.findByRole('dialog', { name: 'Create New Contact' });
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value,
      ).toBe('Asha Traders'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Contact' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create New Contact' })).toBeNull(),
    );
    expect(((await customerBox()) as HTMLInputElement).value).toBe('Asha Traders');
    expect(callsTo('/api/customers')).toHaveLength(1);
  });

  it('opens Create New Contact for an unknown name and says so when the answer cannot be read', async () => {
    api((call) =>
      call.url.pathname === '/api/customers' ? json(201, { name: 'Asha' }) : undefined,
    );
    const user = userEvent.setup();
    renderInvoice('/invoice');
    await customerBox();
    await user.keyboard('Asha Traders{Tab}');
    const dialog = await screen.findByRole('dialog', { name: 'Create New Contact' });
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value,
      ).toBe('Asha Traders'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Contact' }));
    // A reply without the customer's id and fields is not taken for a customer.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(UNEXPECTED_REPLY);
  });
});
