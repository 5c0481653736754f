import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NoteListRow } from '@hisaab/shared/replies/returns';
import { companySettingsReplyOf } from '../../../test/company-settings.ts';
import { json, mockFetch, signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { SAVED } from '../../invoice/components/invoice-test-support.tsx';
import { NotesPage } from './notes-page.tsx';

const NOTE: NoteListRow = {
  id: 51,
  kind: 'credit_note',
  number: 'CN-0002',
  transactionDate: '2026-11-21',
  customerId: 5,
  customerName: 'Ravi Kumar',
  amount: 336,
  refunded: 0,
  original: { id: 41, number: 'INV-0007' },
};

describe('returns list', () => {
  it(
    'names the saved note, searches, and deletes only after asking',
    { timeout: 20_000 },
    async () => {
      signInAs(['Manager']);
      const mock = mockFetch((call) => {
        if (call.url.pathname === '/api/returns' && call.method === 'GET') {
          const search = call.url.searchParams.get('search');
          return json(
            200,
            search === 'nobody'
              ? { items: [], total: 0, skip: 0, take: 50 }
              : { items: [NOTE], total: 1, skip: 0, take: 50 },
          );
        }
        if (call.url.pathname === '/api/returns/51' && call.method === 'DELETE')
          return json(204, null);
        return json(200, {});
      });
      const user = userEvent.setup();
      renderAt('/returns?saved=51', <NotesPage />);

      expect(await screen.findByText(/Credit Note CN-0002 saved\./)).toBeTruthy();
      const row = screen.getByRole('row', { name: /CN-0002/ });
      expect(row.textContent).toContain('INV-0007');
      expect(row.textContent).toContain('₹336.00');
      expect(within(row).getByRole('link', { name: 'Print CN-0002' }).getAttribute('href')).toBe(
        '/returns/print?id=51',
      );

      await user.click(within(row).getByRole('button', { name: 'Delete CN-0002' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete CN-0002?' });
      await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
      expect(mock.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
      await user.click(within(row).getByRole('button', { name: 'Delete CN-0002' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
      );
      await waitFor(() => expect(mock.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));

      await user.type(screen.getByRole('searchbox', { name: 'Search returns' }), 'nobody');
      expect(await screen.findByText('No returns match your search.')).toBeTruthy();
    },
  );

  describe('a note downloads and shares like a bill', () => {
    afterEach(() => vi.restoreAllMocks());

    function notesApi() {
      return mockFetch((call) => {
        const p = call.url.pathname;
        if (p === '/api/returns') return json(200, { items: [NOTE], total: 1, skip: 0, take: 50 });
        if (p === '/api/transactions/51')
          return json(200, {
            ...SAVED,
            id: 51,
            kind: 'credit_note',
            number: 'CN-0002',
            customer: { ...SAVED.customer, id: 2, name: 'Ravi Kumar', phone: '9876543210' },
          });
        if (p === '/api/files/transaction/51/html-to-pdf' && call.method === 'POST')
          return json(201, { publicAccessCode: 'abc123' });
        if (p === '/api/files/transaction/51/pdf')
          return new Response('%PDF-1.4 note', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="Credit-Note-CN-0002.pdf"',
            },
          });
        if (p === '/api/companysettings')
          return json(200, companySettingsReplyOf({ companyInfo: { name: 'Sharma Traders' } }));
        return undefined;
      });
    }

    it('shares the note on WhatsApp with its public link, to its party', async () => {
      signInAs(['Manager']);
      const mock = notesApi();
      const user = userEvent.setup();
      renderAt('/returns', <NotesPage />);
      const row = await screen.findByRole('row', { name: /CN-0002/ });
      await user.click(within(row).getByRole('button', { name: 'Share CN-0002 on WhatsApp' }));
      const dialog = await screen.findByRole('dialog', { name: 'Send via WhatsApp' });
      const text = (
        within(dialog).getByRole('textbox', { name: /message/i }) as HTMLTextAreaElement
      ).value;
      expect(text).toContain('Credit Note CN-0002 dated 21/11/2026 for ₹336.00');
      expect(text).toContain('Download your credit note: http');
      expect(text).toContain('/files/public/abc123');
      expect(text).not.toContain('UPI');
      expect(
        (within(dialog).getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value,
      ).toBe('9876543210');
      expect(mock.calls.some((c) => c.url.pathname.endsWith('/html-to-pdf'))).toBe(true);
    });

    it('downloads the PDF of the note, also for an Auditor (who cannot share)', async () => {
      signInAs(['Auditor']);
      const mock = notesApi();
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:note'), revokeObjectURL: vi.fn() });
      const names: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        names.push(this.download);
      });
      renderAt('/returns', <NotesPage />);
      const row = await screen.findByRole('row', { name: /CN-0002/ });
      expect(within(row).queryByRole('button', { name: /Share/ })).toBeNull();
      await userEvent
        .setup()
        .click(within(row).getByRole('button', { name: 'Download PDF of CN-0002' }));
      await waitFor(() => expect(names).toEqual(['Credit-Note-CN-0002.pdf']));
      expect(mock.calls.filter((c) => c.url.pathname.endsWith('/pdf'))).toHaveLength(1);
    });
  });
});

describe('a filed note in the list', () => {
  it(
    'links a credit note and a debit note to the customer of a filed month to their amendment',
    { timeout: 20_000 },
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-05T06:30:00Z'));
      try {
        signInAs(['Manager']);
        const raised: NoteListRow = {
          ...NOTE,
          id: 52,
          kind: 'sales_debit_note',
          number: 'DN-0001',
        };
        const december: NoteListRow = {
          ...NOTE,
          id: 53,
          number: 'CN-0003',
          transactionDate: '2026-12-02',
        };
        mockFetch((call) => {
          if (call.url.pathname === '/api/returns')
            return json(200, { items: [NOTE, raised, december], total: 3, skip: 0, take: 50 });
          if (call.url.pathname === '/api/periods')
            return json(200, {
              booksClosedTo: null,
              filings: [
                {
                  id: 1,
                  returnType: 'gstr1',
                  period: '2026-11',
                  filedOn: '2026-12-01',
                  arn: 'AA271226012345X',
                  filedByEmail: null,
                  recordedAt: '2026-12-01T06:30:00.000Z',
                  undoneAt: null,
                  undoReason: null,
                },
              ],
            });
          return json(200, {});
        });
        renderAt('/returns', <NotesPage />);
        const amend = await screen.findByRole('link', { name: 'Amend CN-0002' });
        expect(amend.getAttribute('href')).toBe('/returns/new?bill=41&amend=51');
        expect(screen.getByRole('link', { name: 'Amend DN-0001' }).getAttribute('href')).toBe(
          '/returns/debit-note?bill=41&amend=52',
        );
        // December's GSTR-1 is not filed: edit as usual, nothing to amend.
        expect(screen.queryByRole('link', { name: 'Amend CN-0003' })).toBeNull();
      } finally {
        vi.useRealTimers();
      }
    },
  );
});
