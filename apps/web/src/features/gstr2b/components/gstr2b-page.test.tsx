// The GSTR-2B screen names every section of the uploaded file (issue 36 item 7): each with its
// documents, those its amendments replaced and its ITC, a section it does not read too; and
// ISD credit and bills of entry have a tab of their own with their ITC.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { defaultReportRange } from '@hisaab/shared/report-defaults';
import { todayInIndia } from '@hisaab/shared/format';
import type { Gstr2bReconciliation, Gstr2bUpload } from '@hisaab/shared/replies/gstr2b';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { Gstr2bPage } from './gstr2b-page.tsx';

const start = defaultReportRange(todayInIndia()).startDate;
const period = `${start.slice(5, 7)}${start.slice(0, 4)}`;
const none = { igst: 0, cgst: 0, sgst: 0, cess: 0 };
const upload: Gstr2bUpload = {
  id: 7,
  period,
  gstin: '01AABCE2207R1Z5',
  generatedOn: null,
  documentCount: 3,
  sections: [
    {
      section: 'ecom',
      read: true,
      documents: 2,
      replaced: 0,
      itcAvailable: { ...none, igst: 366 },
      itcNotAvailable: none,
    },
    {
      section: 'impg',
      read: true,
      documents: 1,
      replaced: 0,
      itcAvailable: { ...none, igst: 123.02, cess: 0.5 },
      itcNotAvailable: none,
    },
    {
      section: 'itcrev',
      read: false,
      documents: 4,
      replaced: 0,
      itcAvailable: none,
      itcNotAvailable: none,
    },
  ],
  uploadedAt: '2026-12-01T10:00:00.000Z',
  uploadedByEmail: 'owner@example.com',
};
const boe = {
  docKey: 'impg||18272A|2566282|2019-11-18',
  section: 'impg',
  docType: 'bill_of_entry' as const,
  supplierGstin: '',
  supplierName: null,
  supplierPeriod: null,
  number: '2566282',
  date: '2019-11-18',
  amendsNumber: null,
  value: 246.54,
  taxableValue: 123.02,
  igst: 123.02,
  cgst: 0,
  sgst: 0,
  cess: 0.5,
  tax: 123.52,
  itcAvailable: 'Y' as const,
  itcReason: null,
};
const month: Gstr2bReconciliation = {
  upload,
  categories: [
    { category: 'matched', count: 0, itcAtStake: 0 },
    { category: 'mismatched', count: 0, itcAtStake: 0 },
    { category: 'suggested', count: 0, itcAtStake: 0 },
    { category: 'missingInBooks', count: 0, itcAtStake: 0 },
    { category: 'missingIn2b', count: 0, itcAtStake: 0 },
    { category: 'isdAndImports', count: 1, itcAtStake: 123.52 },
  ],
  rows: [
    {
      category: 'isdAndImports',
      document: boe,
      bill: null,
      differences: [],
      reason: null,
      itcAtStake: 123.52,
      decided: null,
      actions: [],
    },
  ],
  page: { skip: 0, take: 200, total: 1 },
};

/** A 2B document of supplier 01AAACS0001K1Z5 numbered `n`, for a long list. */
const invoice = (n: number): Gstr2bReconciliation['rows'][number] => ({
  category: 'missingInBooks',
  document: {
    ...boe,
    docKey: `01AAACS0001K1Z5|invoice|INV${n}`,
    section: 'b2b',
    docType: 'invoice',
    supplierGstin: '01AAACS0001K1Z5',
    supplierName: 'Sharma Supplies',
    number: `INV/${n}`,
  },
  bill: null,
  differences: [],
  reason: null,
  itcAtStake: 123.52,
  decided: null,
  actions: [],
});

describe('the GSTR-2B screen', () => {
  it('names every section of the file with its documents and ITC, the unread one too', async () => {
    signInAs(['Admin']);
    mockFetch((call) => {
      if (call.url.pathname === '/api/gstr2b') return json(200, [upload]);
      if (call.url.pathname === '/api/gstr2b/7') return json(200, month);
      return undefined;
    });
    renderAt('/gstr2b', <Gstr2bPage />);
    const table = await screen.findByRole('table', { name: 'What this GSTR-2B holds' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'SectionDocumentsReplaced by amendmentsITC availableITC not available',
      'Invoices through e-commerce operators20₹366.00₹0.00',
      'Imports of goods10₹123.52₹0.00',
      'Section itcrev (not read)40₹0.00₹0.00',
    ]);
    expect(screen.getByRole('note').textContent).toContain('Hisaab does not read itcrev');
    expect(await screen.findByRole('tab', { name: /ISD and imports \(1\)/ })).toBeTruthy();
  });

  it("reads a category's rows a page at a time, the next on Show more", async () => {
    signInAs(['Admin']);
    const asked: string[] = [];
    const TOTAL = 450;
    mockFetch((call) => {
      if (call.url.pathname === '/api/gstr2b') return json(200, [upload]);
      if (call.url.pathname !== '/api/gstr2b/7') return undefined;
      const q = call.url.searchParams;
      asked.push(`${q.get('category')} ${q.get('skip')} ${q.get('take')}`);
      const skip = Number(q.get('skip'));
      const take = Number(q.get('take'));
      const count = q.get('category') === 'missingInBooks' ? TOTAL : 0;
      const rows = Array.from({ length: Math.max(0, Math.min(take, count - skip)) }, (_, i) =>
        invoice(skip + i + 1),
      );
      return json(200, {
        ...month,
        categories: month.categories.map((c) =>
          c.category === 'missingInBooks' ? { ...c, count: TOTAL } : c,
        ),
        rows,
        page: { skip, take, total: count },
      });
    });
    renderAt('/gstr2b', <Gstr2bPage />);
    const onlyIn2b = await screen.findByRole('tab', { name: /Only in 2B \(450\)/ });
    onlyIn2b.click();
    const more = await screen.findByRole('button', { name: 'Show more (200 of 450)' });
    more.click();
    (await screen.findByRole('button', { name: 'Show more (400 of 450)' })).click();
    // The last page read: no more to show (the table is virtual: its rows are not all drawn).
    await waitFor(() => expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull());
    expect(asked).toEqual([
      'matched 0 200',
      'missingInBooks 0 200',
      'missingInBooks 200 200',
      'missingInBooks 400 200',
    ]);
  });
});
