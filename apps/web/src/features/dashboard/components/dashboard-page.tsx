import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" />
      <EmptyState>
        The daily view comes next: an entry date, cash in hand, the day&apos;s totals and its
        transactions, with New Sale, Payment Received, New Purchase and Payment Made. Recording
        sales and purchases arrives with the invoice screen.
      </EmptyState>
    </>
  );
}
