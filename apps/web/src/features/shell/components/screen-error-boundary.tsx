// One screen's failure stays on that screen (issue 15): an answer it cannot read, or a bug,
// shows a message with a way back instead of unmounting the app. The menu keeps working, and
// a bill being typed is kept as a draft on its screen (invoice feature), so nothing is lost.
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { Button } from '../../../ui/button.tsx';

export const SCREEN_ERROR = {
  title: tk('This screen ran into a problem.'),
  detail: tk(
    'The rest of Hisaab works. A bill you were typing is kept as a draft: open its screen again to restore it.',
  ),
} as const;

function ScreenError({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-md border border-danger bg-danger-soft p-4"
    >
      <h2 className="text-base font-semibold text-danger">{t(SCREEN_ERROR.title)}</h2>
      <p className="text-sm">{t(SCREEN_ERROR.detail)}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={resetErrorBoundary}>
          {t('Try again')}
        </Button>
        <Link
          to="/dashboard"
          className="inline-flex items-center rounded-md border border-accent bg-accent px-3 py-1.5 text-sm font-medium text-white hover:bg-accent-strong"
        >
          {t('Back to Dashboard')}
        </Link>
      </div>
    </div>
  );
}

/** Around each screen: another address (a link, Back) starts that screen afresh. */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary
      FallbackComponent={ScreenError}
      resetKeys={[location.pathname, location.search]}
      onError={(error) => console.error('A screen failed:', error)}
    >
      {children}
    </ErrorBoundary>
  );
}
