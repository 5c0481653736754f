import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportPreview } from '@hisaab/shared/imports';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { catchDownloads, stubLayout } from '../../../test/result-support.ts';
import { ImportPage } from './import-page.tsx';

const counts = { customers: 0, items: 0, units: 0, openingBalances: 0, openingStockLines: 0 };

const BAD: ImportPreview = {
  kind: 'customers',
  fileName: 'customers.csv',
  fileProblems: [],
  rows: [
    {
      rowNumber: 2,
      values: { name: 'Gupta Stores', gstin: '27AAPFU0939F1ZV', openingBalance: '1500' },
      problems: [],
    },
    {
      rowNumber: 3,
      values: { name: 'Mehta Traders', gstin: '27AAPFU0939F1ZA', openingBalance: '' },
      problems: [
        {
          column: 'gstin',
          severity: 'error',
          message: 'The last character of GSTIN 27AAPFU0939F1ZA should be "V", not "A".',
        },
      ],
    },
  ],
  errorRows: 1,
  warningRows: 0,
  openingDate: '2026-05-04',
  counts: { ...counts, customers: 1, openingBalances: 1 },
  newUnits: [],
};

const GOOD: ImportPreview = {
  ...BAD,
  rows: [BAD.rows[0]!, { ...BAD.rows[1]!, problems: [] }],
  errorRows: 0,
  counts: { ...counts, customers: 2, openingBalances: 1 },
};

function renderPage(path = '/settings/import', roles = ['Admin']) {
  signInAs(roles);
  stubLayout();
  return renderAt(path, <ImportPage />);
}

const csvFile = (name: string) => new File(['Name\nGupta Stores\n'], name, { type: 'text/csv' });

