import { useTranslation } from '../../../i18n/react.ts';
import { PageHeader } from '../../../ui/page-header.tsx';

export function ProjectsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Projects')} />
      <p>{t('Projects page placeholder.')}</p>
    </>
  );
}
