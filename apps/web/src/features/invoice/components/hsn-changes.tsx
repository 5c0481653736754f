// A saved bill keeps the HSN/SAC codes it was billed with (issue 42): when an item's code was
// corrected since, the bill says so and offers to take the new codes (saving the bill takes
// them; its print, e-invoice and GSTR-1 then read them), rather than leaving an e-invoice
// problem ("HSN must have 6 or 8 digits") standing with no way seen to clear it.
import { useTranslation } from '../../../i18n/react.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import type { BillLine } from '../model/bill.ts';

interface ItemCode {
  id: number;
  hsnSacCode: string | null;
}

/** The bill's lines whose item now has another code, with that code. */
export function hsnChanges(lines: readonly BillLine[], items: readonly ItemCode[]) {
  const codes = new Map(items.map((i) => [i.id, i.hsnSacCode]));
  return lines.flatMap((line) => {
    if (line.itemId === null || line.specialKind) return [];
    const now = codes.get(line.itemId);
    if (now === undefined || now === null || now === (line.hsnSacCode ?? null)) return [];
    return [{ line, now }];
  });
}

export function HsnChanges({
  lines,
  items,
  onTake,
}: {
  lines: readonly BillLine[];
  items: readonly ItemCode[];
  onTake: (key: string, hsnSacCode: string) => void;
}) {
  const { t } = useTranslation();
  const changes = hsnChanges(lines, items);
  if (changes.length === 0) return null;
  return (
    <Alert tone="warning">
      <p>{t('These items have a new HSN/SAC code since this bill was saved:')}</p>
      <ul className="list-disc pl-5" data-testid="hsn-changes">
        {changes.map(({ line, now }) => (
          <li key={line.key}>
            {t('{{item}}: {{was}} on this bill, {{now}} now', {
              item: line.itemName,
              was: line.hsnSacCode || t('none'),
              now,
            })}
          </li>
        ))}
      </ul>
      <div className="mt-1 flex items-center gap-2">
        <Button
          variant="secondary"
          onClick={() => changes.forEach(({ line, now }) => onTake(line.key, now))}
        >
          {t('Take the new codes')}
        </Button>
        <span>{t('then save the bill.')}</span>
      </div>
    </Alert>
  );
}
