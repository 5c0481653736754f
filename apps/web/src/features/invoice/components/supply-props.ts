// What the Supply section and its lazily loaded fields take (one home for both).
import type { ResolvedSupply, SupplyDraft } from '../model/supply-draft.ts';

export interface SupplySectionProps {
  supply: SupplyDraft;
  resolved: ResolvedSupply;
  onChange: (patch: Partial<SupplyDraft>) => void;
  /** An estimate is a quotation: no reverse charge on it. */
  estimate: boolean;
}
