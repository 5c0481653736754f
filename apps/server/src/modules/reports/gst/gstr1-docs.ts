// GSTR-1 Table 13 (doc_issue): the invoice numbers of the period as ranges. A shop may have
// more than one series (INV-0001..., numbers typed by hand, a new {FY} series in April), so
// each series (the number without its trailing digits) is one range, numbered from 1.
// Deleted bills' numbers are counted as cancelled in the month of the bill's date; they
// belong to the range (totnum counts them, net_issue does not). Credit and debit notes are
// their own rows of the table, ranged the same way.
import type { Gstr1Data } from './gstr1-data.ts';

export interface DocRange {
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
}

interface Parsed {
  number: string;
  series: string;
  serial: bigint | null;
}

function parse(number: string): Parsed {
  const m = /^(.*?)(\d+)$/.exec(number);
  return m
    ? { number, series: m[1]!.toUpperCase(), serial: BigInt(m[2]!) }
    : { number, series: number.toUpperCase(), serial: null };
}

function compare(a: Parsed, b: Parsed): number {
  if (a.serial !== null && b.serial !== null && a.serial !== b.serial) {
    return a.serial < b.serial ? -1 : 1;
  }
  return a.number < b.number ? -1 : a.number > b.number ? 1 : 0;
}

export function documentRanges(
  issued: readonly (string | null)[],
  cancelled: readonly string[],
): DocRange[] {
  const series = new Map<string, { all: Parsed[]; cancel: number }>();
  const add = (n: string, isCancelled: boolean) => {
    const p = parse(n);
    const s = series.get(p.series) ?? { all: [], cancel: 0 };
    s.all.push(p);
    if (isCancelled) s.cancel += 1;
    series.set(p.series, s);
  };
  for (const n of issued) if (n) add(n, false);
  for (const n of cancelled) add(n, true);
  const ranges = [...series.values()].map((s) => {
    s.all.sort(compare);
    const totnum = s.all.length;
    return {
      from: s.all[0]!.number,
      to: s.all[totnum - 1]!.number,
      totnum,
      cancel: s.cancel,
      net_issue: totnum - s.cancel,
    };
  });
  return ranges.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** Table 13's ranges: invoices (doc_num 1), debit notes (4), credit notes (5). */
export interface DocIssue {
  invoices: DocRange[];
  debit: DocRange[];
  credit: DocRange[];
}

export function docIssue(data: Pick<Gstr1Data, 'issued' | 'cancelled' | 'notes'>): DocIssue {
  const { notes } = data;
  return {
    invoices: documentRanges(
      data.issued.map((d) => d.number),
      data.cancelled,
    ),
    debit: documentRanges(notes.issued.debit, notes.cancelled.debit),
    credit: documentRanges(notes.issued.credit, notes.cancelled.credit),
  };
}
