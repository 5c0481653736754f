import { useState } from 'react';
import { formatDate, formatINR } from '@hisaab/shared/format';
import { RETURN_TITLES, type RefundMode } from '@hisaab/shared/schemas/returns';
import { DatePicker } from '../../../ui/date-picker.tsx';
import { CONTROL_CLASS } from '../../../ui/field-frame.tsx';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { ReturnableBill, ReturnNote } from '@hisaab/shared/replies/returns';
import { useAutocompleteData } from '../../invoice/index.ts';
import { amendCreditNote, createReturn } from '../api/returns-api.ts';
import {
  lineProblemTexts,
  noteValuePaise,
  returnBody,
  typedMilli,
  type Quantities,
} from '../model/return-quantities.ts';
import { useTranslation } from '../../../i18n/react.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { noteLinesByOriginal, type NoteAmend } from './use-note-amend.ts';
import {
  BillLineCells,
  NOTE_NUM,
  NoteFooter,
  NoteHeader,
  NoteLinesTable,
  NoteOfBill,
  useNoteForm,
} from './note-of-bill.tsx';

/**
 * /returns/new?bill={id}: take goods back from a saved sale (credit note) or send them back on
 * a purchase (debit note). Each line of the bill shows what was sold and already returned;
 * the quantities typed are checked against what is left, and the note's value shown as the
 * server will compute it. The money is refunded in cash or by bank, or left on the balance.
 * With &amend={note}: a filed credit note of the bill, loaded to be amended (use-note-amend.ts).
 */
export function ReturnPage() {
  const { t } = useTranslation();
  return (
    <NoteOfBill
      noBill={t('Choose a bill to return from.')}
      form={(bill, note, amend) => (
        <ReturnForm key={note?.id ?? 0} bill={bill} note={note} amend={amend} />
      )}
    />
  );
}

/** The bill's lines with the note's own quantities not counted as returned (it is amended). */
function linesBesides(b: ReturnableBill, note: ReturnNote | null) {
  if (!note) return b.lines;
  const mine = noteLinesByOriginal(note);
  return b.lines.map((l) => {
    const qty = mine.get(l.lineNo)?.quantity ?? 0;
    return { ...l, returned: l.returned - qty, returnable: l.returnable + qty };
  });
}

