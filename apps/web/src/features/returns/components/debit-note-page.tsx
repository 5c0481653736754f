import { useState } from 'react';
import { formatDate, formatINR } from '@hisaab/shared/format';
import { lineAmountPaise, toPaise, toQtyMilli } from '@hisaab/shared/money';
import { Alert } from '../../../ui/alert.tsx';
import { DatePicker } from '../../../ui/date-picker.tsx';
import { CONTROL_CLASS } from '../../../ui/field-frame.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { ReturnableBill, ReturnNote } from '@hisaab/shared/replies/returns';
import { amendSalesDebitNote, createSalesDebitNote } from '../api/returns-api.ts';
import { useTranslation } from '../../../i18n/react.ts';
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

const RUPEES = /^\d{1,12}(\.\d{1,2})?$/;
const QUANTITY = /^\d{1,12}(\.\d{1,3})?$/;

/** Paise of a raise typed as rupees per unit on a quantity; null when not a valid raise. */
function raiseOf(rate: string, quantity: string): number | null {
  if (!RUPEES.test(rate.trim()) || !QUANTITY.test(quantity.trim())) return null;
  const paise = lineAmountPaise(toQtyMilli(quantity.trim()), toPaise(rate.trim()));
  return paise > 0 ? paise : null;
}

/**
 * /returns/debit-note?bill={id}: raise the price of a saved sale after the sale (issue 36): per
 * line of the bill, a raise per unit (as the bill's rates, tax included) on a quantity (all
 * of it by default). The server taxes each raise at the line's own rates; the note's value
 * shown here is what it adds to the customer's balance. With &amend={note}: a filed debit note
 * of the sale, loaded to be amended (use-note-amend.ts).
 */
export function DebitNotePage() {
  const { t } = useTranslation();
  return (
    <NoteOfBill
      noBill={t('Choose a sale to raise its price.')}
      form={(bill, note, amend) => (
        <DebitNoteForm key={note?.id ?? 0} bill={bill} note={note} amend={amend} />
      )}
    />
  );
}

/** A note's raises as typed: per line of the bill, the raise per unit and its quantity. */
function raisesOf(note: ReturnNote | null) {
  const rates: Record<number, string> = {};
  const quantities: Record<number, string> = {};
  for (const [lineNo, l] of note ? noteLinesByOriginal(note) : []) {
    rates[lineNo] = String(l.rate);
    // The quantity is not kept (no goods move): the line's amount over its raise per unit.
    if (l.rate > 0) quantities[lineNo] = String(Math.round((l.amount / l.rate) * 1000) / 1000);
  }
  return { rates, quantities };
}

function DebitNoteForm({
  bill: b,
  note,
  amend,
}: {
  bill: ReturnableBill;
  note: ReturnNote | null;
  amend: NoteAmend;
}) {
  const { t } = useTranslation();
  const [rates, setRates] = useState<Record<number, string>>(() => raisesOf(note).rates);
  const [quantities, setQuantities] = useState<Record<number, string>>(
    () => raisesOf(note).quantities,
  );
  const form = useNoteForm(note, amend, {
    create: createSalesDebitNote,
    amend: amendSalesDebitNote,
    failed: t('The debit note could not be saved.'),
  });
  const { date, setDate, remark, setRemark, setError, editable } = form;

  if (b.kind !== 'credit_note')
    return (
      <Alert tone="error">
        {t('A debit note to a customer is raised against a sale, not a purchase.')}
      </Alert>
    );
  const quantityOf = (lineNo: number, sold: number) => quantities[lineNo] ?? String(sold);
  const typed = b.lines.filter((l) => (rates[l.lineNo] ?? '').trim() !== '');
  const raises = typed.map((l) => ({
    line: l,
    paise: raiseOf(rates[l.lineNo]!, quantityOf(l.lineNo, l.sold)),
  }));
  const value = raises.reduce((s, r) => s + (r.paise ?? 0), 0);

  async function save() {
    setError(null);
    if (typed.length === 0)
      return setError(t('Enter a raise on at least one line: a debit note must raise something.'));
    const bad = raises.find((r) => r.paise === null);
    if (bad)
      return setError(
        t('Line {{lineNo}}: enter the raise per unit in rupees and the quantity it is on.', {
          lineNo: bad.line.lineNo,
        }),
      );
    await form.send({
      originalId: b.id,
      transactionDate: date,
      remark: remark.trim() || null,
      lines: typed.map((l) => ({
        lineNo: l.lineNo,
        rate: rates[l.lineNo]!.trim(),
        quantity: quantityOf(l.lineNo, l.sold).trim(),
      })),
    });
  }

  return (
    <>
      <NoteHeader title={t('Debit note to the customer')} bill={b} note={note} form={form}>
        {t('A price raised after the sale on')} <strong>{b.number}</strong>{' '}
        {t('of {{date}}', { date: formatDate(b.transactionDate) })} · {t('Customer')}{' '}
        <strong>{b.customerName}</strong> ·{' '}
        {t('Bill total {{amount}}', { amount: formatINR(Math.round(b.amount * 100)) })}
      </NoteHeader>

      <NoteLinesTable
        bill={b}
        headers={[
          { label: t('Item') },
          { label: t('Rate'), right: true },
          { label: t('Sold'), right: true },
          { label: t('Raise per unit') },
          { label: t('On quantity') },
          { label: t('Raise'), right: true },
        ]}
      >
        {b.lines.map((l) => {
          const rate = rates[l.lineNo] ?? '';
          const quantity = quantityOf(l.lineNo, l.sold);
          const paise = rate.trim() ? raiseOf(rate, quantity) : null;
          return (
            <tr key={l.lineNo} className="border-t border-line align-top">
              <BillLineCells line={l} />
              <td className="px-3 py-1">
                <div className="w-28">
                  <input
                    aria-label={t('Raise per unit of {{item}}', { item: l.itemName })}
                    inputMode="decimal"
                    className={`${CONTROL_CLASS} text-right`}
                    value={rate}
                    placeholder="0"
                    disabled={!editable}
                    onChange={(e) => setRates({ ...rates, [l.lineNo]: e.target.value })}
                  />
                </div>
              </td>
              <td className="px-3 py-1">
                <div className="w-28">
                  <input
                    aria-label={t('Quantity the raise of {{item}} is on', {
                      item: l.itemName,
                    })}
                    inputMode="decimal"
                    className={`${CONTROL_CLASS} text-right`}
                    value={quantity}
                    disabled={!editable}
                    onChange={(e) => setQuantities({ ...quantities, [l.lineNo]: e.target.value })}
                  />
                </div>
              </td>
              <td className={NOTE_NUM}>{paise === null ? '' : formatINR(paise)}</td>
            </tr>
          );
        })}
      </NoteLinesTable>
      <p className="mt-2 text-xs text-muted">
        {t(
          'A raise is as the bill’s rates are, tax included; it is taxed at the line’s own GST. No goods move.',
        )}
      </p>

      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <DatePicker
          label={t('Debit note date')}
          value={date}
          onChange={setDate}
          disabled={!editable}
          highlightWhenNotToday
        />
        <TextField
          label={t('Remark')}
          value={remark}
          maxLength={500}
          disabled={!editable}
          onChange={(e) => setRemark(e.target.value)}
        />
      </div>

      <NoteFooter
        valueLabel={t('Debit Note value')}
        value={value}
        saveLabel={t('Save Debit Note')}
        note={note}
        form={form}
        onSave={() => void save()}
      />
    </>
  );
}
