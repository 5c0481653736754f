import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signInAs } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render-app.tsx';
import { ItemsTab } from './items-tab.tsx';

const cgst = {
  taxId: 1,
  name: 'CGST',
  taxType: 'GST',
  rate: 9,
  isCompound: false,
  effectiveFrom: null,
  effectiveTo: null,
  priority: 1,
};
const sgst = { ...cgst, taxId: 2, name: 'SGST', priority: 2 };
const plain = {
  unitId: 1,
  unit: { id: 1, name: 'Pcs' },
  unitName: 'Pcs',
  buyRate: 0,
  buyRateBaseAmount: 0,
  buyRateTaxAmount: 0,
  hsnSacCode: null,
  taxGroupId: null,
  taxGroupName: null,
  taxes: [],
  stock: 0,
  isSpecial: false,
  specialKind: null,
  reverseCharge: false,
  trackedByBatch: false,
  mrp: null,
  barcodes: [],
  assemblyId: null,
  version: 1,
};
const ITEMS = [
  {
    ...plain,
    id: 10,
    name: 'Steel Bucket',
    rate: 118,
    rateBaseAmount: 100,
    rateTaxAmount: 18,
    hsnSacCode: '7323',
    taxGroupId: 5,
    taxGroupName: 'GST 18',
    taxes: [cgst, sgst],
    stock: 12,
  },
  { ...plain, id: 11, name: 'Mug', rate: 50, rateBaseAmount: 50, rateTaxAmount: 0 },
  {
    ...plain,
    id: 1,
    name: 'Opening Balance',
    rate: 0,
    rateBaseAmount: 0,
    rateTaxAmount: 0,
    unitName: 'No',
    isSpecial: true,
    specialKind: 'openingBalance',
  },
];

const RATE_GROUP = {
  version: 1,
  id: 9,
  name: 'GST 1.5%',
  taxCount: 1,
  itemCount: 0,
  endedOn: null,
  taxes: [{ ...cgst, taxId: 9, name: 'GST 1.5%', rate: 1.5 }],
};

function api(items: unknown[] = ITEMS) {
  let list = items;
  let groups = [
    {
      id: 5,
      name: 'GST 18',
      taxCount: 2,
      itemCount: 1,
      endedOn: null,
      taxes: [cgst, sgst],
      version: 1,
    },
  ];
  return mockFetch((call) => {
    const p = call.url.pathname;
    if (p === '/api/taxes/groups/for-rate' && call.method === 'POST') {
      groups = [...groups, RATE_GROUP];
      return json(201, RATE_GROUP);
    }
    if (p === '/api/items' && call.method === 'POST') {
      // The server's answer: the body with the unit's name and the rate split by GST 18%.
      const created = {
        ...plain,
        ...(call.body as object),
        id: 12,
        version: 1,
        unitName: 'Pcs',
        rateBaseAmount: 211.86,
        rateTaxAmount: 38.14,
        taxGroupName: 'GST 18',
        taxes: [cgst, sgst],
      };
      list = [...list, created];
      return json(201, created);
    }
    if (p === '/api/items') return json(200, list);
    if (p === '/api/units') return json(200, [{ id: 1, name: 'Pcs', uqc: 'PCS' }]);
    if (p === '/api/taxes/groups') return json(200, groups);
    return undefined;
  });
}

