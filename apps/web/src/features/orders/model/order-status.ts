// An order's status as the screens name it (issue 40): Open, Partly billed, Billed, Closed.
import { tk } from '@hisaab/shared/i18n/messages';
import type { OrderStatus } from '@hisaab/shared/replies/orders';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  open: tk('Open'),
  partly_billed: tk('Partly billed'),
  billed: tk('Billed'),
  closed: tk('Closed'),
};
