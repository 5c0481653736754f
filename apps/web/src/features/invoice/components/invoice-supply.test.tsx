import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/fetch-mock.ts';
import { LOCAL, RAVI, RICE } from '../model/fixtures.ts';
import { LOOKUPS, SAVED, api, renderInvoice } from './invoice-test-support.tsx';

const customerBox = () => screen.findByRole('combobox', { name: 'Customer' });
const OVERSEAS = {
  ...RAVI,
  id: 5,
  name: 'Gulf Imports LLC',
  gstin: null,
  gstCategory: 'overseas' as const,
};
const FREIGHT = { ...RICE, id: 20, name: 'Freight GTA', reverseCharge: true };

function withLookups(extra: Partial<typeof LOOKUPS>) {
  return api((call) =>
    call.url.pathname === '/api/transactions/autocomplete'
      ? json(200, { ...LOOKUPS, ...extra })
      : undefined,
  );
}

async function openSupply(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByText('Supply'));
  return screen.findByRole('combobox', { name: 'Kind of supply' });
}

describe('Invoice screen: the Supply section (issue 36)', () => {
  it('is collapsed on a new sale, saying what the bill is; opened, ship-to moves the tax to IGST and is sent', async () => {
    const { callsTo } = withLookups({ customers: [...LOOKUPS.customers, LOCAL] });
    const user = userEvent.setup();
    renderInvoice('/invoice?date=2025-10-01');
    await customerBox();
    await user.keyboard('pune{Enter}');
    const section = screen.getByTestId('supply-section') as HTMLDetailsElement;
    expect(section.open).toBe(false);
    expect(screen.getByTestId('supply-summary').textContent).toBe(
      'Regular (within India) · Place of supply: 27-Maharashtra',
    );
    await user.type(screen.getByRole('combobox', { name: 'Item 1' }), 'rice');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('tax-CGST-250')).toBeTruthy();

    await openSupply(user);
    await user.click(screen.getByRole('checkbox', { name: /Same as customer/ }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Baddi site');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Plot 4, Baddi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), '02');
    expect(
      (screen.getByRole('combobox', { name: 'Place of supply' }) as HTMLSelectElement).value,
    ).toBe('02');
    expect(screen.getByTestId('tax-IGST-500').textContent).toBe('₹56.19');
    expect(screen.queryByTestId('tax-CGST-250')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/transactions')).toHaveLength(1));
    expect(callsTo('/api/transactions')[0]!.body).toMatchObject({
      supplyType: 'regular',
      reverseCharge: false,
      placeOfSupply: null,
      shipTo: { name: 'Baddi site', address: 'Plot 4, Baddi', stateCode: '02' },
      dispatchFrom: null,
    });
  });

  it('an overseas customer’s sale is an export under LUT: rate kept, no tax, export details sent', async () => {
    const { callsTo } = withLookups({ customers: [...LOOKUPS.customers, OVERSEAS] });
    const user = userEvent.setup();
    renderInvoice('/invoice?date=2025-10-01');
    await customerBox();
    await user.keyboard('gulf{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'Item 1' }), 'rice');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('supply-summary').textContent).toContain(
      'Export under LUT (without payment of IGST)',
    );
    expect(screen.getByTestId('tax-IGST-500').textContent).toBe('₹0.00');
    expect(screen.getByTestId('total-tax').textContent).toBe('₹0.00');
    expect(screen.getByTestId('bill-total').textContent).toBe('₹1,180.00');

    await openSupply(user);
    expect(
      (screen.getByRole('combobox', { name: 'Place of supply' }) as HTMLSelectElement).disabled,
    ).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Shipping bill number' }), '4455667');
    await user.type(screen.getByRole('textbox', { name: 'Port code' }), 'innsa1');
    await user.type(screen.getByRole('textbox', { name: 'Currency' }), 'usd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/transactions')).toHaveLength(1));
    expect(callsTo('/api/transactions')[0]!.body).toMatchObject({
      supplyType: 'export_under_lut',
      placeOfSupply: null,
      exportDetails: { shippingBillNumber: '4455667', portCode: 'INNSA1', currency: 'USD' },
    });
  });

  it('reverse charge on a sale: the tax is shown as the recipient’s, not added to the total', async () => {
    api();
    const user = userEvent.setup();
    renderInvoice('/invoice?date=2025-10-01');
    await customerBox();
    await user.keyboard('ravi{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'Item 1' }), 'rice');
    await user.keyboard('{Enter}');
    await openSupply(user);
    await user.click(screen.getByRole('checkbox', { name: /Reverse charge/ }));
    expect(screen.getByTestId('total-reverse-charge').textContent).toBe('₹59.00');
    expect(screen.getByText('Tax payable by recipient (reverse charge)')).toBeTruthy();
    expect(screen.getByTestId('bill-total').textContent).toBe('₹1,180.00');
    // An export cannot be under reverse charge: the box is cleared and locked.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Kind of supply' }),
      'export_with_tax',
    );
    const box = screen.getByRole('checkbox', { name: /Reverse charge/ }) as HTMLInputElement;
    expect([box.checked, box.disabled]).toEqual([false, true]);
  });

  it('a purchase has only the reverse charge box, ticked by a service under reverse charge', async () => {
    const { callsTo } = api((call) =>
      call.url.pathname === '/api/transactions/autocomplete'
        ? json(200, { ...LOOKUPS, items: [...LOOKUPS.items, FREIGHT] })
        : call.url.pathname.includes('/vendor-buy-rate/')
          ? json(200, null)
          : undefined,
    );
    const user = userEvent.setup();
    renderInvoice('/invoice?mode=purchase&date=2025-10-01');
    // A purchase names its party Supplier (issue 42).
    await screen.findByRole('combobox', { name: 'Supplier' });
    await user.keyboard('ravi{Enter}');
    expect(screen.queryByTestId('supply-section')).toBeNull();
    const box = () => screen.getByRole('checkbox', { name: /Reverse charge/ }) as HTMLInputElement;
    expect(box().checked).toBe(false);
    await user.type(screen.getByRole('combobox', { name: 'Item 1' }), 'freight');
    await user.keyboard('{Enter}');
    expect([box().checked, box().disabled]).toEqual([true, true]);
    expect(
      screen.getByText('An item on this bill is a service under reverse charge.'),
    ).toBeTruthy();
    // The supplier is paid the taxable value: the buy rate, GST 5% on it apart.
    expect(screen.getByTestId('bill-total').textContent).toBe('₹900.00');
    expect(screen.getByTestId('total-reverse-charge').textContent).toBe('₹45.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/transactions')).toHaveLength(1));
    expect(callsTo('/api/transactions')[0]!.body).toMatchObject({
      isPurchase: true,
      supplyType: 'regular',
      reverseCharge: true,
    });
  });

  it('modify shows a saved SEZ supply with its ship-to and chosen place, and sends them back', async () => {
    const saved = {
      ...SAVED,
      supplyType: 'sez_with_tax' as const,
      placeOfSupply: '27',
      shipTo: {
        name: 'Unit 7, SEEPZ',
        gstin: null,
        address: 'Andheri East',
        place: 'Mumbai',
        pin: '400096',
        stateCode: '27',
      },
    };
    const { callsTo } = api((call) =>
      call.url.pathname === '/api/transactions/7' && call.method === 'GET'
        ? json(200, saved)
        : call.url.pathname === '/api/transactions/7' && call.method === 'PUT'
          ? json(200, saved)
          : undefined,
    );
    const user = userEvent.setup();
    renderInvoice('/invoice?mode=modify&id=7');
    await screen.findByRole('heading', { name: 'Modify Invoice INV-0007' });
    expect((screen.getByTestId('supply-section') as HTMLDetailsElement).open).toBe(true);
    const kind = (await screen.findByRole('combobox', {
      name: 'Kind of supply',
    })) as HTMLSelectElement;
    expect(kind.value).toBe('sez_with_tax');
    expect((screen.getByRole('textbox', { name: 'PIN code' }) as HTMLInputElement).value).toBe(
      '400096',
    );
    // Ravi pays nothing now, a credit bill: saved without a paying-less question (issue 42).
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/transactions/7')).toHaveLength(2));
    expect(callsTo('/api/transactions/7')[1]!.body).toMatchObject({
      supplyType: 'sez_with_tax',
      placeOfSupply: null,
      shipTo: { name: 'Unit 7, SEEPZ', pin: '400096', stateCode: '27', place: 'Mumbai' },
    });
  });
});
