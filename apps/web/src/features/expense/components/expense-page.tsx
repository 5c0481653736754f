import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';

export function ExpensePage() {
  return (
    <>
      <PageHeader title="Expense" />
      <EmptyState>
        Expense entry for a chosen date, with cash and bank payments and the day&apos;s totals,
        comes in a later release. Nothing is recorded here yet.
      </EmptyState>
    </>
  );
}
