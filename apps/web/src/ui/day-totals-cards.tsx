import { useId } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { formatINR } from '@hisaab/shared/format';
import { tk } from '@hisaab/shared/i18n/messages';

/** The spec's daily summary / cash status figures, in paise. */
export interface DayTotals {
  calculatedCashInHand: number;
  /** Net of the day's credit notes. */
  totalSales: number;
  /** The day's credit notes (negative) when the server says. */
  totalSalesReturns?: number;
  totalPaymentsReceived: number;
  /** Net of the day's debit notes. */
  totalPurchases: number;
  /** The day's debit notes (negative) when the server says. */
  totalPurchaseReturns?: number;
  totalPaymentsMade: number;
  totalExpenses: number;
}

const TOTALS: readonly { key: keyof DayTotals; label: string; returns?: keyof DayTotals }[] = [
  { key: 'totalSales', label: tk('Sale'), returns: 'totalSalesReturns' },
  { key: 'totalPaymentsReceived', label: tk('Payments received') },
  { key: 'totalPurchases', label: tk('Purchase'), returns: 'totalPurchaseReturns' },
  { key: 'totalPaymentsMade', label: tk('Payments made') },
  { key: 'totalExpenses', label: tk('Expenses') },
];

/** Under a net Sale or Purchase: how much the day's returns took off it (none: nothing). */
function ReturnsNote({ paise }: { paise: number | undefined }) {
  const { t } = useTranslation();
  if (!paise) return null;
  return (
    <dd className="text-xs text-muted tabular-nums">
      {t('after returns of {{amount}}', { amount: formatINR(-paise) })}
    </dd>
  );
}

/** Cash in hand and the day's totals (dashboard and expense screen); dashes until loaded. */
export function DayTotalsCards({ totals }: { totals: DayTotals | undefined }) {
  const { t } = useTranslation();
  const cashLabelId = useId();
  const show = (paise: number | undefined) => (paise === undefined ? '—' : formatINR(paise));
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(12rem,1fr)_3fr]">
      <section
        aria-labelledby={cashLabelId}
        className="rounded-md border border-line bg-surface px-4 py-3"
      >
        <h2 id={cashLabelId} className="text-sm font-medium text-muted">
          {t('Cash in hand')}
        </h2>
        <p data-testid="cash-in-hand" className="mt-1 text-2xl font-semibold tabular-nums">
          {show(totals?.calculatedCashInHand)}
        </p>
      </section>
      <section
        aria-label={t('Totals')}
        className="rounded-md border border-line bg-surface px-4 py-3"
      >
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-5">
          {TOTALS.map((total) => (
            <div key={total.key} className="flex flex-col">
              <dt className="text-sm text-muted">{t(total.label)}</dt>
              <dd
                data-testid={`total-${total.key}`}
                className="text-base font-semibold tabular-nums"
              >
                {show(totals?.[total.key])}
              </dd>
              <ReturnsNote paise={total.returns ? totals?.[total.returns] : undefined} />
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
