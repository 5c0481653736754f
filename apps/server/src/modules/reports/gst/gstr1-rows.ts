// The rows GSTR-1 is built from, shared by the statements that read them (gstr1-lines.ts,
// gstr1-data.ts), the data they are gathered into and the sections and checks that use them.
// A credit or debit note is one more row source: NoteRateRow, negative as stored (a debit note
// to a customer, a price raised, positive as stored).
import type { ExportDetails, SupplyType } from '@hisaab/shared/gst/supply';
import type { Amounts } from './gst-common.ts';

/** One invoice's supplies at one rate. Nil-rated lines form their own row (nil, rate 0). */
export interface InvoiceRateRow extends Amounts {
  transactionId: number;
  number: string | null;
  date: string;
  pos: string | null;
  customerName: string;
  /** The buyer's GSTIN, upper-cased; null for an unregistered buyer. */
  ctin: string | null;
  nil: boolean;
  rtBp: number;
  /** Invoice value: every line but opening balances (round off and discount included). */
  val: number;
  /** The bill's kind of supply (issue 36); a note's is its original bill's. */
  supplyType: SupplyType;
  /** An export's shipping bill and port (GSTR-1 exp), when known. */
  exportDetails: ExportDetails | null;
}

/** One note's lines at one rate (amounts negative, as stored), with its original bill. */
export interface NoteRateRow extends InvoiceRateRow {
  originalNumber: string | null;
  originalDate: string;
  /** The original bill's value: what decides B2CL. */
  originalVal: number;
  /** A debit note to the customer (ntty "D", stored positive); else a return ("C"). */
  debit: boolean;
}

export interface HsnRow extends Amounts {
  b2b: boolean;
  /** null: lines without an HSN/SAC code (left out of the table, listed by the checks). */
  hsn: string | null;
  rtBp: number;
  /** 'NA' for services; null when the unit has no UQC (an error, listed by the checks). */
  uqc: string | null;
  desc: string;
  qtyMilli: number;
}

export interface LineProblem {
  kind: 'hsn-missing-b2b' | 'hsn-missing-b2c' | 'hsn-digits';
  transactionId: number;
  number: string | null;
  date: string;
  customerName: string;
  item: string;
  hsn: string | null;
  /** Bill-and-item pairs with this problem in the period (only the first 50 are listed). */
  total: number;
}

export interface UnitProblem {
  unitId: number;
  unitName: string;
  uqc: string | null;
  bills: number;
  transactionId: number;
  number: string | null;
}

/**
 * Sale rows GSTR-1's statement added up itself (gstr1-sale-rows.ts) instead of returning each:
 * B2C small per supply type, place and rate, and nil-rated per supply type; their amounts are
 * part of the return's total as every row's are.
 */
export interface SummedRows {
  b2cs: (Amounts & { inter: boolean; pos: string; rtBp: number })[];
  nil: (Amounts & { inter: boolean; b2b: boolean })[];
}

export const noSummedRows = (): SummedRows => ({ b2cs: [], nil: [] });
