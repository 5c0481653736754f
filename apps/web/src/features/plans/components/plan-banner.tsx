import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { planNotice } from '../utils/plan-notice.ts';

const TONES = {
  quiet: 'border-line bg-surface text-muted',
  clear: 'border-warning/40 bg-warning-soft text-ink font-medium',
} as const;

/** The app shell's line about the plan; nothing while all is well (or the call fails). */
export function PlanBanner() {
  const { t } = useTranslation();
  const { data } = useSubscription();
  const { pathname } = useLocation();
  const notice = data ? planNotice(data) : null;
  // The plans page says it all in its own panel.
  if (!notice || pathname.replace(/\/+$/, '') === '/settings/plans') return null;
  return (
    <div
      role="status"
      data-testid="plan-banner"
      data-tone={notice.tone}
      className={`mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm ${TONES[notice.tone]}`}
    >
      <span>{notice.text}</span>
      <Link
        to="/settings/plans"
        className="whitespace-nowrap text-accent underline underline-offset-2"
      >
        {t('See plans')}
      </Link>
    </div>
  );
}
