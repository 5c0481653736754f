// The actions of one reconciliation row: accept a suggested or mismatched pair, link a 2B
// document to a purchase, follow up with the supplier, message the supplier, and undo.
import type { Gstr2bAction } from '@hisaab/shared/gstr2b';
import type { Gstr2bRow } from '@hisaab/shared/replies/gstr2b';
import { Button } from '../../../ui/button.tsx';
import { useTranslation } from '../../../i18n/react.ts';

export interface RowActionHandlers {
  act: (row: Gstr2bRow, action: Gstr2bAction) => Promise<unknown>;
  undo: (actionId: number) => Promise<unknown>;
  link: (row: Gstr2bRow) => void;
  message: (gstin: string) => void;
}

const small = 'px-1.5 py-0 text-xs';

export function RowActions({ row, handlers }: { row: Gstr2bRow; handlers: RowActionHandlers }) {
  const decided = row.actions.find((a) => a.action === 'accept' || a.action === 'link');
  const followUp = row.actions.find((a) => a.action === 'follow_up');
  const pair = row.document !== null && row.bill !== null;
  const { t } = useTranslation();
  const what = row.document?.number ?? row.bill?.supplierInvoiceNumber ?? row.bill?.number ?? '';
  return (
    <span className="flex gap-1">
      {decided ? (
        <Button
          variant="secondary"
          className={small}
          aria-label={
            decided.action === 'link'
              ? t('Undo link of {{what}}', { what })
              : t('Undo accept of {{what}}', { what })
          }
          onClick={() => handlers.undo(decided.id)}
        >
          {t('Undo')}
        </Button>
      ) : (
        // A matched pair may be accepted too: it stays accepted whatever a later upload says.
        pair && (
          <Button
            className={small}
            aria-label={t('Accept match of {{what}}', { what })}
            onClick={() => handlers.act(row, 'accept')}
          >
            {t('Accept')}
          </Button>
        )
      )}
      {row.category === 'missingInBooks' && (
        <Button
          variant="secondary"
          className={small}
          aria-label={t('Link {{what}} to a purchase', { what })}
          onClick={() => handlers.link(row)}
        >
          {t('Link')}
        </Button>
      )}
      {row.category !== 'matched' &&
        row.category !== 'isdAndImports' &&
        (followUp ? (
          <Button
            variant="secondary"
            className={small}
            aria-label={t('Undo follow up of {{what}}', { what })}
            onClick={() => handlers.undo(followUp.id)}
          >
            {t('Undo follow up')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            className={small}
            aria-label={t('Follow up {{what}} with the supplier', { what })}
            onClick={() => handlers.act(row, 'follow_up')}
          >
            {t('Follow up')}
          </Button>
        ))}
      {row.category === 'missingIn2b' && row.bill && (
        <Button
          variant="secondary"
          className={small}
          aria-label={t('Message {{name}}', { name: row.bill.supplierName })}
          onClick={() => handlers.message(row.bill!.supplierGstin)}
        >
          {t('Message')}
        </Button>
      )}
    </span>
  );
}
