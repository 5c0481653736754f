// The return screen's arithmetic, pure: the quantities typed per line of the bill, what is
// wrong with them in plain words, the value of the note as the server will compute it (the
// same share of each line, rounded with the one rounding function), and the request body.
import { returnedSharePaise, toPaise, toQtyMilli } from '@hisaab/shared/money';
import type { RefundMode, ReturnableLine, ReturnInput } from '@hisaab/shared/schemas/returns';
import { englishText, msg, tk, type Text } from '@hisaab/shared/i18n/messages';

export type Quantities = Readonly<Record<number, string>>;

/** Thousandths typed for a line: 0 when empty, null when it is not a quantity. */
export function typedMilli(text: string | undefined): number | null {
  const t = (text ?? '').trim();
  if (t === '') return 0;
  if (!/^\d*(\.\d{0,3})?$/.test(t) || t === '.') return null;
  return toQtyMilli(t);
}

/** Per line number, what is wrong with its quantity (only lines with a problem), in English. */
export function lineProblems(
  lines: readonly ReturnableLine[],
  typed: Quantities,
): Map<number, string> {
  const texts = lineProblemTexts(lines, typed);
  return new Map([...texts].map(([lineNo, text]) => [lineNo, englishText(text)]));
}

/** lineProblems as raised (a Message with its values), for the screen to translate. */
export function lineProblemTexts(
  lines: readonly ReturnableLine[],
  typed: Quantities,
): Map<number, Text> {
  const problems = new Map<number, Text>();
  for (const line of lines) {
    const milli = typedMilli(typed[line.lineNo]);
    if (milli === null) {
      problems.set(line.lineNo, tk('Enter a quantity with at most 3 decimals.'));
    } else if (milli > toQtyMilli(line.returnable)) {
      problems.set(
        line.lineNo,
        line.returnable === 0
          ? tk('All of it is already returned.')
          : msg('At most {{qty}} can be taken back.', { qty: line.returnable }),
      );
    }
  }
  return problems;
}

/** Paise of the goods taken back on a line: the server's share of the line's amount. */
export function lineValuePaise(line: ReturnableLine, milli: number): number {
  return returnedSharePaise(
    toPaise(line.amount),
    toQtyMilli(line.sold),
    toQtyMilli(line.returned),
    milli,
  );
}

/** The note's value in paise (0 while a quantity is not valid). */
export function noteValuePaise(lines: readonly ReturnableLine[], typed: Quantities): number {
  let total = 0;
  for (const line of lines) {
    const milli = typedMilli(typed[line.lineNo]);
    if (milli === null || milli > toQtyMilli(line.returnable)) return 0;
    if (milli > 0) total += lineValuePaise(line, milli);
  }
  return total;
}

export function returnBody(input: {
  originalId: number;
  date: string;
  refundMode: RefundMode;
  bankAccountId: number | null;
  remark: string;
  lines: readonly ReturnableLine[];
  typed: Quantities;
}): ReturnInput {
  return {
    originalId: input.originalId,
    transactionDate: input.date,
    refundMode: input.refundMode,
    bankAccountId: input.refundMode === 'bank' ? input.bankAccountId : null,
    remark: input.remark.trim() || null,
    lines: input.lines.flatMap((l) => {
      const milli = typedMilli(input.typed[l.lineNo]);
      return milli ? [{ lineNo: l.lineNo, quantity: milli / 1000 }] : [];
    }),
  };
}
