import { afterEach, describe, expect, it } from 'vitest';
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { applyLanguage } from '../i18n/i18n.ts';
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

  it('names ledger accounts and GSTR-1 checks in Hindi; the typed party name stays', async () => {
    await applyLanguage('hi');
    const rows = translateResult(result).datasets[0]!.rows;
    expect(rows[0]).toEqual({
      account: 'देनदार: Cash',
      check: 'CGST और SGST बराबर',
      message:
        'बिल INV-1: 18% पर CGST ₹9.00 और SGST ₹8.00 अलग हैं; राज्य के अंदर के बिल में ये बराबर होने चाहिए। बिल खोलें और फिर से सहेजें।',
    });
    expect(rows[1]!['account']).toBe('बिक्री पर कर CGST 9%');
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
    const rows = translateResult(keyed).datasets[0]!.rows;
    expect(rows).toEqual([
      { section: 'ख़र्च', account: 'ख़र्च: Total' },
      { section: 'Expenses', account: 'Total' },
    ]);
  });

  it('leaves English as the server wrote it', async () => {
    expect(translateResult(result).datasets[0]!.rows[0]!['account']).toBe('Sundry debtors: Cash');
  });
});
