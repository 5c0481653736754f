import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.ts';

type Tone = 'error' | 'success' | 'info' | 'warning';

const TONES: Record<Tone, string> = {
  error: 'border-danger/30 bg-danger-soft text-danger',
  success: 'border-success/30 bg-success-soft text-success',
  info: 'border-line bg-canvas text-ink',
  warning: 'border-warning/30 bg-warning-soft text-warning',
};

/** Inline message; errors are announced assertively, the rest politely. */
export function Alert({
  tone = 'info',
  children,
  onDismiss,
}: {
  tone?: Tone;
  children: ReactNode;
  onDismiss?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start justify-between gap-3 rounded-md border px-3 py-2 text-sm ${TONES[tone]}`}
    >
      <div>{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('Dismiss')}
          className="leading-none"
        >
          ×
        </button>
      )}
    </div>
  );
}
