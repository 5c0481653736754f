// Why a stored document cannot be changed, or null: an IRN the IRP holds (issue 27), or a
// filed GST return or closed books over its date (issue 38). The server refuses such a save by
// the same rules; the screen says so on opening and offers no Save. A sale held by its month's
// filed GSTR-1 may still be amended (issue 38 part 3: the owner or the accountant, before the
// time limit of the shared rule): the screen offers it, and once chosen the form opens again and
// its save is the amendment (POST /transactions/{id}/amend, with a reason).
import { useState } from 'react';
import { EINVOICE_MESSAGES } from '@hisaab/shared/einvoice/rules';
import { lockMessage, lockOf } from '@hisaab/shared/period-locks';
import { amendmentAllowed, amendmentDeadline, canAmend } from '@hisaab/shared/amendments';
import { todayInIndia } from '@hisaab/shared/format';
import { locksOf, usePeriodLocks } from '../../../api/period-locks.ts';
import { useSession } from '../../../api/session.ts';
import { useEInvoiceStatus } from '../../einvoice/index.ts';
import { kindOfSide, type DocumentSide } from '../model/invoice-mode.ts';

export interface Amendment {
  /** The lock is its month's filed GSTR-1 and this user may still amend the sale. */
  amendable: boolean;
  /** Chosen: the form is open and its save amends. */
  amending: boolean;
  start: () => void;
  reason: string;
  setReason: (reason: string) => void;
  /** The last day it may be amended (yyyy-mm-dd). */
  deadline: string | null;
}

export interface DocumentLock {
  /** Why it cannot be changed now; null while amending. */
  lockedText: string | null;
  amendment: Amendment;
}

export function useDocumentLock(
  stored: { id: number | null; side: DocumentSide; date: string } | null,
): DocumentLock {
  const eInvoice = useEInvoiceStatus(stored?.id ?? null);
  const periodLocks = usePeriodLocks(stored !== null);
  const { roles } = useSession();
  const [amending, setAmending] = useState(false);
  const [reason, setReason] = useState('');
  const lock =
    stored && periodLocks.data
      ? lockOf(locksOf(periodLocks.data), { kind: kindOfSide(stored.side), date: stored.date })
      : null;
  const amendable =
    stored !== null &&
    !eInvoice.data?.locked &&
    kindOfSide(stored.side) === 'sale' &&
    lock?.reason === 'filed' &&
    lock.returnType === 'gstr1' &&
    canAmend(roles) &&
    amendmentAllowed(stored.date, todayInIndia());
  const amendment: Amendment = {
    amendable,
    amending: amendable && amending,
    start: () => setAmending(true),
    reason,
    setReason,
    deadline: stored ? amendmentDeadline(stored.date) : null,
  };
  if (eInvoice.data?.locked) return { lockedText: EINVOICE_MESSAGES.hasIrn, amendment };
  if (amendment.amending) return { lockedText: null, amendment };
  return { lockedText: lock && lockMessage(lock), amendment };
}