function ReturnForm({
  bill: stored,
  note,
  amend,
}: {
  bill: ReturnableBill;
  note: ReturnNote | null;
  amend: NoteAmend;
}) {
  const { t } = useTranslation();
  const lookups = useAutocompleteData();
  const [typed, setTyped] = useState<Quantities>(() =>
    note
      ? Object.fromEntries(
          [...noteLinesByOriginal(note)].map(([lineNo, l]) => [lineNo, String(l.quantity)]),
        )
      : {},
  );
  const [refundMode, setRefundMode] = useState<RefundMode | null>(note?.refundMode ?? null);
  const [bankAccountId, setBankAccountId] = useState<number | null>(note?.bankAccountId ?? null);
  const form = useNoteForm(note, amend, {
    create: createReturn,
    amend: amendCreditNote,
    failed: t('The return could not be saved.'),
  });
  const { date, setDate, remark, setRemark, setError, editable } = form;

  const b = {
    ...stored,
    lines: linesBesides(stored, note),
    notes: stored.notes.filter((n) => n.id !== note?.id),
  };
  const purchase = b.kind === 'debit_note';
  const mode: RefundMode = refundMode ?? (b.isDefaultCash ? 'cash' : 'adjust');
  const problems = lineProblemTexts(b.lines, typed);
  const value = noteValuePaise(b.lines, typed);
  const anything = b.lines.some((l) => (typedMilli(typed[l.lineNo]) ?? 0) > 0);
  const banks = lookups.data?.bankAccounts ?? [];
  const title = purchase ? t('Purchase Return') : t('Sale Return');
  const party = purchase ? t('Vendor') : t('Customer');

  async function save() {
    setError(null);
    if (!anything) return setError(t('Enter a quantity to take back on at least one line.'));
    if (problems.size > 0) return setError(t('Correct the quantities marked in red.'));
    await form.send(
      returnBody({
        originalId: b.id,
        date,
        refundMode: mode,
        bankAccountId,
        remark,
        lines: b.lines,
        typed,
      }),
    );
  }

  return (
    <>
      <NoteHeader title={title} bill={b} note={note} form={form}>
        {t('{{note}} against', { note: t(RETURN_TITLES[b.kind]) })} <strong>{b.number}</strong>{' '}
        {t('of {{date}}', { date: formatDate(b.transactionDate) })} · {party}{' '}
        <strong>{b.customerName}</strong> ·{' '}
        {t('Bill total {{amount}}', { amount: formatINR(Math.round(b.amount * 100)) })}
        {b.notes.length > 0 && (
          <>
            {' '}
            ·{' '}
            {t('Earlier returns: {{numbers}}', {
              numbers: b.notes.map((n) => n.number).join(', '),
            })}
          </>
        )}
      </NoteHeader>

      <NoteLinesTable
        bill={b}
        headers={[
          { label: t('Item') },
          { label: t('Rate'), right: true },
          { label: purchase ? t('Bought') : t('Sold'), right: true },
          { label: t('Returned'), right: true },
          { label: t('Left'), right: true },
          { label: t('Take back') },
        ]}
      >
        {b.lines.map((l) => {
          const problem = problems.get(l.lineNo);
          const id = `take-back-${l.lineNo}`;
          return (
            <tr key={l.lineNo} className="border-t border-line align-top">
              <BillLineCells line={l} />
              <td className={NOTE_NUM}>{l.returned}</td>
              <td className={NOTE_NUM}>{l.returnable}</td>
              <td className="px-3 py-1">
                <label htmlFor={id} className="sr-only">
                  {t('Take back {{item}}', { item: l.itemName })}
                </label>
                <div className="w-28">
                  <input
                    id={id}
                    inputMode="decimal"
                    className={`${CONTROL_CLASS} text-right`}
                    value={typed[l.lineNo] ?? ''}
                    placeholder="0"
                    disabled={!editable || l.returnable === 0}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${id}-error` : undefined}
                    onChange={(e) => setTyped({ ...typed, [l.lineNo]: e.target.value })}
                  />
                </div>
                {problem && (
                  <p id={`${id}-error`} className="mt-1 text-xs text-danger">
                    {messageText(problem)}
                  </p>
                )}
              </td>
            </tr>
          );
        })}
      </NoteLinesTable>

      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <DatePicker
          label={t('Return date')}
          value={date}
          onChange={setDate}
          disabled={!editable}
          highlightWhenNotToday
        />
        <Select
          label={purchase ? t('Money back from the vendor') : t('Money back to the customer')}
          value={mode}
          disabled={!editable}
          onChange={(e) => setRefundMode(e.target.value as RefundMode)}
          options={[
            { value: 'cash', label: t('Cash') },
            { value: 'bank', label: t('Bank/CC/UPI') },
            ...(b.isDefaultCash ? [] : [{ value: 'adjust', label: t('Against the balance') }]),
          ]}
        />
        {mode === 'bank' && (
          <Select
            label={t('Bank account')}
            placeholder={t('Choose a bank account')}
            value={bankAccountId === null ? '' : String(bankAccountId)}
            disabled={!editable}
            onChange={(e) => setBankAccountId(e.target.value ? Number(e.target.value) : null)}
            options={banks.map((a) => ({
              value: String(a.id),
              label: [a.bankName, a.accountNumber].filter(Boolean).join(' · '),
            }))}
          />
        )}
        <TextField
          label={t('Remark')}
          value={remark}
          maxLength={500}
          disabled={!editable}
          onChange={(e) => setRemark(e.target.value)}
        />
      </div>

      <NoteFooter
        valueLabel={t('{{note}} value', { note: t(RETURN_TITLES[b.kind]) })}
        value={value}
        saveLabel={t('Save {{note}}', { note: t(RETURN_TITLES[b.kind]) })}
        note={note}
        form={form}
        onSave={() => void save()}
      />
    </>
  );
}
