import { useTranslation } from '../i18n/react.ts';

export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const dims = size === 'sm' ? 'h-3.5 w-3.5' : 'h-5 w-5';
  return (
    <span
      aria-hidden="true"
      className={`inline-block ${dims} animate-spin rounded-full border-2 border-current border-r-transparent`}
    />
  );
}

/** A loading line with the spec's texts ('Loading...', 'Loading users…'). */
export function LoadingText({ children }: { children?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 py-2 text-muted">
      <Spinner size="sm" />
      {children ?? t('Loading...')}
    </p>
  );
}
