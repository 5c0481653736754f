import { formatINR } from '@hisaab/shared/format';
import type { DailySummary } from '../api/get-dashboard.ts';

const TOTALS: readonly { key: keyof DailySummary; label: string }[] = [
  { key: 'totalSales', label: 'Sale' },
  { key: 'totalPaymentsReceived', label: 'Payments received' },
  { key: 'totalPurchases', label: 'Purchase' },
  { key: 'totalPaymentsMade', label: 'Payments made' },
  { key: 'totalExpenses', label: 'Expenses' },
];

/** Cash in hand and the day's totals; dashes until the day has loaded. */
export function SummaryCards({ summary }: { summary: DailySummary | undefined }) {
  const show = (paise: number | undefined) => (paise === undefined ? '—' : formatINR(paise));
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(12rem,1fr)_3fr]">
      <section aria-labelledby="cash-in-hand-label" className="rounded-md border border-line bg-surface px-4 py-3">
        <h2 id="cash-in-hand-label" className="text-sm font-medium text-muted">
          Cash in hand
        </h2>
        <p data-testid="cash-in-hand" className="mt-1 text-2xl font-semibold tabular-nums">
          {show(summary?.calculatedCashInHand)}
        </p>
      </section>
      <section aria-label="Totals" className="rounded-md border border-line bg-surface px-4 py-3">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-5">
          {TOTALS.map((t) => (
            <div key={t.key} className="flex flex-col">
              <dt className="text-sm text-muted">{t.label}</dt>
              <dd data-testid={`total-${t.key}`} className="text-base font-semibold tabular-nums">
                {show(summary?.[t.key])}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
