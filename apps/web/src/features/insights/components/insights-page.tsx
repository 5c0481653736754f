import { canAccessScreen, PERMISSION_MESSAGES } from '@hisaab/shared/permissions';
import { useSession } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { InsightsPanel } from './insights-panel.tsx';
import { useTranslation } from '../../../i18n/react.ts';

const INSIGHTS = 'insights';

/** Spec section 2 Insights: for Admin and Manager (section 6). */
export function InsightsPage() {
  const { roles } = useSession();
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('Insights')} />
      {canAccessScreen(roles, INSIGHTS) ? (
        <InsightsPanel />
      ) : (
        <Alert tone="warning">{t(PERMISSION_MESSAGES.noInsightsAccess)}</Alert>
      )}
    </>
  );
}
