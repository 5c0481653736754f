// The bills a payment settles (issue 42): once the party is chosen on a payment in or out, its
// open bills are listed (number, date, total, due) and the user may tick which ones the payment
// settles and how much of each. Nothing ticked: the payment settles the oldest bills first,
// as before; what the ticked bills do not take does too. The server checks the choice.
import { useEffect } from 'react';
import { formatDate, formatINR } from '@hisaab/shared/format';
import { paiseToString, toPaise } from '@hisaab/shared/money';
import { useTranslation } from '../../../i18n/react.ts';
import { useOpenBills } from '../api/transaction.ts';
import type { DraftAllocation } from '../model/bill-draft.ts';
import { parseAmountPaise } from '../model/save-payload.ts';

interface BillChooserProps {
  customerId: number;
  isPurchase: boolean;
  /** The payment being edited (its own choice is shown undone in the dues); null: a new one. */
  paymentId: number | null;
  /** What the payment holds, in paise. */
  paidPaise: number;
  allocations: readonly DraftAllocation[];
  onChange: (allocations: DraftAllocation[]) => void;
}

export function BillChooser(props: BillChooserProps) {
  const { t } = useTranslation();
  const bills = useOpenBills(props.customerId, props.isPurchase, props.paymentId);
  const chosen = new Map(props.allocations.map((a) => [a.billId, a.amountText]));
  const chosenPaise = props.allocations.reduce((s, a) => s + parseAmountPaise(a.amountText), 0);
  const rows = bills.data ?? [];
  // Another party chosen: its bills are others, and a choice of the first party's goes.
  const { data } = bills;
  const { allocations, onChange } = props;
  useEffect(() => {
    if (!data) return;
    const listed = new Set(data.map((b) => b.id));
    if (allocations.some((a) => !listed.has(a.billId)))
      onChange(allocations.filter((a) => listed.has(a.billId)));
  }, [data, allocations, onChange]);

  const tick = (billId: number, duePaise: number, on: boolean) => {
    if (!on) return props.onChange(props.allocations.filter((a) => a.billId !== billId));
    // A ticked bill takes what it has due, up to what the payment has left.
    const left = Math.max(0, props.paidPaise - chosenPaise);
    const amount = Math.min(duePaise, left);
    props.onChange([
      ...props.allocations,
      { billId, amountText: amount > 0 ? paiseToString(amount) : '' },
    ]);
  };
  const type = (billId: number, amountText: string) =>
    props.onChange(props.allocations.map((a) => (a.billId === billId ? { ...a, amountText } : a)));

  return (
    <section
      aria-label={t('Bills this payment settles')}
      className="rounded-md border border-line bg-surface p-3"
    >
      <h2 className="text-sm font-semibold">{t('Bills this payment settles')}</h2>
      <p className="text-xs text-muted">
        {t('Tick the bills to settle. Anything not chosen settles the oldest bills first.')}
      </p>
      {bills.isPending ? null : rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('No bill of this party has anything due.')}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="text-left text-xs text-muted">
                <th className="p-1">
                  <span className="sr-only">{t('Settle')}</span>
                </th>
                <th className="p-1">{t('Number')}</th>
                <th className="p-1">{t('Date')}</th>
                <th className="p-1 text-right">{t('Total')}</th>
                <th className="p-1 text-right">{t('Due')}</th>
                <th className="p-1 text-right">{t('Settle')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => {
                const duePaise = toPaise(b.due);
                const on = chosen.has(b.id);
                const name = b.number ?? `#${b.id}`;
                return (
                  <tr key={b.id} className="border-t border-line" data-testid={`open-bill-${b.id}`}>
                    <td className="p-1">
                      <input
                        type="checkbox"
                        aria-label={t('Settle {{bill}}', { bill: name })}
                        checked={on}
                        onChange={(e) => tick(b.id, duePaise, e.target.checked)}
                        className="h-4 w-4 accent-[var(--color-accent)]"
                      />
                    </td>
                    <td className="p-1">{name}</td>
                    <td className="p-1 tabular-nums">{formatDate(b.date)}</td>
                    <td className="p-1 text-right tabular-nums">{formatINR(toPaise(b.total))}</td>
                    <td className="p-1 text-right tabular-nums">{formatINR(duePaise)}</td>
                    <td className="p-1 text-right">
                      {on && (
                        <input
                          aria-label={t('Amount settled on {{bill}}', { bill: name })}
                          inputMode="decimal"
                          className="w-28 rounded border border-line px-2 py-1 text-right tabular-nums"
                          value={chosen.get(b.id) ?? ''}
                          onChange={(e) => type(b.id, e.target.value)}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {props.allocations.length > 0 && (
            <p className="mt-2 text-xs" data-testid="allocation-summary">
              {t('Chosen {{chosen}} of {{paid}}; the rest settles the oldest bills first.', {
                chosen: formatINR(chosenPaise),
                paid: formatINR(props.paidPaise),
              })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
