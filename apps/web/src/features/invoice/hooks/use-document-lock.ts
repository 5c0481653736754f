// Why a stored document cannot be changed, or null: an IRN the IRP holds (issue 27), or a
// filed GST return or closed books over its date (issue 38). The server refuses such a save by
// the same rules; the screen says so on opening and offers no Save.
import { EINVOICE_MESSAGES } from '@hisaab/shared/einvoice/rules';
import { lockMessage, lockOf } from '@hisaab/shared/period-locks';
import { locksOf, usePeriodLocks } from '../../../api/period-locks.ts';
import { useEInvoiceStatus } from '../../einvoice/index.ts';
import { kindOfSide, type DocumentSide } from '../model/invoice-mode.ts';

export function useDocumentLock(
  stored: { id: number | null; side: DocumentSide; date: string } | null,
): string | null {
  const eInvoice = useEInvoiceStatus(stored?.id ?? null);
  const periodLocks = usePeriodLocks(stored !== null);
  if (eInvoice.data?.locked) return EINVOICE_MESSAGES.hasIrn;
  const lock =
    stored && periodLocks.data
      ? lockOf(locksOf(periodLocks.data), { kind: kindOfSide(stored.side), date: stored.date })
      : null;
  return lock && lockMessage(lock);
}
