// Amending a filed credit note or debit note to a customer on its screen (issue 38 part 3):
// /returns/new?bill={bill}&amend={note} and /returns/debit-note?bill={bill}&amend={note}. The
// note loads into the form, held by its month's filed GSTR-1 as the invoice screen holds a
// sale (the same lock and the same "Amend this filed note" notice, invoice feature); once
// chosen, the form opens and Save sends the amendment with its reason.
import { AMENDABLE_KINDS, amendmentAllowed, canAmend } from '@hisaab/shared/amendments';
import { todayInIndia } from '@hisaab/shared/format';
import { lockOf } from '@hisaab/shared/period-locks';
import type { NoteListRow, ReturnNote } from '@hisaab/shared/replies/returns';
import { yearOfDate } from '@hisaab/shared/year-close';
import { annualReturnFiledOn, locksOf, usePeriodLocks } from '../../../api/period-locks.ts';
import { useSession } from '../../../api/session.ts';
import { useDocumentLock } from '../../invoice/index.ts';
import { useNote } from '../api/returns-api.ts';

export function useNoteAmend(raw: string | null) {
  const id = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  const note = useNote(id);
  const lock = useDocumentLock(
    note.data
      ? {
          id: note.data.id,
          kind: note.data.kind,
          date: note.data.transactionDate,
          number: note.data.number,
        }
      : null,
  );
  return { id, note, lock };
}

export type NoteAmend = ReturnType<typeof useNoteAmend>;

/** The note's own quantity (or raise) per line of its bill. */
export function noteLinesByOriginal(note: ReturnNote): Map<number, ReturnNote['lines'][number]> {
  return new Map(
    note.lines.flatMap((l) => (l.originalLineNo === null ? [] : [[l.originalLineNo, l] as const])),
  );
}

/**
 * For the list of notes: whether a note is held by its month's filed GSTR-1 and this user may
 * still amend it (the rule the note's screen applies), and where it is amended.
 */
export function useAmendableNotes() {
  const locks = usePeriodLocks();
  const { roles } = useSession();
  const today = todayInIndia();
  return (row: NoteListRow): string | null => {
    if (!locks.data || !AMENDABLE_KINDS.has(row.kind) || !canAmend(roles)) return null;
    const lock = lockOf(locksOf(locks.data), { kind: row.kind, date: row.transactionDate });
    if (lock?.reason !== 'filed' || lock.returnType !== 'gstr1') return null;
    const annual = annualReturnFiledOn(locks.data, yearOfDate(row.transactionDate).year);
    if (!amendmentAllowed(row.transactionDate, today, annual)) return null;
    const page = row.kind === 'sales_debit_note' ? 'debit-note' : 'new';
    return `/returns/${page}?bill=${row.original.id}&amend=${row.id}`;
  };
}
