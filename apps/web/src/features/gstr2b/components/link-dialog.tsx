// Links a 2B document that found no purchase to one of the month's purchases of the same
// supplier that 2B does not show (the user knows they are the same invoice).
import { useState } from 'react';
import { formatDate, formatINR } from '@hisaab/shared/format';
import { toPaise } from '@hisaab/shared/money';
import type { Gstr2bRow } from '@hisaab/shared/replies/gstr2b';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Select } from '../../../ui/select.tsx';
import { useTranslation } from '../../../i18n/react.ts';

export function LinkDialog({
  row,
  candidates,
  onLink,
  onClose,
}: {
  row: Gstr2bRow | null;
  /** The month's purchases not in 2B. */
  candidates: readonly Gstr2bRow[];
  onLink: (row: Gstr2bRow, transactionId: number) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  const doc = row?.document ?? null;
  const bills = candidates
    .map((c) => c.bill!)
    .filter((b) => doc && b.supplierGstin === doc.supplierGstin);
  const close = () => {
    setChosen('');
    onClose();
  };
  return (
    <Dialog
      open={row !== null}
      title={doc ? t('Link {{what}} to a purchase', { what: doc.number }) : t('Link to a purchase')}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('Cancel')}
          </Button>
          <Button
            disabled={chosen === ''}
            onClick={async () => {
              await onLink(row!, Number(chosen));
              close();
            }}
          >
            {t('Link')}
          </Button>
        </>
      }
    >
      {bills.length === 0 ? (
        <p className="text-sm">
          {t(
            "No purchase of {{supplier}} this month is missing from 2B. Enter the purchase first, with the supplier's invoice number.",
            { supplier: doc?.supplierName ?? t('this supplier') },
          )}
        </p>
      ) : (
        <Select
          label={t('Purchase')}
          placeholder={t('Choose the purchase')}
          value={chosen}
          data-autofocus
          onChange={(e) => setChosen(e.target.value)}
          options={bills.map((b) => ({
            value: String(b.id),
            label: `${b.supplierInvoiceNumber ?? b.number ?? `#${b.id}`} · ${formatDate(
              b.supplierInvoiceDate ?? b.transactionDate,
            )} · ${t('tax {{amount}}', { amount: formatINR(toPaise(b.tax)) })}`,
          }))}
        />
      )}
    </Dialog>
  );
}
