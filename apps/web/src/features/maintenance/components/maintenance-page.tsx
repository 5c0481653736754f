import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';

export function MaintenancePage() {
  return (
    <>
      <PageHeader title="Maintenance" />
      <EmptyState>Maintenance tools are not part of this release.</EmptyState>
    </>
  );
}
