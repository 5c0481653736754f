import { afterEach, describe, expect, it } from 'vitest';
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { applyLanguage, loadScreenTexts } from '../i18n/i18n.ts';
import { translateResult } from './translate-result.ts';

const result = {
  report: 'ledger/day-book',
  parameters: {},
  snapshot: null,
  datasets: [
    {
      name: 'dayBook',
      title: 'Day book',
      columns: [
        { key: 'account', label: 'Account', kind: 'text' },
        { key: 'check', label: 'Check', kind: 'text' },
        { key: 'message', label: 'Message', kind: 'text' },
      ],
      rows: [
        {
          account: 'Sundry debtors: Cash',
          check: 'CGST equals SGST',
          message:
            'Bill INV-1: CGST ₹9.00 and SGST ₹8.00 at 18% differ; on an intra-state bill they must be equal. Open the bill and save it again.',
        },
        { account: 'Output CGST 9%', check: null, message: null },
      ],
    },
  ],
} as unknown as ReportResult;

describe('translateResult', () => {
  afterEach(() => applyLanguage('en'));

  // Issue 39: nothing is matched back from English any more. A snapshot saved before rows kept
  // their texts' keys has its whole-word cells translated; a sentence with values in it (a name,
  // an amount) stays as it was saved, in English.
  it("translates a saved snapshot's whole words; its sentences with values stay as saved", async () => {
    await applyLanguage('hi');
    await loadScreenTexts(); // as the screen's loader does (app/lazy-screens.ts)
    const rows = translateResult(result).datasets[0]!.rows;
    expect(rows[0]).toEqual({
      account: 'Sundry debtors: Cash',
      check: 'CGST और SGST बराबर',
      message:
        'Bill INV-1: CGST ₹9.00 and SGST ₹8.00 at 18% differ; on an intra-state bill they must be equal. Open the bill and save it again.',
    });
    expect(rows[1]!['account']).toBe('Output CGST 9%');
  });

  it('translates the cells its texts name by key, and leaves every typed name as it is', async () => {
    const keyed = {
      ...result,
      datasets: [
        {
          name: 'profitAndLoss',
          title: 'Profit and loss',
          columns: [
            { key: 'section', label: 'Section', kind: 'text' },
            { key: 'account', label: 'Account', kind: 'text' },
          ],
          rows: [
            { section: 'Expenses', account: 'Expense: Total' },
            { section: 'Expenses', account: 'Total' },
          ],
          cellTexts: [
            {
              section: { key: 'Expenses' },
              account: { key: 'Expense: {{head}}', values: { head: 'Total' } },
            },
            null,
          ],
        },
      ],
    } as unknown as ReportResult;
    await applyLanguage('hi');
    await loadScreenTexts(); // as the screen's loader does (app/lazy-screens.ts)
    const rows = translateResult(keyed).datasets[0]!.rows;
    expect(rows).toEqual([
      { section: 'ख़र्च', account: 'ख़र्च: Total' },
      { section: 'Expenses', account: 'Total' },
    ]);
  });

  it('leaves English as the server wrote it', async () => {
    expect(translateResult(result).datasets[0]!.rows[0]!['account']).toBe('Sundry debtors: Cash');
  });

  it('reads a dated title and a column with its basis by their keys and values', async () => {
    const dated = {
      ...result,
      datasets: [
        {
          name: 'trialBalance',
          title: 'Trial balance as of 2026-11-20',
          titleText: { key: 'Trial balance as of {{date}}', values: { date: '2026-11-20' } },
          columns: [
            {
              key: 'stockValue',
              label: 'Stock value excl. GST',
              kind: 'money',
              labelText: { key: 'Stock value {{basis}}', values: { basis: { key: 'excl. GST' } } },
            },
          ],
          rows: [],
          cellTexts: [],
        },
      ],
    } as unknown as ReportResult;
    await applyLanguage('hi');
    await loadScreenTexts(); // as the screen's loader does (app/lazy-screens.ts)
    const d = translateResult(dated).datasets[0]!;
    expect(d.title).toBe('2026-11-20 तक का तलपट');
    expect(d.columns).toEqual([{ key: 'stockValue', label: 'स्टॉक मूल्य GST के बिना', kind: 'money' }]);
    await applyLanguage('en');
    expect(translateResult(dated).datasets[0]!.title).toBe('Trial balance as of 2026-11-20');
  });
});
