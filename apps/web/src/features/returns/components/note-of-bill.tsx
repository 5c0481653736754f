// What the return screen and the debit note screen share (issue 36, issue 38 part 3): the bill
// named by ?bill= and, with &amend=, a filed note of it loaded to be amended; then the form's
// date, remark, message and save, which sends an amendment with its reason for a loaded note
// and a new note otherwise. A loaded note is read-only until "Amend this filed note" is chosen.
// The screens' header, lines table and foot are drawn here too; each brings its own columns.
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatINR, todayInIndia } from '@hisaab/shared/format';
import type { ReturnableBill, ReturnNote } from '@hisaab/shared/replies/returns';
import { displayMessage } from '../../../api/api-error.ts';
import { invalidateAfterWrite } from '../../../api/query-keys.ts';
import { useCanWrite } from '../../../api/session.ts';
import { useTranslation } from '../../../i18n/react.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LockNotice, numberErrorOf } from '../../invoice/index.ts';
import { LoadingText } from '../../../ui/spinner.tsx';
import { useReturnableBill } from '../api/returns-api.ts';
import { useNoteAmend, type NoteAmend } from './use-note-amend.ts';

/** The bill and the note to amend loaded, then the form (keyed by the note); else why not. */
export function NoteOfBill({
  noBill,
  form,
}: {
  /** Said when the address names no bill. */
  noBill: string;
  form: (bill: ReturnableBill, note: ReturnNote | null, amend: NoteAmend) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('bill') ?? '';
  const billId = /^\d+$/.test(raw) ? Number(raw) : null;
  const bill = useReturnableBill(billId);
  const amend = useNoteAmend(params.get('amend'));

  if (billId === null) return <Alert tone="error">{noBill}</Alert>;
  if (bill.isPending || (amend.id !== null && amend.note.isPending)) return <LoadingText />;
  if (bill.isError)
    return <Alert tone="error">{displayMessage(bill.error, t('Failed to load the bill.'))}</Alert>;
  if (amend.note.isError)
    return (
      <Alert tone="error">{displayMessage(amend.note.error, t('Failed to load the note.'))}</Alert>
    );
  return form(bill.data, amend.note.data ?? null, amend);
}

/** The note's calls: a new note, or the amendment of the loaded one with its reason. */
interface NoteCalls<B> {
  create: (body: B) => Promise<{ id: number }>;
  /** The amendment, with the note's new number when the user corrected it (else null). */
  amend: (id: number, body: B, reason: string, number: string | null) => Promise<{ id: number }>;
  /** Said (translated) when the save fails without a message of the server's. */
  failed: string;
}

/** The form's own state besides its lines, and its save. */
export function useNoteForm<B>(note: ReturnNote | null, amend: NoteAmend, calls: NoteCalls<B>) {
  const canWrite = useCanWrite();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [date, setDate] = useState(note?.transactionDate ?? todayInIndia());
  const [remark, setRemark] = useState(note?.remark ?? '');
  const [error, setError] = useState<string | null>(null);
  // The server's refusal of a new number, shown under the number field too.
  const [numberError, setNumberError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { lockedText, amendment } = amend.lock;
  // A note loaded to amend is read-only until "Amend this filed note" is chosen.
  const editable = canWrite && (note === null || amendment.amending);

  /** Sends the note, then shows the list of notes with it. */
  async function send(body: B) {
    setSaving(true);
    setNumberError(null);
    try {
      const saved = note
        ? await calls.amend(note.id, body, amendment.reason, amendment.newNumber)
        : await calls.create(body);
      await invalidateAfterWrite(client, 'bill');
      navigate(`/returns?saved=${saved.id}`);
    } catch (e) {
      // A refused amendment number is shown once, beside the number it refuses.
      const numberError = numberErrorOf(e);
      setNumberError(numberError);
      setError(numberError ? null : displayMessage(e, calls.failed));
    } finally {
      setSaving(false);
    }
  }

  return {
    date,
    setDate,
    remark,
    setRemark,
    error,
    setError,
    saving,
    send,
    editable,
    lockedText,
    amendment,
    numberError,
    navigate,
  };
}

/** What the screen's header and foot read of the form. */
type NoteForm = Pick<
  ReturnType<typeof useNoteForm>,
  'lockedText' | 'amendment' | 'numberError' | 'editable' | 'saving' | 'error' | 'navigate'
>;

/**
 * The top of a note's screen: its title with a link to the bill, what the note is against
 * (`about`), and for a loaded note the lock notice with "Amend this filed note".
 */
export function NoteHeader({
  title,
  bill,
  note,
  form,
  children: about,
}: {
  title: string;
  bill: ReturnableBill;
  note: ReturnNote | null;
  form: NoteForm;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title}>
        <Link className="text-sm text-accent underline" to={`/invoice?mode=modify&id=${bill.id}`}>
          {t('Open {{number}}', { number: bill.number ?? t('the bill') })}
        </Link>
      </PageHeader>
      <p className="mb-3 text-sm">{about}</p>
      {note && (
        <div className="mb-3">
          <LockNotice
            lockedText={form.lockedText}
            amendment={form.amendment}
            subject="note"
            numberError={form.numberError}
          />
        </div>
      )}
    </>
  );
}

/** A number cell of a note's lines table. */
export const NOTE_NUM = 'px-3 py-1.5 text-right tabular-nums';

/** The cells every note's row starts with: the bill line's item (with its HSN), rate and sold. */
export function BillLineCells({ line }: { line: ReturnableBill['lines'][number] }) {
  return (
    <>
      <td className="px-3 py-1.5">
        {line.itemName}
        {line.hsnSacCode && <span className="ml-1 text-xs text-muted">HSN {line.hsnSacCode}</span>}
      </td>
      <td className={NOTE_NUM}>{formatINR(Math.round(line.rate * 100))}</td>
      <td className={NOTE_NUM}>
        {line.sold} {line.unitName}
      </td>
    </>
  );
}

/** The table of the bill's lines on a note's screen: its headers, the rows the screen draws. */
export function NoteLinesTable({
  bill,
  headers,
  children,
}: {
  bill: ReturnableBill;
  headers: readonly { label: string; right?: boolean }[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-md border border-line bg-surface">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">{t('Lines of {{number}}', { number: bill.number })}</caption>
        <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted">
          <tr>
            {headers.map((h) => (
              <th
                key={h.label}
                scope="col"
                className={h.right ? 'px-3 py-2 text-right font-medium' : 'px-3 py-2 font-medium'}
              >
                {h.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The foot of a note's screen: its value, Save (the amendment for a loaded note), Cancel. */
export function NoteFooter({
  valueLabel,
  value,
  saveLabel,
  note,
  form,
  onSave,
}: {
  valueLabel: string;
  /** Paise. */
  value: number;
  saveLabel: string;
  note: ReturnNote | null;
  form: NoteForm;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-base" aria-live="polite">
          {valueLabel} <strong data-testid="note-value">{formatINR(value)}</strong>
        </p>
        {form.editable && (
          <Button
            pending={form.saving}
            disabled={note !== null && form.amendment.reason.trim().length < 3}
            onClick={onSave}
          >
            {note ? t('Save the amendment') : saveLabel}
          </Button>
        )}
        <Button variant="ghost" onClick={() => form.navigate(-1)}>
          {t('Cancel')}
        </Button>
      </div>
      {form.error && (
        <div className="mt-3">
          <Alert tone="error">{form.error}</Alert>
        </div>
      )}
    </>
  );
}
