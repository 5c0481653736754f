import { useTranslation } from '../../../i18n/react.ts';
import { formatINR } from '@hisaab/shared/format';

const tone = (paise: number) =>
  paise > 0 ? 'text-danger' : paise < 0 ? 'text-success' : 'text-ink';

/** The party's balance (positive: owes the company), and what it becomes with this bill. */
export function TotalPendingCard({
  balancePaise,
  afterPaise,
}: {
  balancePaise: number | null;
  afterPaise: number | null;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('Total Pending')}
      className="rounded-md border border-line bg-surface p-3"
    >
      <h2 className="text-xs font-medium uppercase tracking-wide text-muted">
        {t('Total Pending')}
      </h2>
      <p
        className={`text-lg font-semibold tabular-nums ${tone(balancePaise ?? 0)}`}
        data-testid="total-pending"
      >
        {balancePaise === null ? '—' : formatINR(balancePaise)}
      </p>
      {afterPaise !== null && balancePaise !== null && afterPaise !== balancePaise && (
        <p className="text-xs text-muted tabular-nums">
          {t('After this bill:')} <span className={tone(afterPaise)}>{formatINR(afterPaise)}</span>
        </p>
      )}
    </section>
  );
}
