import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/react.ts';
import { Button } from '../../../../ui/button.tsx';

/** A tab's top line: its filters on the left, Refresh on the right. */
export function Toolbar({
  children,
  onRefresh,
  refreshing,
}: {
  children?: ReactNode;
  onRefresh: () => unknown;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end gap-3">
      {children}
      <Button
        variant="secondary"
        pending={refreshing}
        onClick={() => onRefresh()}
        className="ml-auto"
      >
        {t('Refresh')}
      </Button>
    </div>
  );
}
