import { canAccessScreen, PERMISSION_MESSAGES } from '@hisaab/shared/permissions';
import { useSession } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';

export function ReportsPage() {
  const { roles } = useSession();
  return (
    <>
      <PageHeader title="Reports" />
      {canAccessScreen(roles, 'reports') ? (
        <EmptyState>
          Saved and generated reports (sales, purchases, GST returns, ledgers, aging and more, with
          CSV and XLSX export) come in a later release.
        </EmptyState>
      ) : (
        <Alert tone="warning">{PERMISSION_MESSAGES.noReportsAccess}</Alert>
      )}
    </>
  );
}
