// The sentences of the import screen, from the counts the server answers.
import type {
  ImportCounts,
  ImportKind,
  ImportPreview,
  ImportProblem,
} from '@hisaab/shared/imports';

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** "Import 3 customers": what the button will do. */
export function importLabel(kind: ImportKind, counts: ImportCounts): string {
  if (kind === 'customers') return `Import ${plural(counts.customers, 'customer')}`;
  if (kind === 'items') return `Import ${plural(counts.items, 'item')}`;
  return `Post ${plural(counts.openingBalances, 'opening balance')}`;
}

/** "Imported 3 customers and 2 opening balances.": what the import did. */
export function resultText(kind: ImportKind, counts: ImportCounts): string {
  if (kind === 'customers') {
    const balances = counts.openingBalances
      ? ` and ${plural(counts.openingBalances, 'opening balance')}`
      : '';
    return `Imported ${plural(counts.customers, 'customer')}${balances}.`;
  }
  if (kind === 'items') {
    const parts = [plural(counts.items, 'item')];
    if (counts.units) parts.push(plural(counts.units, 'new unit'));
    if (counts.openingStockLines)
      parts.push(`opening stock for ${plural(counts.openingStockLines, 'item')}`);
    const last = parts.pop()!;
    return `Imported ${parts.length ? `${parts.join(', ')} and ${last}` : last}.`;
  }
  return `Posted ${plural(counts.openingBalances, 'opening balance')}.`;
}

/** "12 rows checked: 2 with problems to fix, 1 with a note." */
export function previewSummary(preview: ImportPreview): string {
  const total = plural(preview.rows.length, 'row');
  const parts: string[] = [];
  if (preview.errorRows > 0)
    parts.push(`${preview.errorRows.toLocaleString('en-IN')} with problems to fix`);
  if (preview.warningRows > 0)
    parts.push(
      `${preview.warningRows.toLocaleString('en-IN')} with ${preview.warningRows === 1 ? 'a note' : 'notes'}`,
    );
  return parts.length
    ? `${total} checked: ${parts.join(', ')}.`
    : `${total} checked: no problems found.`;
}

/** A problem as shown beside its row: errors say "Fix", notes say "Note" (not colour alone). */
export function problemText(p: ImportProblem): string {
  return `${p.severity === 'error' ? 'Fix' : 'Note'}: ${p.message}`;
}
