// Display formats: en-IN money, dd/mm/yyyy dates, amounts in words (Indian system),
// financial years and "today" in India. Dates are plain yyyy-mm-dd strings; the helpers
// work in UTC so that the machine's own time zone never shifts a date.
import { MoneyError, paiseToString } from './money.ts';

/** Digits grouped the Indian way, the last three and then pairs: "1234567" → "12,34,567". */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * Written out by hand rather than with Intl.NumberFormat('en-IN'), which gives the same text
 * (a test holds them equal): a page's first Intl object costs ~20 ms of loading locale data, and
 * the invoice screen's first render needs no other (issue 14). The exact decimal text is
 * grouped, never paise / 100, so no float ever rounds a paisa.
 */
function signAndAmount(paise: number): [sign: string, amount: string] {
  const text = paiseToString(paise);
  const negative = text.startsWith('-');
  const [rupees = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  return [negative ? '-' : '', `${groupIndian(rupees)}.${fraction}`];
}

/** 123456789 → "₹12,34,567.89", -500 → "-₹5.00". */
export function formatINR(paise: number): string {
  const [sign, amount] = signAndAmount(paise);
  return `${sign}₹${amount}`;
}

/** Like formatINR without the symbol: "12,34,567.89". */
export function formatAmount(paise: number): string {
  return signAndAmount(paise).join('');
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
// India Standard Time is UTC+05:30 all year (no daylight saving).
const IST_OFFSET_MS = 330 * 60_000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function validDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** True for a real calendar date written yyyy-mm-dd. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  return m !== null && validDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

function requireIsoDate(value: string): { year: number; month: number; day: number } {
  const m = ISO_DATE.exec(value);
  const parts = m && { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  if (!parts || !validDate(parts.year, parts.month, parts.day)) {
    throw new RangeError(`Expected a yyyy-mm-dd date, got "${value}".`);
  }
  return parts;
}

function isoFromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * yyyy-mm-dd → dd/mm/yyyy. A full ISO timestamp with a zone (Z or ±hh:mm) is shown as its
 * date in India; one without a zone by its own date. Anything else is returned unchanged.
 */
export function formatDate(isoDate: string): string {
  const text = isoDate.trim();
  let date = text.slice(0, 10);
  if (text.length > 10 && /[zZ]|[+-]\d{2}:?\d{2}$/.test(text.slice(10))) {
    const ms = Date.parse(text);
    if (Number.isNaN(ms)) return isoDate;
    date = isoFromUtc(ms + IST_OFFSET_MS);
  }
  if (!isIsoDate(date)) return isoDate;
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** A local date and time as the IRP gives it (yyyy-mm-dd hh:mm[:ss]) → dd/mm/yyyy hh:mm[:ss]. */
export function formatDateTime(text: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  return m ? `${formatDate(m[1]!)} ${m[2]}` : text;
}

/** dd/mm/yyyy (one-digit day or month allowed) → yyyy-mm-dd, or null if no such date. */
export function parseDisplayDate(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!validDate(year, month, day)) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The Indian financial year (1 April – 31 March) holding a date. */
export function financialYearOf(isoDate: string): { start: string; end: string; label: string } {
  const { year, month } = requireIsoDate(isoDate.slice(0, 10));
  const first = month >= 4 ? year : year - 1;
  return {
    start: `${first}-04-01`,
    end: `${first + 1}-03-31`,
    label: `${first}-${String((first + 1) % 100).padStart(2, '0')}`,
  };
}

/** Today's date in India (Asia/Kolkata), yyyy-mm-dd. */
export function todayInIndia(now: Date = new Date()): string {
  return isoFromUtc(now.getTime() + IST_OFFSET_MS);
}

/** The time of day in India, HH:mm (24-hour). */
export function nowTimeInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(11, 16);
}

/** yyyy-mm-dd plus n days (n may be negative). */
export function addDays(isoDate: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number, got ${days}.`);
  const { year, month, day } = requireIsoDate(isoDate);
  return isoFromUtc(Date.UTC(year, month - 1, day) + days * MS_PER_DAY);
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? ` ${ONES[ones]}` : ''}`;
}

/** Words for a positive whole number in the Indian system (crore, lakh, thousand, hundred). */
function indianWords(n: bigint): string {
  const words: string[] = [];
  const crore = n / 10_000_000n;
  if (crore > 0n) words.push(`${indianWords(crore)} Crore`);
  let rest = Number(n % 10_000_000n);
  const units: [number, string][] = [
    [100_000, 'Lakh'],
    [1_000, 'Thousand'],
    [100, 'Hundred'],
  ];
  for (const [size, name] of units) {
    const count = Math.floor(rest / size);
    if (count > 0) words.push(`${belowHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
}

/**
 * Amount in words, Indian system: 11800000 → "Rupees One Lakh Eighteen Thousand Only",
 * 2101 → "Rupees Twenty One and One Paisa Only", 0 → "Rupees Zero Only",
 * 50 → "Rupees Zero and Fifty Paise Only", negatives start with "Minus ".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise)) {
    throw new MoneyError(`Paise must be a whole number within the safe range, got ${paise}.`);
  }
  const abs = BigInt(Math.abs(paise));
  const rupees = abs / 100n;
  const p = Number(abs % 100n);
  const rupeeWords = rupees === 0n ? 'Zero' : indianWords(rupees);
  const paiseWords = p === 0 ? '' : ` and ${belowHundred(p)} ${p === 1 ? 'Paisa' : 'Paise'}`;
  return `${paise < 0 ? 'Minus ' : ''}Rupees ${rupeeWords}${paiseWords} Only`;
}

/** The months as the screens, reports and insights name them: MONTH_NAMES[0] is January. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
