// GSTR-2B reconciliation (issue 27; domain/GSTR2B.md): how invoice numbers are compared, the
// categories a reconciliation sorts documents into, the tolerance, and the texts the server
// answers and the screen shows. Pure: the server's matching and the web's screen use the same.

import { MONTH_NAMES } from './format.ts';
import { msg, tk } from './i18n/messages.ts';

/** The most a 2B file may weigh (a big month's portal download is a few MB). */
export const GSTR2B_MAX_BYTES = 20 * 1024 * 1024;

/** Amounts within ±₹1 per field count as equal (india-compliance's rounding difference). */
export const GSTR2B_TOLERANCE_PAISE = 100;

/** Dates at most this many days apart may be suggested as the same document. */
export const GSTR2B_DATE_WINDOW_DAYS = 10;

/**
 * Purchases of this many days before the month are candidates too: a supplier who files late
 * puts an older invoice into a later month's 2B (GSTR2B.md, pitfalls).
 */
export const GSTR2B_LOOKBACK_DAYS = 92;

export const GSTR2B_CATEGORIES = [
  'matched',
  'mismatched',
  'suggested',
  'missingInBooks',
  'missingIn2b',
  'isdAndImports',
] as const;
export type Gstr2bCategory = (typeof GSTR2B_CATEGORIES)[number];

export const GSTR2B_CATEGORY_TITLES: Record<Gstr2bCategory, string> = {
  matched: tk('Matched'),
  mismatched: tk('Mismatched'),
  suggested: tk('Suggested matches'),
  missingInBooks: tk('In 2B, not in books'),
  missingIn2b: tk('In books, not in 2B'),
  isdAndImports: tk('ISD credit and imports'),
};

/**
 * The sections of a 2B's docdata that are read (domain/GSTR2B.md). Supplier documents (b2b,
 * cdnr, ecom and their amendments) are matched with purchases; ISD credit and bills of entry
 * are not (Hisaab keeps no ISD documents or bills of entry) and are listed with their ITC.
 */
export const GSTR2B_SECTIONS = [
  'b2b',
  'b2ba',
  'cdnr',
  'cdnra',
  'ecom',
  'ecoma',
  'isd',
  'isda',
  'impg',
  'impgsez',
] as const;
export type Gstr2bSection = (typeof GSTR2B_SECTIONS)[number];

export const GSTR2B_MATCHED_SECTIONS: readonly Gstr2bSection[] = [
  'b2b',
  'b2ba',
  'cdnr',
  'cdnra',
  'ecom',
  'ecoma',
];

export const GSTR2B_SECTION_TITLES: Record<Gstr2bSection, string> = {
  b2b: tk('B2B invoices'),
  b2ba: tk('B2B invoices, amended'),
  cdnr: tk('Credit and debit notes'),
  cdnra: tk('Credit and debit notes, amended'),
  ecom: tk('Invoices through e-commerce operators'),
  ecoma: tk('Invoices through e-commerce operators, amended'),
  isd: tk('ISD credit'),
  isda: tk('ISD credit, amended'),
  impg: tk('Imports of goods'),
  impgsez: tk('Imports from SEZ units'),
};

export const isGstr2bSection = (s: string): s is Gstr2bSection =>
  (GSTR2B_SECTIONS as readonly string[]).includes(s);

export const GSTR2B_DIFFERENCES = ['date', 'taxableValue', 'tax', 'numberForm'] as const;
export type Gstr2bDifference = (typeof GSTR2B_DIFFERENCES)[number];

export const GSTR2B_DIFFERENCE_TITLES: Record<Gstr2bDifference, string> = {
  date: tk('Date'),
  taxableValue: tk('Taxable value'),
  tax: tk('Tax'),
  numberForm: tk('Number form'),
};

export const GSTR2B_ACTIONS = ['accept', 'link', 'follow_up'] as const;
export type Gstr2bAction = (typeof GSTR2B_ACTIONS)[number];

