// The gst/gstr1 report: the return's sections as tables for a date range, and its checks.
// Rows are in the database's units (paise, thousandths); the runner converts them.
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { isUnderLut } from '@hisaab/shared/gst/supply';
import type { ReportColumn } from '@hisaab/shared/reports/report-result';
import {
  money,
  num,
  TAX_COLUMNS,
  text,
  type ReportDefinition,
  type RowsDataset,
} from '../report-definition.ts';
import { taxCells } from './gst-common.ts';
import { hsnDescription } from './gstr1-json.ts';
import { buildGstr1 } from './gstr1-return.ts';
import { amendmentsDataset } from './gstr1-amendments-report.ts';
import {
  NIL_SUPPLY_TYPES,
  type NilSupplyType,
  type SectionInvoice,
  type SectionNote,
} from './gstr1-sections.ts';

export const NIL_DESCRIPTIONS: Record<NilSupplyType, string> = {
  INTRB2B: 'Inter-state supplies to registered persons',
  INTRAB2B: 'Intra-state supplies to registered persons',
  INTRB2C: 'Inter-state supplies to unregistered persons',
  INTRAB2C: 'Intra-state supplies to unregistered persons',
};

function invoiceRows(list: readonly SectionInvoice[]) {
  return list.flatMap((inv) =>
    inv.items.map((it) => ({
      ctin: inv.ctin,
      customerName: inv.customerName,
      number: inv.number,
      transactionId: inv.transactionId,
      date: inv.date,
      pos: inv.pos,
      invoiceValue: inv.val,
      reverseCharge: inv.reverseCharge ? 'Y' : 'N',
      rate: it.rtBp / 100,
      ...taxCells(it),
    })),
  );
}

function noteRows(list: readonly SectionNote[]) {
  return list.flatMap((n) =>
    n.items.map((it) => ({
      ctin: n.ctin,
      customerName: n.customerName,
      number: n.number,
      transactionId: n.transactionId,
      date: n.date,
      originalNumber: n.originalNumber,
      originalDate: n.originalDate,
      pos: n.pos,
      noteValue: n.val,
      reverseCharge: n.reverseCharge ? 'Y' : 'N',
      rate: it.rtBp / 100,
      ...taxCells(it),
    })),
  );
}

const noteColumns = (withGstin: boolean): ReportColumn[] => [
  ...(withGstin ? [text('ctin', tk('GSTIN'))] : []),
  text('customerName', tk('Customer')),
  { key: 'number', label: tk('Credit note'), kind: 'link' },
  { key: 'date', label: tk('Date'), kind: 'date' },
  text('originalNumber', tk('Invoice')),
  { key: 'originalDate', label: tk('Invoice date'), kind: 'date' },
  text('pos', tk('Place of supply')),
  money('noteValue', tk('Note value')),
  text('reverseCharge', tk('Reverse charge')),
  num('rate', tk('Rate %')),
  ...TAX_COLUMNS,
];

const invoiceColumns = (withGstin: boolean): ReportColumn[] => [
  ...(withGstin ? [text('ctin', tk('GSTIN'))] : []),
  text('customerName', tk('Customer')),
  { key: 'number', label: tk('Invoice'), kind: 'link' },
  { key: 'date', label: tk('Date'), kind: 'date' },
  text('pos', tk('Place of supply')),
  money('invoiceValue', tk('Invoice value')),
  text('reverseCharge', tk('Reverse charge')),
  num('rate', tk('Rate %')),
  ...TAX_COLUMNS,
];

