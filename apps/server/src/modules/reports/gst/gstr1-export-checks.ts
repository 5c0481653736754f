// GSTR-1's checks of the exp section (issue 36, GSTR_JSON.md exp): a shipping bill number the
// portal takes (3 to 7 digits), a port code of at most 6 letters or digits, and the number and
// date together or neither. Errors block the download; an export without its shipping bill is
// a warning (the bill may be added later, as an amendment).
import { asMessage, msg, tk, type Text } from '@hisaab/shared/i18n/messages';
import type { GstCheck } from './gstr1-check.ts';
import type { SectionInvoice } from './gstr1-sections.ts';

const SB_NUMBER = /^[0-9]{3,7}$/;
const PORT_CODE = /^[a-zA-Z0-9]{1,6}$/;

export function exportChecks(exports: readonly SectionInvoice[]): GstCheck[] {
  const out: GstCheck[] = [];
  for (const inv of exports) {
    const d = inv.exportDetails;
    const doc = { number: inv.number, transactionId: inv.transactionId };
    const error = (message: Text): GstCheck => ({
      severity: 'error',
      check: msg(tk('Export details')),
      message: asMessage(message),
      ...doc,
    });
    const sbnum = d?.shippingBillNumber ?? null;
    const sbdt = d?.shippingBillDate ?? null;
    if (sbnum !== null && !SB_NUMBER.test(sbnum))
      out.push(
        error(
          msg(
            'Export {{number}}: shipping bill number {{sbnum}} must be 3 to 7 digits for the portal. Correct it on the bill.',
            { number: inv.number, sbnum },
          ),
        ),
      );
    if ((sbnum === null) !== (sbdt === null))
      out.push(
        error(
          msg(
            'Export {{number}}: the portal takes the shipping bill number and date together. Enter both on the bill, or neither.',
            { number: inv.number },
          ),
        ),
      );
    if (d?.portCode && !PORT_CODE.test(d.portCode))
      out.push(
        error(
          msg(
            'Export {{number}}: port code {{port}} must be at most 6 letters or digits for the portal. Correct it on the bill.',
            { number: inv.number, port: d.portCode },
          ),
        ),
      );
    if (sbnum === null && sbdt === null)
      out.push({
        ...error(
          msg(
            'Export {{number}} has no shipping bill yet: add its number, date and port to the bill when you have them (or amend the return later).',
            { number: inv.number },
          ),
        ),
        severity: 'warning',
      });
  }
  return out;
}
