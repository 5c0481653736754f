// The gst/gstr1 report's Amendments table (issue 38 part 3): one row per document amended in
// the period, per GSTR-1 amendment table (B2BA, B2CLA, EXPA, CDNRA, CDNURA) with the original
// number and date, and one per B2CSA row (original month, place, rate). Shown only when there
// are amendments, before the checks.
import { tk } from '@hisaab/shared/i18n/messages';
import { money, num, TAX_COLUMNS, text, type RowsDataset } from '../report-definition.ts';
import { addAmounts, taxCells, zeroAmounts, type Amounts } from './gst-common.ts';
import type { Gstr1Amendments } from './gstr1-amendments.ts';

const total = (items: readonly Amounts[]) =>
  items.reduce((sum, it) => addAmounts(sum, it), zeroAmounts());

export function amendmentsDataset(a: Gstr1Amendments): RowsDataset | null {
  const documents = [
    ...a.b2ba.map((d) => ({ section: 'B2BA', d, value: d.val })),
    ...a.b2cla.map((d) => ({ section: 'B2CLA', d, value: d.val })),
    ...a.expa.map((d) => ({ section: 'EXPA', d, value: d.val })),
    ...a.cdnra.map((d) => ({ section: 'CDNRA', d, value: d.val })),
    ...a.cdnura.map((d) => ({ section: 'CDNURA', d, value: d.val })),
  ];
  if (documents.length === 0 && a.b2csa.length === 0) return null;
  return {
    name: 'amendments',
    title: tk('Amendments'),
    columns: [
      text('section', tk('Table')),
      text('originalNumber', tk('Original number')),
      { key: 'originalDate', label: tk('Original date'), kind: 'date' },
      { key: 'number', label: tk('Document'), kind: 'link' },
      { key: 'date', label: tk('Date'), kind: 'date' },
      text('ctin', tk('GSTIN')),
      text('pos', tk('Place of supply')),
      money('value', tk('Value')),
      num('rate', tk('Rate %')),
      ...TAX_COLUMNS,
    ],
    rows: [
      ...documents.map(({ section, d, value }) => ({
        section,
        originalNumber: d.originalNumber,
        originalDate: d.originalDate,
        number: d.number,
        transactionId: d.transactionId,
        date: d.date,
        ctin: d.ctin,
        pos: d.pos,
        value,
        rate: null,
        ...taxCells(total(d.items)),
      })),
      ...a.b2csa.map((r) => ({
        section: 'B2CSA',
        originalNumber: null,
        originalDate: `${r.period}-01`,
        number: null,
        transactionId: null,
        date: null,
        ctin: null,
        pos: r.pos,
        value: null,
        rate: r.rtBp / 100,
        ...taxCells(r),
      })),
    ],
  };
}
