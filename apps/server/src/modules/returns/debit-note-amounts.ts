// The line of a debit note to a customer (issue 36): a raise on a line of the sale, taxed at
// that line's own stored tax rows (its components, rates and so its place of supply) and its
// treatment: tax inside the raise when the bill collected it (its rates include tax), none
// collected under reverse charge or zero rating. Exact rational arithmetic and the one rounding
// function, as the tax engine does: tax = raise × rate ÷ (1 + total rate), taxable the rest.
// The line moves no goods: its quantity is 0 (stock, HSN quantities and returns see nothing),
// and it is stored positive, as a sale's lines are.
import { lineAmountPaise, roundHalfAwayFromZero } from '@hisaab/shared/money';
import type { DocumentLine } from '../transactions/index.ts';

const HALF_RATE = new Set(['CGST', 'SGST', 'UTGST']);

/** The raise wanted on a line: per unit on a quantity (thousandths), or an amount. */
export type Raise =
  | { ratePaise: number; qtyMilli: number; amountPaise?: undefined }
  | { amountPaise: number; ratePaise?: undefined; qtyMilli?: undefined };

/** The raise in paise, tax included: rate × quantity rounded once, or the amount. */
export const raisePaise = (raise: Raise): number =>
  raise.amountPaise ?? lineAmountPaise(raise.qtyMilli, raise.ratePaise);

export function debitNoteLine(
  original: DocumentLine,
  raise: Raise,
  lineNo: number,
): DocumentLine & { returnOfLineNo: number } {
  const amountPaise = raisePaise(raise);
  // Each tax row's share in 1/20000ths (a CGST/SGST/UTGST row is charged at half its rate).
  const parts = original.tax.taxes.map((t) =>
    BigInt(HALF_RATE.has(t.component) ? t.taxRateBp : 2 * t.taxRateBp),
  );
  const whole = 20_000n;
  const reverseCharge = original.tax.reverseChargePaise !== 0;
  // Zero rated (or not collected): the rows keep their rates and carry no tax.
  const collected = reverseCharge || original.tax.taxPaise !== 0;
  const inclusive = !reverseCharge && collected;
  const onePlus = whole + parts.reduce((s, p) => s + p, 0n);
  const taxes = original.tax.taxes.map((t, i) => {
    const part = parts[i]!;
    const amount = !collected
      ? 0
      : Number(
          inclusive
            ? roundHalfAwayFromZero(BigInt(amountPaise) * part, onePlus)
            : roundHalfAwayFromZero(BigInt(amountPaise) * part, whole),
        );
    return { ...t, amountPaise: amount };
  });
  const taxesPaise = taxes.reduce((s, t) => s + t.amountPaise, 0);
  const taxPaise = reverseCharge ? 0 : taxesPaise;
  const taxablePaise = inclusive ? amountPaise - taxPaise : amountPaise;
  return {
    ...original,
    lineNo,
    qtyMilli: 0,
    ratePaise: raise.ratePaise ?? amountPaise,
    lotSerialNumber: null,
    batchId: null,
    returnOfLineNo: original.lineNo,
    tax: {
      amountPaise,
      taxablePaise,
      taxPaise,
      totalPaise: taxablePaise + taxPaise,
      reverseChargePaise: reverseCharge ? taxesPaise : 0,
      taxes,
    },
  };
}
