import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { invoiceTitle } from './invoice-title.ts';

export function InvoicePage() {
  const [params] = useSearchParams();
  const title = invoiceTitle(params.get('mode'), params.get('id'));
  return (
    <>
      <PageHeader title={title} />
      <EmptyState>
        The invoice editor (customer, items, GST totals, payment and printing) comes in a later
        release. No document can be created here yet.
      </EmptyState>
    </>
  );
}
