// A bill line's batch as printed and as the invoice screen shows it (issue 40 part 2): one text,
// in one place. Small and free of the print model, so the invoice screen loads only this.
import type { PrintLabels } from '../i18n/print-labels.ts';

/** yyyy-mm-dd → mm/yyyy, the month a pack says it expires in. */
export const expiryMonth = (date: string) => `${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** "Batch B12 · Exp 03/2027": the batch and the month it expires (null: no batch). */
export function batchLine(
  batch: { number: string; expiryDate: string | null } | null,
  L: Pick<PrintLabels, 't' | 'digits'>,
): string | null {
  if (!batch) return null;
  const parts = [L.t('Batch {{batch}}', { batch: batch.number })];
  if (batch.expiryDate)
    parts.push(L.t('Exp {{date}}', { date: L.digits(expiryMonth(batch.expiryDate)) }));
  return parts.join(' · ');
}
