import { useTranslation } from '../../../i18n/react.ts';
import { count } from './plans-data.ts';

/** Use against a limit as a bar: amber from 80 %, red when full. null = unlimited, no bar. */
export function UsageBar({
  label,
  used,
  allowed,
  unit,
}: {
  label: string;
  used: number;
  allowed: number | null;
  unit: string;
}) {
  const { t } = useTranslation();
  if (allowed === null) {
    return (
      <div className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums">
          {t('{{used}} {{unit}} · unlimited in the free trial', { used: count(used), unit })}
        </span>
      </div>
    );
  }
  const share = allowed > 0 ? Math.min(1, used / allowed) : 1;
  const colour = share >= 1 ? 'bg-danger' : share >= 0.8 ? 'bg-warning' : 'bg-accent';
  return (
    <div className="flex flex-col gap-1 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums">
          {t('{{used}} of {{allowed}} {{unit}}', {
            used: count(used),
            allowed: count(allowed),
            unit,
          })}
          {share >= 1 && <span className="font-medium text-danger"> · {t('full')}</span>}
        </span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={allowed}
        aria-valuenow={Math.min(used, allowed)}
        aria-valuetext={t('{{used}} of {{allowed}} {{unit}}', {
          used: count(used),
          allowed: count(allowed),
          unit,
        })}
        className="h-2 w-full overflow-hidden rounded-full bg-line"
      >
        <div className={`h-full ${colour}`} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
