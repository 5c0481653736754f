import { useTranslation } from '../../../i18n/react.ts';
import { formatINR } from '@hisaab/shared/format';
import type { InvoiceTotals } from '@hisaab/shared/gst/tax-engine';

const percent = (rateBp: number) => `${Number((rateBp / 100).toFixed(2))}%`;

/** Sale Total / Purchase Total with base, tax and the per-tax breakdown (CGST/SGST or IGST). */
export function TotalsPanel({
  totals,
  isPurchase,
  estimate = false,
}: {
  totals: InvoiceTotals;
  isPurchase: boolean;
  estimate?: boolean;
}) {
  const { t } = useTranslation();
  const label = estimate ? t('Estimate Total') : isPurchase ? t('Purchase Total') : t('Sale Total');
  return (
    <section aria-label={t('Totals')} className="rounded-md border border-line bg-surface p-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
        <dt className="text-muted">{t('Base amount')}</dt>
        <dd className="text-right" data-testid="total-base">
          {formatINR(totals.taxablePaise)}
        </dd>
        {totals.taxSummary.map((row) => (
          <div key={`${row.component}-${row.rateBp}`} className="contents">
            <dt className="pl-3 text-muted">
              {row.component} {percent(row.rateBp)}
            </dt>
            <dd className="text-right" data-testid={`tax-${row.component}-${row.rateBp}`}>
              {formatINR(row.amountPaise)}
            </dd>
          </div>
        ))}
        <dt className="text-muted">{t('Tax')}</dt>
        <dd className="text-right" data-testid="total-tax">
          {formatINR(totals.taxPaise)}
        </dd>
        {totals.reverseChargePaise !== 0 && (
          // Reverse charge (issue 36): the recipient pays this tax itself; not in the total.
          <div className="contents">
            <dt className="text-muted">{t('Tax payable by recipient (reverse charge)')}</dt>
            <dd className="text-right" data-testid="total-reverse-charge">
              {formatINR(totals.reverseChargePaise)}
            </dd>
          </div>
        )}
        <dt className="border-t border-line pt-1 font-semibold">{label}</dt>
        <dd
          className="border-t border-line pt-1 text-right text-base font-semibold"
          data-testid="bill-total"
        >
          {formatINR(totals.amountPaise)}
        </dd>
      </dl>
    </section>
  );
}
