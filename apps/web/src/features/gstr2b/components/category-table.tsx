// One category of a month's reconciliation as a table (the app's big-list table: virtual rows,
// sideways scroll on phones), with the row's actions in its last column.
import { useMemo } from 'react';
import { formatDate, formatINR } from '@hisaab/shared/format';
import { toPaise } from '@hisaab/shared/money';
import {
  GSTR2B_CATEGORY_TITLES,
  GSTR2B_DIFFERENCE_TITLES,
  type Gstr2bCategory,
} from '@hisaab/shared/gstr2b';
import type { Gstr2bRow } from '@hisaab/shared/replies/gstr2b';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { RowActions, type RowActionHandlers } from './row-actions.tsx';

const money = (rupees: number) => formatINR(toPaise(rupees));

const STATUS: Record<string, string> = {
  accept: 'Accepted',
  link: 'Linked',
  follow_up: 'Follow up',
};

export const supplierOf = (r: Gstr2bRow) => r.document?.supplierName ?? r.bill?.supplierName ?? '';
export const gstinOf = (r: Gstr2bRow) => r.document?.supplierGstin ?? r.bill?.supplierGstin ?? '';
const booksNumber = (r: Gstr2bRow) =>
  r.bill ? (r.bill.supplierInvoiceNumber ?? r.bill.number ?? `#${r.bill.id}`) : '';
const booksDate = (r: Gstr2bRow) =>
  r.bill ? formatDate(r.bill.supplierInvoiceDate ?? r.bill.transactionDate) : '';
const noteOf = (r: Gstr2bRow) => {
  const diffs = r.differences.map((d) => GSTR2B_DIFFERENCE_TITLES[d]).join(', ');
  const parts = [diffs && `Differs: ${diffs}`, r.reason ?? ''];
  if (r.document?.itcAvailable === 'N') parts.push('2B: ITC not available');
  return parts.filter(Boolean).join('. ');
};
const statusOf = (r: Gstr2bRow) => r.actions.map((a) => STATUS[a.action]).join(', ');

export function CategoryTable({
  category,
  rows,
  actions,
}: {
  category: Gstr2bCategory;
  rows: readonly Gstr2bRow[];
  actions: RowActionHandlers | null;
}) {
  const columns = useMemo(() => {
    const has2b = category !== 'missingIn2b';
    const hasBooks = category !== 'missingInBooks';
    const list: DataTableColumn<Gstr2bRow>[] = [
      { id: 'supplier', header: 'Supplier', text: supplierOf },
      {
        id: 'gstin',
        header: 'GSTIN',
        text: gstinOf,
        // Capitals and digits are wider than the ch the widths are counted in.
        cell: (r) => <span className="font-mono text-xs">{gstinOf(r)}</span>,
      },
    ];
    if (has2b)
      list.push(
        { id: 'number2b', header: 'Number in 2B', text: (r) => r.document?.number ?? '' },
        {
          id: 'date2b',
          header: 'Date in 2B',
          text: (r) => (r.document ? formatDate(r.document.date) : ''),
        },
        {
          id: 'taxable2b',
          header: 'Taxable (2B)',
          align: 'right',
          text: (r) => (r.document ? money(r.document.taxableValue) : ''),
        },
        {
          id: 'tax2b',
          header: 'Tax (2B)',
          align: 'right',
          text: (r) => (r.document ? money(r.document.tax) : ''),
        },
      );
    if (hasBooks)
      list.push(
        { id: 'numberBooks', header: 'Number in books', text: booksNumber },
        { id: 'dateBooks', header: 'Date in books', text: booksDate },
        {
          id: 'taxableBooks',
          header: 'Taxable (books)',
          align: 'right',
          text: (r) => (r.bill ? money(r.bill.taxableValue) : ''),
        },
        {
          id: 'taxBooks',
          header: 'Tax (books)',
          align: 'right',
          text: (r) => (r.bill ? money(r.bill.tax) : ''),
        },
      );
    list.push(
      { id: 'itc', header: 'ITC at stake', align: 'right', text: (r) => money(r.itcAtStake) },
      { id: 'note', header: 'Why', text: noteOf },
      {
        id: 'status',
        header: 'Status',
        text: statusOf,
        cell: (r) => (
          <span className="flex gap-1">
            {r.actions.map((a) => (
              <Badge key={a.id} tone={a.action === 'follow_up' ? 'warning' : 'success'}>
                {STATUS[a.action]}
              </Badge>
            ))}
          </span>
        ),
      },
    );
    if (actions)
      list.push({
        id: 'actions',
        header: 'Actions',
        // Wide enough for its buttons: the width is worked out from this text.
        text: () => 'Accept  Follow up  Message',
        cell: (r) => <RowActions row={r} handlers={actions} />,
      });
    return list;
  }, [category, actions]);

  return (
    <DataTable
      label={GSTR2B_CATEGORY_TITLES[category]}
      columns={columns}
      rows={rows}
      empty={EMPTY[category]}
    />
  );
}

const EMPTY: Record<Gstr2bCategory, string> = {
  matched: 'No document matches a purchase yet.',
  mismatched: 'No document differs from its purchase.',
  suggested: 'No suggested matches.',
  missingInBooks: 'Every document of this 2B is in your books.',
  missingIn2b: 'Every purchase of the month from a supplier with a GSTIN is in this 2B.',
};
