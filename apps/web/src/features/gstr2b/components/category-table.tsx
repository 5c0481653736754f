// One category of a month's reconciliation as a table (the app's big-list table: virtual rows,
// sideways scroll on phones), with the row's actions in its last column.
import { useMemo } from 'react';
import { formatDate, formatINR } from '@hisaab/shared/format';
import { toPaise } from '@hisaab/shared/money';
import {
  GSTR2B_CATEGORY_TITLES,
  GSTR2B_DIFFERENCE_TITLES,
  GSTR2B_SECTION_TITLES,
  isGstr2bSection,
  type Gstr2bCategory,
} from '@hisaab/shared/gstr2b';
import type { Gstr2bRow } from '@hisaab/shared/replies/gstr2b';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { RowActions, type RowActionHandlers } from './row-actions.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import type { TFunction } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const money = (rupees: number) => formatINR(toPaise(rupees));

const STATUS: Record<string, string> = {
  accept: tk('Accepted'),
  link: tk('Linked'),
  follow_up: tk('Follow up'),
};

export const supplierOf = (r: Gstr2bRow) => r.document?.supplierName ?? r.bill?.supplierName ?? '';
export const gstinOf = (r: Gstr2bRow) => r.document?.supplierGstin ?? r.bill?.supplierGstin ?? '';
const booksNumber = (r: Gstr2bRow) =>
  r.bill ? (r.bill.supplierInvoiceNumber ?? r.bill.number ?? `#${r.bill.id}`) : '';
const booksDate = (r: Gstr2bRow) =>
  r.bill ? formatDate(r.bill.supplierInvoiceDate ?? r.bill.transactionDate) : '';
const noteOf = (r: Gstr2bRow, t: TFunction) => {
  const diffs = r.differences.map((d) => t(GSTR2B_DIFFERENCE_TITLES[d])).join(', ');
  const parts = [diffs && t('Differs: {{what}}', { what: diffs }), r.reason ?? ''];
  if (r.document?.itcAvailable === 'N') parts.push(t('2B: ITC not available'));
  return parts.filter(Boolean).join('. ');
};
const statusOf = (r: Gstr2bRow, t: TFunction) =>
  r.actions.map((a) => t(STATUS[a.action] ?? a.action)).join(', ');

export function CategoryTable({
  category,
  rows,
  actions,
}: {
  category: Gstr2bCategory;
  rows: readonly Gstr2bRow[];
  actions: RowActionHandlers | null;
}) {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const has2b = category !== 'missingIn2b';
    // ISD credit and bills of entry are matched with nothing in the books.
    const hasBooks = category !== 'missingInBooks' && category !== 'isdAndImports';
    const list: DataTableColumn<Gstr2bRow>[] = [
      { id: 'supplier', header: t('Supplier'), text: supplierOf },
      {
        id: 'gstin',
        header: 'GSTIN',
        text: gstinOf,
        // Capitals and digits are wider than the ch the widths are counted in.
        cell: (r) => <span className="font-mono text-xs">{gstinOf(r)}</span>,
      },
    ];
    if (category === 'isdAndImports')
      list.push({
        id: 'section',
        header: t('Section'),
        text: (r) => {
          const s = r.document?.section ?? '';
          return isGstr2bSection(s) ? t(GSTR2B_SECTION_TITLES[s]) : s;
        },
      });
    if (has2b)
      list.push(
        { id: 'number2b', header: t('Number in 2B'), text: (r) => r.document?.number ?? '' },
        {
          id: 'date2b',
          header: t('Date in 2B'),
          text: (r) => (r.document ? formatDate(r.document.date) : ''),
        },
        {
          id: 'taxable2b',
          header: t('Taxable (2B)'),
          align: 'right',
          text: (r) => (r.document ? money(r.document.taxableValue) : ''),
        },
        {
          id: 'tax2b',
          header: t('Tax (2B)'),
          align: 'right',
          text: (r) => (r.document ? money(r.document.tax) : ''),
        },
      );
    if (hasBooks)
      list.push(
        { id: 'numberBooks', header: t('Number in books'), text: booksNumber },
        { id: 'dateBooks', header: t('Date in books'), text: booksDate },
        {
          id: 'taxableBooks',
          header: t('Taxable (books)'),
          align: 'right',
          text: (r) => (r.bill ? money(r.bill.taxableValue) : ''),
        },
        {
          id: 'taxBooks',
          header: t('Tax (books)'),
          align: 'right',
          text: (r) => (r.bill ? money(r.bill.tax) : ''),
        },
      );
    list.push(
      { id: 'itc', header: t('ITC at stake'), align: 'right', text: (r) => money(r.itcAtStake) },
      { id: 'note', header: t('Why'), text: (r) => noteOf(r, t) },
      {
        id: 'status',
        header: t('Status'),
        text: (r) => statusOf(r, t),
        cell: (r) => (
          <span className="flex gap-1">
            {r.actions.map((a) => (
              <Badge key={a.id} tone={a.action === 'follow_up' ? 'warning' : 'success'}>
                {t(STATUS[a.action] ?? a.action)}
              </Badge>
            ))}
          </span>
        ),
      },
    );
    if (actions)
      list.push({
        id: 'actions',
        header: t('Actions'),
        // Wide enough for its buttons: the width is worked out from this text.
        text: () => `${t('Accept')}  ${t('Follow up')}  ${t('Message')}`,
        cell: (r) => <RowActions row={r} handlers={actions} />,
      });
    return list;
  }, [category, actions, t]);

  return (
    <DataTable
      label={t(GSTR2B_CATEGORY_TITLES[category])}
      columns={columns}
      rows={rows}
      empty={t(EMPTY[category])}
    />
  );
}

const EMPTY: Record<Gstr2bCategory, string> = {
  matched: tk('No document matches a purchase yet.'),
  mismatched: tk('No document differs from its purchase.'),
  suggested: tk('No suggested matches.'),
  missingInBooks: tk('Every document of this 2B is in your books.'),
  missingIn2b: tk('Every purchase of the month from a supplier with a GSTIN is in this 2B.'),
  isdAndImports: tk('This 2B has no ISD credit and no bills of entry.'),
};
