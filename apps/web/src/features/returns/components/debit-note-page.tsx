import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatINR, todayInIndia } from '@hisaab/shared/format';
import { lineAmountPaise, toPaise, toQtyMilli } from '@hisaab/shared/money';
import { displayMessage } from '../../../api/api-error.ts';
import { invalidateAfterWrite } from '../../../api/query-keys.ts';
import { useCanWrite } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { DatePicker } from '../../../ui/date-picker.tsx';
import { CONTROL_CLASS } from '../../../ui/field-frame.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { ReturnableBill, ReturnNote } from '@hisaab/shared/replies/returns';
import { LockNotice, numberErrorOf } from '../../invoice/index.ts';
import {
  amendSalesDebitNote,
  createSalesDebitNote,
  useReturnableBill,
} from '../api/returns-api.ts';
import { useTranslation } from '../../../i18n/react.ts';
import { noteLinesByOriginal, useNoteAmend, type NoteAmend } from './use-note-amend.ts';

const NUM = 'px-3 py-1.5 text-right tabular-nums';
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
  const [params] = useSearchParams();
  const raw = params.get('bill') ?? '';
  const billId = /^\d+$/.test(raw) ? Number(raw) : null;
  const bill = useReturnableBill(billId);
  const amend = useNoteAmend(params.get('amend'));

  if (billId === null) return <Alert tone="error">{t('Choose a sale to raise its price.')}</Alert>;
  if (bill.isPending || (amend.id !== null && amend.note.isPending)) return <LoadingText />;
  if (bill.isError)
    return <Alert tone="error">{displayMessage(bill.error, t('Failed to load the bill.'))}</Alert>;
  if (amend.note.isError)
    return (
      <Alert tone="error">{displayMessage(amend.note.error, t('Failed to load the note.'))}</Alert>
    );
  const note = amend.note.data ?? null;
  return <DebitNoteForm key={note?.id ?? 0} bill={bill.data} note={note} amend={amend} />;
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
  const canWrite = useCanWrite();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [rates, setRates] = useState<Record<number, string>>(() => raisesOf(note).rates);
  const [quantities, setQuantities] = useState<Record<number, string>>(
    () => raisesOf(note).quantities,
  );
  const [date, setDate] = useState(note?.transactionDate ?? todayInIndia());
  const [remark, setRemark] = useState(note?.remark ?? '');
  const [error, setError] = useState<string | null>(null);
  const [numberError, setNumberError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { lockedText, amendment } = amend.lock;
  // A note loaded to amend is read-only until "Amend this filed note" is chosen.
  const editable = canWrite && (note === null || amendment.amending);

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
    setNumberError(null);
    if (typed.length === 0)
      return setError(t('Enter a raise on at least one line: a debit note must raise something.'));
    const bad = raises.find((r) => r.paise === null);
    if (bad)
      return setError(
        t('Line {{lineNo}}: enter the raise per unit in rupees and the quantity it is on.', {
          lineNo: bad.line.lineNo,
        }),
      );
    setSaving(true);
    try {
      const body = {
        originalId: b.id,
        transactionDate: date,
        remark: remark.trim() || null,
        lines: typed.map((l) => ({
          lineNo: l.lineNo,
          rate: rates[l.lineNo]!.trim(),
          quantity: quantityOf(l.lineNo, l.sold).trim(),
        })),
      };
      const saved = note
        ? await amendSalesDebitNote(note.id, body, amendment.reason, amendment.newNumber)
        : await createSalesDebitNote(body);
      await invalidateAfterWrite(client, 'bill');
      navigate(`/returns?saved=${saved.id}`);
    } catch (e) {
      setError(displayMessage(e, t('The debit note could not be saved.')));
      setNumberError(numberErrorOf(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <PageHeader title={t('Debit note to the customer')}>
        <Link className="text-sm text-accent underline" to={`/invoice?mode=modify&id=${b.id}`}>
          {t('Open {{number}}', { number: b.number ?? t('the bill') })}
        </Link>
      </PageHeader>
      <p className="mb-3 text-sm">
        {t('A price raised after the sale on')} <strong>{b.number}</strong>{' '}
        {t('of {{date}}', { date: formatDate(b.transactionDate) })} · {t('Customer')}{' '}
        <strong>{b.customerName}</strong> ·{' '}
        {t('Bill total {{amount}}', { amount: formatINR(Math.round(b.amount * 100)) })}
      </p>
      {note && (
        <div className="mb-3">
          <LockNotice
            lockedText={lockedText}
            amendment={amendment}
            subject="note"
            numberError={numberError}
          />
        </div>
      )}

      <div className="overflow-x-auto rounded-md border border-line bg-surface">
        <table className="w-full min-w-[44rem] border-collapse text-sm">
          <caption className="sr-only">{t('Lines of {{number}}', { number: b.number })}</caption>
          <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('Item')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('Rate')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('Sold')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('Raise per unit')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('On quantity')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t('Raise')}
              </th>
            </tr>
          </thead>
          <tbody>
            {b.lines.map((l) => {
              const rate = rates[l.lineNo] ?? '';
              const quantity = quantityOf(l.lineNo, l.sold);
              const paise = rate.trim() ? raiseOf(rate, quantity) : null;
              return (
                <tr key={l.lineNo} className="border-t border-line align-top">
                  <td className="px-3 py-1.5">
                    {l.itemName}
                    {l.hsnSacCode && (
                      <span className="ml-1 text-xs text-muted">HSN {l.hsnSacCode}</span>
                    )}
                  </td>
                  <td className={NUM}>{formatINR(Math.round(l.rate * 100))}</td>
                  <td className={NUM}>
                    {l.sold} {l.unitName}
                  </td>
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
                        onChange={(e) =>
                          setQuantities({ ...quantities, [l.lineNo]: e.target.value })
                        }
                      />
                    </div>
                  </td>
                  <td className={NUM}>{paise === null ? '' : formatINR(paise)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
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

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-base" aria-live="polite">
          {t('Debit Note value')} <strong data-testid="note-value">{formatINR(value)}</strong>
        </p>
        {editable && (
          <Button
            pending={saving}
            disabled={note !== null && amendment.reason.trim().length < 3}
            onClick={() => void save()}
          >
            {note ? t('Save the amendment') : t('Save Debit Note')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => navigate(-1)}>
          {t('Cancel')}
        </Button>
      </div>
      {error && (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </>
  );
}
