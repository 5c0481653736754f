import { useTranslation } from 'react-i18next';
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
