import { useId } from 'react';
import { formatINR } from '@hisaab/shared/format';

/** The spec's daily summary / cash status figures, in paise. */
export interface DayTotals {
  calculatedCashInHand: number;
  totalSales: number;
  totalPaymentsReceived: number;
  totalPurchases: number;
  totalPaymentsMade: number;
  totalExpenses: number;
}

const TOTALS: readonly { key: keyof DayTotals; label: string }[] = [
  { key: 'totalSales', label: 'Sale' },
  { key: 'totalPaymentsReceived', label: 'Payments received' },
  { key: 'totalPurchases', label: 'Purchase' },
  { key: 'totalPaymentsMade', label: 'Payments made' },
  { key: 'totalExpenses', label: 'Expenses' },
];

/** Cash in hand and the day's totals (dashboard and expense screen); dashes until loaded. */
export function DayTotalsCards({ totals }: { totals: DayTotals | undefined }) {
  const cashLabelId = useId();
  const show = (paise: number | undefined) => (paise === undefined ? '—' : formatINR(paise));
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(12rem,1fr)_3fr]">
      <section
        aria-labelledby={cashLabelId}
        className="rounded-md border border-line bg-surface px-4 py-3"
      >
        <h2 id={cashLabelId} className="text-sm font-medium text-muted">
          Cash in hand
        </h2>
        <p data-testid="cash-in-hand" className="mt-1 text-2xl font-semibold tabular-nums">
          {show(totals?.calculatedCashInHand)}
        </p>
      </section>
      <section aria-label="Totals" className="rounded-md border border-line bg-surface px-4 py-3">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-5">
          {TOTALS.map((t) => (
            <div key={t.key} className="flex flex-col">
              <dt className="text-sm text-muted">{t.label}</dt>
              <dd data-testid={`total-${t.key}`} className="text-base font-semibold tabular-nums">
                {show(totals?.[t.key])}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
