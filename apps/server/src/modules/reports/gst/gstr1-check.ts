// One finding of GSTR-1's checks, and how a list of them is made (gstr1-checks.ts,
// gstr1-note-checks.ts and gstr1-export-checks.ts share it).
import { asMessage, msg, type Text } from '@hisaab/shared/i18n/messages';

export interface GstCheck {
  severity: 'error' | 'warning';
  /** The check's name and the finding, as Messages: the reply and the screen translate them. */
  check: Text;
  message: Text;
  /** The document to open (a link on the screen), when there is one. */
  number: string | null;
  transactionId: number | null;
  /** A unit to give a GST unit code: the screen offers the codes beside the message. */
  unitId?: number;
  unitName?: string;
}

/** How many findings of one check are listed; then one row says how many more. */
export const CHECK_LIST_LIMIT = 50;

export function error(check: string, message: Text, doc?: { number: string | null; id: number }) {
  return {
    severity: 'error' as const,
    check: msg(check),
    message: asMessage(message),
    number: doc?.number ?? null,
    transactionId: doc?.id ?? null,
  };
}

/** At most CHECK_LIST_LIMIT rows of one check, then one row saying how many more. */
export function capped(out: GstCheck[], list: GstCheck[], total = list.length) {
  out.push(...list.slice(0, CHECK_LIST_LIMIT));
  const more = total - Math.min(list.length, CHECK_LIST_LIMIT);
  if (more > 0 && list[0]) {
    out.push({
      ...list[0],
      message: msg('…and {{more}} more with the same problem.', { more }),
      number: null,
      transactionId: null,
    });
  }
}
