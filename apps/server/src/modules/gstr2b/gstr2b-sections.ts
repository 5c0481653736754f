// What a 2B file holds, section by section, so that no document goes missing without a word:
// each section's document count, how many of them an amendment in the same file replaced, and
// their input tax credit as the file states it (available or not, per head, in paise). A
// section Hisaab does not read is counted too, with whatever amounts its documents carry.
// Every sum is checked: amounts that add up past what integer paise can hold are refused with
// a 400 when the file is read, never accepted to fail later.
import { toPaise } from '@hisaab/shared/money';
import { GSTR2B_MESSAGES } from '@hisaab/shared/gstr2b';
import { badRequest } from '../../platform/errors.ts';

export interface ItcHeads {
  igst: number;
  cgst: number;
  sgst: number;
  cess: number;
}

/** One section of the file, in paise, as stored with the upload. */
export interface SectionSummary {
  section: string;
  read: boolean;
  documents: number;
  replaced: number;
  itcAvailable: ItcHeads;
  itcNotAvailable: ItcHeads;
}

/** a + b, refused with a 400 when the result is no longer a whole number of paise. */
export function addPaise(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw badRequest(GSTR2B_MESSAGES.amountsTooLarge);
  return sum;
}

/**
 * A running total of every amount of the file, without sign: once it is a safe integer, every
 * sum of its amounts (a document's tax, a category's ITC, a section's total) is one too.
 */
export class AmountGuard {
  private total = 0;
  add(...paise: number[]): void {
    for (const p of paise) this.total = addPaise(this.total, Math.abs(p));
  }
}

const noHeads = (): ItcHeads => ({ igst: 0, cgst: 0, sgst: 0, cess: 0 });

export class SectionBook {
  private readonly bySection = new Map<string, SectionSummary>();

  private of(section: string, read: boolean): SectionSummary {
    let s = this.bySection.get(section);
    if (!s) {
      s = {
        section,
        read,
        documents: 0,
        replaced: 0,
        itcAvailable: noHeads(),
        itcNotAvailable: noHeads(),
      };
      this.bySection.set(section, s);
    }
    return s;
  }

  /** A document of `section`, its heads signed as they count toward credit. */
  count(section: string, read: boolean, heads: ItcHeads, available: boolean): void {
    const s = this.of(section, read);
    s.documents += 1;
    const into = available ? s.itcAvailable : s.itcNotAvailable;
    into.igst = addPaise(into.igst, heads.igst);
    into.cgst = addPaise(into.cgst, heads.cgst);
    into.sgst = addPaise(into.sgst, heads.sgst);
    into.cess = addPaise(into.cess, heads.cess);
  }

  replaced(section: string): void {
    this.of(section, true).replaced += 1;
  }

  summaries(): SectionSummary[] {
    return [...this.bySection.values()];
  }
}

/** A number or numeric string of rupees in an unread section → paise; anything else 0. */
function loosePaise(v: unknown): number {
  if (typeof v !== 'number' && !(typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v))) return 0;
  try {
    const n = Number(v);
    return toPaise(Number.isInteger(n * 100) ? n : n.toFixed(2));
  } catch {
    throw badRequest(GSTR2B_MESSAGES.amountsTooLarge);
  }
}

const DOC_LISTS = ['inv', 'nt', 'doclist', 'boe'];

/**
 * The documents of a section Hisaab does not read (e.g. itcrev, or one a later 2B version
 * adds), counted generically: an object holding a document list (inv, nt, doclist, boe)
 * counts its entries, an object of nested sections counts theirs, any other object is one
 * document. Their ITC is what their igst/cgst/sgst/cess say (ITC available unless itcavl or
 * itcelg is N).
 */
export function countUnread(
  book: SectionBook,
  guard: AmountGuard,
  section: string,
  value: unknown,
): void {
  const visit = (node: unknown, depth: number): void => {
    if (depth > 6) return;
    if (Array.isArray(node)) {
      for (const x of node) visit(x, depth + 1);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    const lists = Object.keys(o).filter((k) => Array.isArray(o[k]));
    const docLists = lists.filter((k) => DOC_LISTS.includes(k));
    if (docLists.length > 0) {
      for (const k of docLists) visit(o[k], depth + 1);
      return;
    }
    const nested = lists.filter((k) => k !== 'items');
    if (nested.length > 0) {
      for (const k of nested) visit(o[k], depth + 1);
      return;
    }
    const heads = {
      igst: loosePaise(o['igst']),
      cgst: loosePaise(o['cgst']),
      sgst: loosePaise(o['sgst']),
      cess: loosePaise(o['cess']),
    };
    guard.add(heads.igst, heads.cgst, heads.sgst, heads.cess);
    const available = o['itcavl'] !== 'N' && o['itcelg'] !== 'N';
    book.count(section, false, heads, available);
  };
  visit(value, 0);
}
