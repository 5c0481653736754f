// A challan's status and reason as the screens name them (issue 40).
import { tk } from '@hisaab/shared/i18n/messages';
import type { ChallanStatus } from '@hisaab/shared/replies/challans';

export const CHALLAN_STATUS_LABELS: Record<ChallanStatus, string> = {
  open: tk('Open'),
  partly_settled: tk('Partly billed or returned'),
  settled: tk('Billed or returned'),
  closed: tk('Closed'),
};
