import { useTranslation } from '../../../i18n/react.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';

export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Maintenance')} />
      <EmptyState>{t('Maintenance tools are not part of this release.')}</EmptyState>
    </>
  );
}
