// The actions of one reconciliation row: accept a suggested or mismatched pair, link a 2B
// document to a purchase, follow up with the supplier, message the supplier, and undo.
import type { Gstr2bAction } from '@hisaab/shared/gstr2b';
import type { Gstr2bRow } from '@hisaab/shared/replies/gstr2b';
import { Button } from '../../../ui/button.tsx';

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
  const what = row.document?.number ?? row.bill?.supplierInvoiceNumber ?? row.bill?.number ?? '';
  return (
    <span className="flex gap-1">
      {decided ? (
        <Button
          variant="secondary"
          className={small}
          aria-label={`Undo ${decided.action === 'link' ? 'link' : 'accept'} of ${what}`}
          onClick={() => handlers.undo(decided.id)}
        >
          Undo
        </Button>
      ) : (
        // A matched pair may be accepted too: it stays accepted whatever a later upload says.
        pair && (
          <Button
            className={small}
            aria-label={`Accept match of ${what}`}
            onClick={() => handlers.act(row, 'accept')}
          >
            Accept
          </Button>
        )
      )}
      {row.category === 'missingInBooks' && (
        <Button
          variant="secondary"
          className={small}
          aria-label={`Link ${what} to a purchase`}
          onClick={() => handlers.link(row)}
        >
          Link
        </Button>
      )}
      {row.category !== 'matched' &&
        (followUp ? (
          <Button
            variant="secondary"
            className={small}
            aria-label={`Undo follow up of ${what}`}
            onClick={() => handlers.undo(followUp.id)}
          >
            Undo follow up
          </Button>
        ) : (
          <Button
            variant="secondary"
            className={small}
            aria-label={`Follow up ${what} with the supplier`}
            onClick={() => handlers.act(row, 'follow_up')}
          >
            Follow up
          </Button>
        ))}
      {row.category === 'missingIn2b' && row.bill && (
        <Button
          variant="secondary"
          className={small}
          aria-label={`Message ${row.bill.supplierName}`}
          onClick={() => handlers.message(row.bill!.supplierGstin)}
        >
          Message
        </Button>
      )}
    </span>
  );
}