export const gstr1Report: ReportDefinition = {
  async build({ db, companyId, params }) {
    const { startDate, endDate } = params as { startDate: string; endDate: string };
    const r = await buildGstr1(db, companyId, startDate, endDate);
    const datasets: RowsDataset[] = [
      {
        name: 'b2b',
        title: tk('B2B'),
        columns: invoiceColumns(true),
        rows: invoiceRows(r.sections.b2b),
      },
      {
        name: 'b2cl',
        title: tk('B2C large'),
        columns: invoiceColumns(false),
        rows: invoiceRows(r.sections.b2cl),
      },
      {
        name: 'b2cs',
        title: tk('B2C small'),
        columns: [
          text('supplyType', tk('Supply type')),
          text('pos', tk('Place of supply')),
          num('rate', tk('Rate %')),
          ...TAX_COLUMNS,
        ],
        rows: r.sections.b2cs.map((row) => ({
          supplyType: row.inter ? 'INTER' : 'INTRA',
          pos: row.pos,
          rate: row.rtBp / 100,
          ...taxCells(row),
        })),
      },
      {
        name: 'exp',
        title: tk('Exports'),
        columns: [
          text('exportType', tk('Export type')),
          text('customerName', tk('Customer')),
          { key: 'number', label: tk('Invoice'), kind: 'link' },
          { key: 'date', label: tk('Date'), kind: 'date' },
          money('invoiceValue', tk('Invoice value')),
          text('shippingBill', tk('Shipping bill')),
          text('portCode', tk('Port code')),
          num('rate', tk('Rate %')),
          ...TAX_COLUMNS,
        ],
        rows: r.sections.exp.flatMap((inv) => {
          const d = inv.exportDetails;
          return invoiceRows([inv]).map((row) => ({
            ...row,
            exportType: isUnderLut(inv.supplyType) ? 'WOPAY' : 'WPAY',
            shippingBill: d?.shippingBillNumber
              ? `${d.shippingBillNumber}${d.shippingBillDate ? ` (${d.shippingBillDate})` : ''}`
              : null,
            portCode: d?.portCode ?? null,
          }));
        }),
      },
      {
        name: 'cdnr',
        title: tk('Credit notes (registered)'),
        columns: noteColumns(true),
        rows: noteRows(r.sections.cdnr),
      },
      {
        name: 'cdnur',
        title: tk('Credit notes (unregistered, B2C large)'),
        columns: noteColumns(false),
        rows: noteRows(r.sections.cdnur),
      },
      {
        name: 'nil',
        title: tk('Nil rated, exempt, non-GST'),
        columns: [
          text('supplyType', tk('Supply type')),
          text('description', tk('Description')),
          money('nilRated', tk('Nil rated')),
          money('exempted', tk('Exempted')),
          money('nonGst', tk('Non-GST')),
        ],
        rows: NIL_SUPPLY_TYPES.map((t) => ({
          supplyType: t,
          description: NIL_DESCRIPTIONS[t],
          nilRated: r.sections.nil[t],
          exempted: 0,
          nonGst: 0,
        })),
      },
      {
        name: 'hsn',
        title: tk('HSN summary'),
        columns: [
          text('table', tk('Table')),
          text('hsn', tk('HSN/SAC')),
          text('description', tk('Description')),
          text('uqc', tk('UQC')),
          { key: 'quantity', label: tk('Quantity'), kind: 'quantity' },
          num('rate', tk('Rate %')),
          ...TAX_COLUMNS,
          money('totalValue', tk('Total value')),
        ],
        // B2B table first, then B2C, each by HSN, rate and UQC (a stable sort keeps that order).
        rows: [...r.hsn.rows]
          .sort((a, b) => Number(b.b2b) - Number(a.b2b))
          .map((row) => ({
            table: row.b2b ? 'B2B' : 'B2C',
            hsn: row.hsn,
            description: hsnDescription(row.desc, row.hsn!),
            uqc: row.uqc,
            quantity: row.uqc === 'NA' ? 0 : row.qtyMilli,
            rate: row.rtBp / 100,
            ...taxCells(row),
            totalValue: row.txval + row.iamt + row.camt + row.samt + row.csamt,
          })),
      },
      {
        name: 'docs',
        title: tk('Documents issued'),
        columns: [
          text('documentType', tk('Document type')),
          text('from', tk('From')),
          text('to', tk('To')),
          num('total', tk('Total')),
          num('cancelled', tk('Cancelled')),
          num('netIssued', tk('Net issued')),
        ],
        rows: (
          [
            ['Invoices for outward supply', r.docs.invoices],
            ['Debit Note', r.docs.debit],
            ['Credit Note', r.docs.credit],
          ] as const
        ).flatMap(([documentType, ranges]) =>
          ranges.map((d) => ({
            documentType: msg(documentType),
            from: d.from,
            to: d.to,
            total: d.totnum,
            cancelled: d.cancel,
            netIssued: d.net_issue,
          })),
        ),
      },
      ...[amendmentsDataset(r.amendments)].filter((d): d is RowsDataset => d !== null),
      {
        name: 'checks',
        title: tk('Checks'),
        columns: [
          text('severity', tk('Severity')),
          text('check', tk('Check')),
          text('message', tk('Message')),
          { key: 'number', label: tk('Document'), kind: 'link' },
        ],
        rows: r.checks.map((c) => ({ ...c })),
      },
    ];
    return datasets;
  },
};
