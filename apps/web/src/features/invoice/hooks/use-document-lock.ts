// Why a stored document cannot be changed, or null: an IRN the IRP holds (issue 27), or a
// filed GST return or closed books over its date (issue 38). The server refuses such a save by
// the same rules; the screen says so on opening and offers no Save. A sale held by its month's
// filed GSTR-1 may still be amended (issue 38 part 3: the owner or the accountant, before the
// time limit of the shared rule): the screen offers it, and once chosen the form opens again and
// its save is the amendment (POST /transactions/{id}/amend, with a reason). A filed credit note
// or debit note to a customer likewise (the returns screens, POST /returns/.../amend). The
// amendment may also correct the document's number (the server checks the new one is free).
import { useState } from 'react';
import { EINVOICE_MESSAGES } from '@hisaab/shared/einvoice/rules';
import { lockMessage, lockOf } from '@hisaab/shared/period-locks';
import {
  AMENDABLE_KINDS,
  amendmentAllowed,
  amendmentDeadline,
  canAmend,
} from '@hisaab/shared/amendments';
import { todayInIndia } from '@hisaab/shared/format';
import type { Text } from '@hisaab/shared/i18n/messages';
import { yearOfDate } from '@hisaab/shared/year-close';
import { annualReturnFiledOn, locksOf, usePeriodLocks } from '../../../api/period-locks.ts';
import { useSession } from '../../../api/session.ts';
import { ApiError } from '../../../api/api-error.ts';
import { useEInvoiceStatus } from '../../einvoice/index.ts';

export interface Amendment {
  /** The lock is its month's filed GSTR-1 and this user may still amend the sale. */
  amendable: boolean;
  /** Chosen: the form is open and its save amends. */
  amending: boolean;
  start: () => void;
  reason: string;
  setReason: (reason: string) => void;
  /** The number in the amendment's number field (the stored one until changed). */
  number: string;
  setNumber: (number: string) => void;
  /** The new number to send: null when the field is blank or still the stored number. */
  newNumber: string | null;
  /** The last day it may be amended (yyyy-mm-dd). */
  deadline: string | null;
  /** The day the annual return (GSTR-9) of its year was filed, when recorded. */
  annualReturnFiledOn: string | null;
}

export interface DocumentLock {
  /** Why it cannot be changed now; null while amending. */
  lockedText: Text | null;
  amendment: Amendment;
}

/** `stored`: the document as saved, its kind as transactions.kind names it (kindOfSide). */
export function useDocumentLock(
  stored: { id: number | null; kind: string; date: string; number?: string | null } | null,
): DocumentLock {
  const eInvoice = useEInvoiceStatus(stored?.id ?? null);
  const periodLocks = usePeriodLocks(stored !== null);
  const { roles } = useSession();
  const [amending, setAmending] = useState(false);
  const [reason, setReason] = useState('');
  const [typedNumber, setNumber] = useState<string | null>(null);
  const storedNumber = stored?.number ?? '';
  const number = typedNumber ?? storedNumber;
  const trimmed = number.trim();
  const lock =
    stored && periodLocks.data
      ? lockOf(locksOf(periodLocks.data), { kind: stored.kind, date: stored.date })
      : null;
  const annual =
    stored && periodLocks.data
      ? annualReturnFiledOn(periodLocks.data, yearOfDate(stored.date).year)
      : null;
  const amendable =
    stored !== null &&
    !eInvoice.data?.locked &&
    AMENDABLE_KINDS.has(stored.kind) &&
    lock?.reason === 'filed' &&
    lock.returnType === 'gstr1' &&
    canAmend(roles) &&
    amendmentAllowed(stored.date, todayInIndia(), annual);
  const amendment: Amendment = {
    amendable,
    amending: amendable && amending,
    start: () => setAmending(true),
    reason,
    setReason,
    number,
    setNumber,
    newNumber: trimmed === '' || trimmed === storedNumber ? null : trimmed,
    deadline: stored ? amendmentDeadline(stored.date, annual) : null,
    annualReturnFiledOn: annual,
  };
  if (eInvoice.data?.locked) return { lockedText: EINVOICE_MESSAGES.hasIrn, amendment };
  if (amendment.amending) return { lockedText: null, amendment };
  return { lockedText: lock && lockMessage(lock), amendment };
}

/** The server's refusal of an amendment's new number (its `errors.number`), else null. */
export function numberErrorOf(err: unknown): string | null {
  if (!(err instanceof ApiError) || !err.body || typeof err.body !== 'object') return null;
  const errors = (err.body as { errors?: Record<string, unknown> }).errors;
  const list = errors?.['number'];
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
}
