import { EmptyState } from '../../../ui/empty-state.tsx';

/** Tabs whose screens arrive with master data (customers, items, taxes, ...). */
export function MasterDataTab({ label }: { label: string }) {
  return (
    <EmptyState>
      The {label} tab comes with master data in the next release. Nothing can be edited here
      yet.
    </EmptyState>
  );
}