describe('import page', () => {
  it('tells an Auditor who opens it by its address that only Admin/Manager can import, with no form', () => {
    const mock = mockFetch(() => undefined);
    renderPage('/settings/import', ['Auditor']);
    expect(screen.getByText('Only Admin/Manager can import.')).toBeTruthy();
    expect(screen.queryByLabelText('2. Choose the filled file (.xlsx or .csv)')).toBeNull();
    expect(screen.queryByRole('button', { name: /template/ })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toBeTruthy();
    expect(mock.calls).toEqual([]);
  });

  it('checks a file, shows each row’s problem, and imports only once the file is fixed', async () => {
    let previews = 0;
    const mock = mockFetch((call) => {
      if (call.url.pathname === '/api/imports/customers/preview')
        return json(200, previews++ === 0 ? BAD : GOOD);
      if (call.url.pathname === '/api/imports/customers' && call.method === 'POST')
        return json(201, {
          kind: 'customers',
          openingDate: '2026-05-04',
          counts: GOOD.counts,
        });
      return undefined;
    });
    const user = userEvent.setup();
    renderPage();
    const input = screen.getByLabelText('2. Choose the filled file (.xlsx or .csv)');

    await user.upload(input, csvFile('customers.csv'));
    expect(await screen.findByText('2 rows checked: 1 with problems to fix.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Rows of the file' });
    const problem = within(table).getByText(/should be "V", not "A"/);
    expect(problem.textContent).toBe(
      'Fix: The last character of GSTIN 27AAPFU0939F1ZA should be "V", not "A".',
    );
    expect(problem.className).toContain('text-danger');
    expect(problem.closest('tr')?.textContent).toContain('Mehta Traders');
    // Listed in full above the table as well, under its row and name.
    const listed = screen.getByRole('list', { name: 'Rows with problems' });
    expect(listed.textContent).toBe(
      'Row 3 · Mehta TradersFix: The last character of GSTIN 27AAPFU0939F1ZA should be "V", not "A".',
    );
    expect(screen.getByRole('button', { name: 'Import 1 customer' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      screen.getByText('Opening balances and stock are dated 04/05/2026, the start of your books.'),
    ).toBeTruthy();

    await user.upload(input, csvFile('customers-fixed.csv'));
    const importButton = await screen.findByRole('button', { name: 'Import 2 customers' });
    expect(importButton).toHaveProperty('disabled', false);
    await user.click(importButton);
    const done = await screen.findByText(/Imported 2 customers and 1 opening balance\./);
    expect(
      within(done).getByRole('link', { name: 'See them in Settings' }).getAttribute('href'),
    ).toBe('/settings?tab=customers');
    expect(mock.callsTo('/api/imports/customers')).toHaveLength(1);
    // The form is cleared for the next file.
    expect(screen.queryByRole('table', { name: 'Rows of the file' })).toBeNull();
  });

  it('offers a GST unit code for each new unit and sends the codes chosen with the import', async () => {
    const items: ImportPreview = {
      ...GOOD,
      kind: 'items',
      rows: [
        {
          rowNumber: 2,
          values: { name: 'Mango crate', unit: 'Peti' },
          problems: [
            {
              column: 'unit',
              severity: 'warning',
              message:
                'Unit "Peti" is new: it will be created. A unit without a GST unit code (UQC) stops the GSTR-1 download until one is set: choose its code below.',
            },
          ],
        },
        { rowNumber: 3, values: { name: 'Rice', unit: 'Kg' }, problems: [] },
      ],
      warningRows: 1,
      counts: { ...counts, items: 2, units: 2 },
      newUnits: [
        { name: 'Peti', uqc: null },
        { name: 'Kg', uqc: 'KGS' },
      ],
    };
    const mock = mockFetch((call) => {
      if (call.url.pathname === '/api/imports/items/preview') return json(200, items);
      if (call.url.pathname === '/api/imports/items' && call.method === 'POST')
        return json(201, { kind: 'items', openingDate: '2026-05-04', counts: items.counts });
      return undefined;
    });
    const user = userEvent.setup();
    renderPage('/settings/import?kind=items');
    await user.upload(
      screen.getByLabelText('2. Choose the filled file (.xlsx or .csv)'),
      csvFile('items.csv'),
    );
    const peti = await screen.findByRole('combobox', { name: 'GST unit code (UQC) of Peti' });
    expect((peti as HTMLSelectElement).value).toBe('');
    expect(
      (screen.getByRole('combobox', { name: 'GST unit code (UQC) of Kg' }) as HTMLSelectElement)
        .value,
    ).toBe('KGS');
    expect(screen.getByText(/stops the GSTR-1 download until one is set \(here/)).toBeTruthy();
    await user.selectOptions(peti, 'BOX');
    await user.click(screen.getByRole('button', { name: 'Import 2 items' }));
    await screen.findByText(/Imported 2 items and 2 new units\./);
    const sent = mock.callsTo('/api/imports/items')[0]!.body as FormData;
    expect(JSON.parse(String(sent.get('unitCodes')))).toEqual({ Peti: 'BOX', Kg: 'KGS' });
  });

  it('shows the columns of the chosen kind and downloads its template', async () => {
    const mock = mockFetch((call) =>
      call.url.pathname === '/api/imports/templates/items'
        ? new Response('Name,Unit\r\n', {
            status: 200,
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="hisaab-items-template.csv"',
            },
          })
        : undefined,
    );
    const files = catchDownloads();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Items' }));
    expect(screen.getByTestId('location').textContent).toBe('/settings/import?kind=items');
    expect(screen.getByRole('rowheader', { name: 'Opening stock' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'CSV template' }));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['hisaab-items-template.csv']));
    expect(mock.calls[0]!.url.search).toBe('?format=csv');
  });

  it('says what the server refused about the file itself', async () => {
    mockFetch((call) =>
      call.url.pathname === '/api/imports/customers/preview'
        ? json(400, {
            title: 'Invalid request',
            detail: 'Choose an Excel (.xlsx) or CSV (.csv) file.',
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderPage();
    await user.upload(
      screen.getByLabelText('2. Choose the filled file (.xlsx or .csv)'),
      csvFile('notes.csv'),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Choose an Excel (.xlsx) or CSV (.csv) file.',
    );
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });
});