function renderTab() {
  signInAs(['Admin']);
  return renderAt('/settings?tab=items', <ItemsTab />);
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLTableRowElement;

describe('items tab', () => {
  it('shows each rate with its base and tax, the tax breakdown and the number of taxes', async () => {
    api();
    renderTab();
    expect(screen.getByText('Loading items…')).toBeTruthy();
    await screen.findByText('Steel Bucket');
    const bucket = row('Steel Bucket');
    expect(within(bucket).getByText('₹118.00')).toBeTruthy();
    expect(within(bucket).getByText('Base ₹100.00 + Tax ₹18.00')).toBeTruthy();
    expect(within(bucket).getByText('CGST 9% + SGST 9% · 2 taxes')).toBeTruthy();
  });

  it('greys the special items: no Edit, not clickable, with the reason as a tooltip', async () => {
    api();
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('Opening Balance');
    const locked = row('Opening Balance');
    expect(locked.className).toContain('text-muted');
    expect(locked.getAttribute('tabindex')).toBeNull();
    expect(within(locked).queryByRole('button')).toBeNull();
    expect(within(locked).getByRole('tooltip').textContent).toBe(
      'Opening Balance, Round Off, and Discount items cannot be edited.',
    );
    await user.click(within(locked).getByText('Opening Balance'));
    expect(screen.queryByRole('form', { name: 'Edit Item' })).toBeNull();
    // An ordinary row opens its inline editor on click, focus in the first field.
    await user.click(screen.getByText('Mug'));
    const form = screen.getByRole('form', { name: 'Edit Item' });
    expect(document.activeElement).toBe(within(form).getByLabelText('Name'));
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Mug');
  });

  it('searches by name, HSN/SAC or rate with the spec empty texts', async () => {
    api();
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('Mug');
    const search = screen.getByPlaceholderText('Search by name, HSN/SAC, or rate');
    await user.type(search, '7323');
    expect(screen.getByText('Steel Bucket')).toBeTruthy();
    expect(screen.queryByText('Mug')).toBeNull();
    await user.clear(search);
    await user.type(search, '50');
    await waitFor(() => expect(screen.queryByText('Steel Bucket')).toBeNull());
    expect(screen.getByText('Mug')).toBeTruthy();
    await user.type(search, 'xyz');
    expect(screen.getByText('No items match your search.')).toBeTruthy();
  });

  it('takes an MRP and barcodes separated by commas, checking each code before sending (issue 40)', async () => {
    const mock = api();
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('Mug');
    const form = screen.getByRole('form', { name: 'Add Item' });
    await user.type(within(form).getByLabelText('Name'), 'Parle-G');
    await user.type(within(form).getByRole('combobox', { name: 'Unit' }), 'Pcs');
    await user.type(within(form).getByLabelText('MRP'), '10');
    const codes = within(form).getByLabelText('Barcodes');
    await user.type(codes, '8901719104047, PARLE-1');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    expect(
      await within(form).findByText(
        'Barcode 8901719104047 is not a valid EAN-13 or UPC-A code: its check digit should be 6.',
      ),
    ).toBeTruthy();
    expect(mock.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(codes);
    await user.type(codes, ' 8901719104046 , PARLE-1,');
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(mock.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(mock.calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      name: 'Parle-G',
      mrp: 10,
      barcodes: ['8901719104046', 'PARLE-1'],
    });
    // The list shows the item's codes under its name.
    expect(await screen.findByText('8901719104046, PARLE-1')).toBeTruthy();
  });

  it('says so when there are no items', async () => {
    api([]);
    renderTab();
    expect(await screen.findByText('No items yet.')).toBeTruthy();
  });

  it('adds an item with a known unit by id, a blank buy rate as 0; the new row is focused, with a toast', async () => {
    const mock = api();
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('Mug');
    const form = screen.getByRole('form', { name: 'Add Item' });
    await user.type(within(form).getByLabelText('Name'), 'Kettle');
    await user.type(within(form).getByRole('combobox', { name: 'Unit' }), 'pcs');
    await user.keyboard('{Enter}');
    expect((within(form).getByRole('combobox', { name: 'Unit' }) as HTMLInputElement).value).toBe(
      'Pcs',
    );
    await user.type(within(form).getByLabelText('Rate (incl. tax)'), '250');
    await user.selectOptions(within(form).getByLabelText('Tax Group'), 'GST 18');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(mock.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(mock.calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Kettle',
      unitId: 1,
      unitName: null,
      rate: 250,
      buyRate: 0,
      hsnSacCode: null,
      taxGroupId: 5,
      reverseCharge: false,
      trackedByBatch: false,
      mrp: null,
      barcodes: [],
      // A new item names no version (issue 37).
      version: null,
    });
    expect(await screen.findByText('Item “Kettle” added.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('row', { name: 'Edit Kettle' })),
    );
    expect(
      (
        within(screen.getByRole('form', { name: 'Add Item' })).getByLabelText(
          'Name',
        ) as HTMLInputElement
      ).value,
    ).toBe('');
  });

  it('makes a GST rate in one step from the item form and picks its group (issue 42)', async () => {
    const mock = api();
    const user = userEvent.setup();
    renderTab();
    await screen.findByText('Mug');
    const form = screen.getByRole('form', { name: 'Add Item' });
    await user.type(within(form).getByLabelText('Name'), 'Rough diamond');
    await user.selectOptions(within(form).getByLabelText('Tax Group'), 'New GST rate…');
    await user.type(within(form).getByLabelText('GST rate (%)'), '1.5');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect((within(form).getByLabelText('Tax Group') as HTMLSelectElement).value).toBe('9'),
    );
    expect(mock.calls.find((c) => c.url.pathname.endsWith('/for-rate'))!.body).toEqual({
      rate: 1.5,
    });
    // Enter in the rate added the rate, not the item.
    expect(mock.calls.some((c) => c.url.pathname === '/api/items' && c.method === 'POST')).toBe(
      false,
    );
    await user.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(() =>
      expect(
        mock.calls.find((c) => c.url.pathname === '/api/items' && c.method === 'POST')?.body,
      ).toMatchObject({ name: 'Rough diamond', taxGroupId: 9 }),
    );
  });
});
