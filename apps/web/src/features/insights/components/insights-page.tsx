import { canAccessScreen, PERMISSION_MESSAGES } from '@hisaab/shared/permissions';
import { useSession } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { InsightsPanel } from './insights-panel.tsx';

/** Spec section 2 Insights: for Admin and Manager (section 6). */
export function InsightsPage() {
  const { roles } = useSession();
  return (
    <>
      <PageHeader title="Insights" />
      {canAccessScreen(roles, 'insights') ? (
        <InsightsPanel />
      ) : (
        <Alert tone="warning">{PERMISSION_MESSAGES.noInsightsAccess}</Alert>
      )}
    </>
  );
}
