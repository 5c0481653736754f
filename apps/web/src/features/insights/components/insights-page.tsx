import { canAccessScreen, PERMISSION_MESSAGES } from '@hisaab/shared/permissions';
import { useSession } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';

export function InsightsPage() {
  const { roles } = useSession();
  return (
    <>
      <PageHeader title="Insights" />
      {canAccessScreen(roles, 'insights') ? (
        <EmptyState>
          Insights (slow-moving and low stock, sales trends, inactive customers, receivables due and
          other alerts) come in a later release.
        </EmptyState>
      ) : (
        <Alert tone="warning">{PERMISSION_MESSAGES.noInsightsAccess}</Alert>
      )}
    </>
  );
}
