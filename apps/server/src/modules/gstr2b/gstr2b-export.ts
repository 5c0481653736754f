// A month's reconciliation as a file: CSV (the categories one after the other, each under its
// title) or XLSX (a sheet per category), written by the reports' writers so that money, dates
// and formula-looking text come out as every other export's.
import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ReportColumn } from '@hisaab/shared/reports/report-result';
import { paiseToRupees } from '@hisaab/shared/money';
import { tk } from '@hisaab/shared/i18n/messages';
import {
  GSTR2B_CATEGORIES,
  GSTR2B_CATEGORY_TITLES,
  GSTR2B_DIFFERENCE_TITLES,
} from '@hisaab/shared/gstr2b';
import { csvWriter, xlsxWriter, type ExportFormat } from '../reports/index.ts';
import { taxOf } from './reconcile.ts';
import type { Reconciliation, ReconcileRow } from './gstr2b.service.ts';

const text = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });
const date = (key: string, label: string): ReportColumn => ({ key, label, kind: 'date' });
const money = (key: string, label: string): ReportColumn => ({ key, label, kind: 'money' });

export const EXPORT_COLUMNS: ReportColumn[] = [
  text('supplierGstin', 'Supplier GSTIN'),
  text('supplierName', 'Supplier'),
  text('docType', 'Document'),
  text('number2b', 'Number in 2B'),
  date('date2b', 'Date in 2B'),
  money('taxable2b', 'Taxable value in 2B'),
  money('tax2b', 'Tax in 2B'),
  text('itcAvailable', 'ITC available'),
  text('bill', 'Bill'),
  text('numberBooks', 'Supplier invoice number in books'),
  date('dateBooks', 'Date in books'),
  money('taxableBooks', 'Taxable value in books'),
  money('taxBooks', 'Tax in books'),
  text('differences', 'Differences'),
  text('reason', 'Reason'),
  money('itcAtStake', 'ITC at stake'),
  text('actions', 'Actions'),
];

const DOC_TYPE: Record<string, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  debit_note: 'Debit note',
  bill_of_entry: tk('Bill of entry'),
};
const ACTION: Record<string, string> = {
  accept: 'Accepted',
  link: 'Linked',
  follow_up: 'Follow up',
};

export function exportRow(r: ReconcileRow): Record<string, unknown> {
  const d = r.document;
  const b = r.bill;
  return {
    supplierGstin: d?.supplierGstin ?? b?.supplierGstin ?? '',
    supplierName: d?.supplierName ?? b?.supplierName ?? '',
    docType: DOC_TYPE[d?.docType ?? b?.docType ?? 'invoice'],
    number2b: d?.number ?? null,
    date2b: d?.docDate ?? null,
    taxable2b: d ? paiseToRupees(d.taxablePaise) : null,
    tax2b: d ? paiseToRupees(taxOf(d)) : null,
    itcAvailable: d?.itcAvailable ?? null,
    bill: b ? (b.number ?? `#${b.id}`) : null,
    numberBooks: b ? (b.supplierInvoiceNumber ?? b.number) : null,
    dateBooks: b?.matchDate ?? null,
    taxableBooks: b ? paiseToRupees(b.taxablePaise) : null,
    taxBooks: b ? paiseToRupees(taxOf(b)) : null,
    differences: r.differences.map((x) => GSTR2B_DIFFERENCE_TITLES[x]).join(', '),
    reason: r.reason ?? '',
    itcAtStake: paiseToRupees(r.itcPaise),
    actions: r.actions.map((a) => ACTION[a.action]).join(', '),
  };
}

/**
 * Rows handed to the writer at a time, with a turn of the event loop between (issue 37):
 * 180,000 rows in one call held the server's thread while the whole sheet was built.
 */
const ROWS_PER_SLICE = 1000;

export function exportFile(result: Reconciliation, format: ExportFormat) {
  const { upload, rows } = result;
  return {
    fileName: `${upload.gstin}_GSTR2B_reconciliation_${upload.period}.${format}`,
    async write(out: Writable) {
      const writer = format === 'csv' ? csvWriter(out, true) : xlsxWriter(out);
      for (const category of GSTR2B_CATEGORIES) {
        await writer.begin(GSTR2B_CATEGORY_TITLES[category], EXPORT_COLUMNS);
        const ofCategory = rows.filter((r) => r.category === category);
        for (let at = 0; at < ofCategory.length; at += ROWS_PER_SLICE) {
          await writer.rows(ofCategory.slice(at, at + ROWS_PER_SLICE).map(exportRow));
          await nextTurn();
        }
        await writer.end();
      }
      await writer.finish();
    },
  };
}
