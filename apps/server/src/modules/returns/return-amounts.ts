// The lines of a credit or debit note, from the original bill's stored lines: the quantity
// taken back and its share of the line's amount and of each stored tax, rounded with the one
// rounding function. A share is taken of what has been returned in all (earlier returns plus
// this one) less what the earlier returns took, so once a line is all returned its notes add
// up to the line exactly, paisa for paisa. Note lines are stored negative on the original's
// side: stock, sales/purchases and the party move back without a special case anywhere.
import { returnedSharePaise } from '@hisaab/shared/money';
import type { DocumentLine } from '../transactions/index.ts';

/** What has been taken back: `returnedBefore` earlier, `quantity` now (thousandths, > 0). */
export function returnLine(
  original: DocumentLine,
  returnedBeforeMilli: number,
  quantityMilli: number,
  lineNo: number,
): DocumentLine & { returnOfLineNo: number } {
  const part = (value: number) =>
    returnedSharePaise(value, original.qtyMilli, returnedBeforeMilli, quantityMilli);
  const amountPaise = part(original.tax.amountPaise);
  const taxes = original.tax.taxes.map((t) => ({ ...t, amountPaise: -part(t.amountPaise) }));
  const taxesPaise = -taxes.reduce((s, t) => s + t.amountPaise, 0);
  // Under reverse charge the amount holds no tax: its rows are the recipient's to pay.
  const reverseCharge = original.tax.reverseChargePaise !== 0;
  const taxPaise = reverseCharge ? 0 : taxesPaise;
  // The taxable value is what is left of the amount: amount = taxable + tax on every note line.
  const taxablePaise = amountPaise - taxPaise;
  return {
    ...original,
    lineNo,
    qtyMilli: -quantityMilli,
    returnOfLineNo: original.lineNo,
    tax: {
      amountPaise: -amountPaise,
      taxablePaise: -taxablePaise,
      taxPaise: -taxPaise,
      totalPaise: -amountPaise,
      reverseChargePaise: reverseCharge ? -taxesPaise : 0,
      taxes,
    },
  };
}
