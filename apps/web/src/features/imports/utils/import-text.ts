// The sentences of the import screen, from the counts the server answers.
import type {
  ImportCounts,
  ImportKind,
  ImportPreview,
  ImportProblem,
} from '@hisaab/shared/imports';
import { i18n } from '../../../i18n/i18n.ts';

const t = i18n.t.bind(i18n);
const number = (n: number) => n.toLocaleString('en-IN');

// "1 customer", "3 customers": one text per form, so each language says it its own way.
const customers = (n: number) =>
  n === 1 ? t('1 customer') : t('{{n}} customers', { n: number(n) });
const items = (n: number) => (n === 1 ? t('1 item') : t('{{n}} items', { n: number(n) }));
const balances = (n: number) =>
  n === 1 ? t('1 opening balance') : t('{{n}} opening balances', { n: number(n) });
const newUnits = (n: number) =>
  n === 1 ? t('1 new unit') : t('{{n}} new units', { n: number(n) });
const rows = (n: number) => (n === 1 ? t('1 row') : t('{{n}} rows', { n: number(n) }));

/** "Import 3 customers": what the button will do. */
export function importLabel(kind: ImportKind, counts: ImportCounts): string {
  if (kind === 'customers') return t('Import {{what}}', { what: customers(counts.customers) });
  if (kind === 'items') return t('Import {{what}}', { what: items(counts.items) });
  return t('Post {{what}}', { what: balances(counts.openingBalances) });
}

/** "Imported 3 customers and 2 opening balances.": what the import did. */
export function resultText(kind: ImportKind, counts: ImportCounts): string {
  if (kind === 'customers') {
    return counts.openingBalances
      ? t('Imported {{customers}} and {{balances}}.', {
          customers: customers(counts.customers),
          balances: balances(counts.openingBalances),
        })
      : t('Imported {{what}}.', { what: customers(counts.customers) });
  }
  if (kind === 'items') {
    const parts = [items(counts.items)];
    if (counts.units) parts.push(newUnits(counts.units));
    if (counts.openingStockLines)
      parts.push(t('opening stock for {{items}}', { items: items(counts.openingStockLines) }));
    const last = parts.pop()!;
    return parts.length
      ? t('Imported {{list}} and {{last}}.', { list: parts.join(', '), last })
      : t('Imported {{what}}.', { what: last });
  }
  return t('Posted {{what}}.', { what: balances(counts.openingBalances) });
}

/** "12 rows checked: 2 with problems to fix, 1 with a note." */
export function previewSummary(preview: ImportPreview): string {
  const total = rows(preview.rows.length);
  const parts: string[] = [];
  if (preview.errorRows > 0)
    parts.push(t('{{n}} with problems to fix', { n: number(preview.errorRows) }));
  if (preview.warningRows > 0)
    parts.push(
      preview.warningRows === 1
        ? t('1 with a note')
        : t('{{n}} with notes', { n: number(preview.warningRows) }),
    );
  return parts.length
    ? t('{{total}} checked: {{parts}}.', { total, parts: parts.join(', ') })
    : t('{{total}} checked: no problems found.', { total });
}

/** A problem as shown beside its row: errors say "Fix", notes say "Note" (not colour alone). */
export function problemText(p: ImportProblem): string {
  return p.severity === 'error'
    ? t('Fix: {{message}}', { message: p.message })
    : t('Note: {{message}}', { message: p.message });
}
