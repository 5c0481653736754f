import { useTranslation } from '../i18n/react.ts';
import { Button } from './button.tsx';

interface PagerProps {
  /** Rows skipped before this page. */
  skip: number;
  pageSize: number;
  total: number;
  onSkip: (skip: number) => void;
  className?: string;
}

/** Previous / "11–20 of 57" / Next under a paged list; nothing when one page holds it all. */
export function Pager({ skip, pageSize, total, onSkip, className = 'mt-3' }: PagerProps) {
  const { t } = useTranslation();
  if (total <= pageSize) return null;
  return (
    <div className={`${className} flex items-center gap-3 text-sm`}>
      <Button
        variant="secondary"
        disabled={skip === 0}
        onClick={() => onSkip(Math.max(0, skip - pageSize))}
      >
        {t('Previous')}
      </Button>
      <span className="tabular-nums text-muted">
        {t('{{from}}–{{to}} of {{total}}', {
          from: skip + 1,
          to: Math.min(skip + pageSize, total),
          total,
        })}
      </span>
      <Button
        variant="secondary"
        disabled={skip + pageSize >= total}
        onClick={() => onSkip(skip + pageSize)}
      >
        {t('Next')}
      </Button>
    </div>
  );
}