export const GSTR2B_MESSAGES = {
  notJson: tk(
    'This file is not JSON. Download the GSTR-2B JSON from the GST portal and upload it.',
  ),
  not2b: tk(
    'This is not a GSTR-2B file: it has no 2B return period and documents. Download the GSTR-2B JSON from the GST portal.',
  ),
  badShape: (where: string) => msg('This GSTR-2B file could not be read: {{where}}.', { where }),
  noCompanyGstin: tk('Add your company GSTIN in Settings before uploading GSTR-2B.'),
  otherGstin: (file: string, company: string) =>
    msg("This GSTR-2B is for GSTIN {{file}}, not your company's GSTIN {{company}}.", {
      file,
      company,
    }),
  otherPeriod: (file: string, chosen: string) =>
    msg('This GSTR-2B is for {{file}}, not {{chosen}} as chosen.', {
      file: periodLabel(file),
      chosen: periodLabel(chosen),
    }),
  badPeriod: tk('Choose the month as MMYYYY, for example 072024.'),
  tooLarge: tk('The file is too large: a GSTR-2B JSON is at most 20 MB.'),
  amountsTooLarge: tk(
    'The amounts in this GSTR-2B add up to more than Hisaab can hold. Check that this is the file the GST portal gave.',
  ),
  noFile: tk('Choose the GSTR-2B JSON file to upload.'),
  notFound: tk('This GSTR-2B upload was not found.'),
  documentNotFound: tk('That document is not in this GSTR-2B.'),
  billNotFound: tk('That purchase was not found.'),
  actionNotFound: tk('That action was not found.'),
  linkNeedsBoth: tk('Choose both the 2B document and the purchase to link.'),
  actionNeedsTarget: tk('Choose a 2B document or a purchase.'),
  noSupplier: tk('No documents of this supplier are missing from 2B.'),
  replacedMeanwhile: tk(
    'Another GSTR-2B of this month was uploaded at the same time, and that one is kept. Upload this file again if it is the right one.',
  ),
} as const;

/** 072024 → July 2024. */
export function periodLabel(period: string): string {
  const m = Number(period.slice(0, 2));
  return `${MONTH_NAMES[m - 1] ?? period.slice(0, 2)} ${period.slice(2)}`;
}

export const isPeriod = (s: string): boolean => /^(0[1-9]|1[0-2])\d{4}$/.test(s);

/** MMYYYY → its first and last day (yyyy-mm-dd). */
export function periodDates(period: string): { start: string; end: string } {
  const mm = period.slice(0, 2);
  const yyyy = Number(period.slice(2));
  const last = new Date(Date.UTC(yyyy, Number(mm), 0)).getUTCDate();
  return { start: `${yyyy}-${mm}-01`, end: `${yyyy}-${mm}-${String(last).padStart(2, '0')}` };
}

/**
 * The number as compared for a match: upper-case, spaces, '/' and '-' taken out, and the zeros
 * at its start (india-compliance's cleaning without its financial-year tokens, which could make
 * two different invoices of two years one). "hsb/24-25/0001" → "HSB24250001".
 */
export function invoiceNumberKey(number: string): string {
  return number
    .toUpperCase()
    .replace(/[\s/-]+/g, '')
    .replace(/^0+/, '');
}

// 2024-2025, 2024/25, 24-25, 24/25 (a financial year: the second year follows the first).
const FY_TOKEN = /(?:20)?(\d{2})[/-](?:20)?(\d{2})(?!\d)/g;

/**
 * The number reduced to its form-free core, for suggestions only: financial-year tokens out,
 * every character but letters and digits out, and the zeros leading each run of digits.
 * "HSB/24-25/0001" and "HSB/1" → "HSB1": they differ only in form.
 */
export function invoiceNumberCore(number: string): string {
  const withoutYears = number.toUpperCase().replace(FY_TOKEN, (token, a: string, b: string) => {
    return (Number(a) + 1) % 100 === Number(b) ? ' ' : token;
  });
  return withoutYears
    .replace(/[^A-Z0-9]+/g, ' ')
    .replace(/(^|[^0-9])0+(?=\d)/g, '$1')
    .replace(/ /g, '');
}
