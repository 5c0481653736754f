// Money is integer paise and quantities are integer thousandths (qtyMilli) everywhere inside
// Hisaab. Conversions go through exact decimal parsing and BigInt arithmetic, so no float
// drift ever reaches a stored amount. `roundHalfAwayFromZero` is the one rounding rule.

import { tk } from './i18n/messages.ts';
export class MoneyError extends Error {
  override name = 'MoneyError';
}

const PAISE_PER_RUPEE = 100n;
const MILLI_PER_UNIT = 1000n;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * THE rounding function of Hisaab: to the nearest integer, halves away from zero
 * (2.5 → 3, -2.5 → -3). With two bigints it rounds the exact ratio num/den, which is how
 * the tax engine rounds rational amounts without ever going through a float.
 */
export function roundHalfAwayFromZero(x: number): number;
export function roundHalfAwayFromZero(num: bigint, den: bigint): bigint;
export function roundHalfAwayFromZero(x: number | bigint, den?: bigint): number | bigint {
  if (typeof x === 'bigint') {
    if (den === undefined || den === 0n) throw new MoneyError('Cannot divide by zero.');
    const negative = x < 0n !== den < 0n;
    const n = x < 0n ? -x : x;
    const d = den < 0n ? -den : den;
    // floor(n/d + 1/2) for non-negative values, computed as floor((2n + d) / 2d).
    const q = (2n * n + d) / (2n * d);
    return negative ? -q : q;
  }
  if (!Number.isFinite(x)) throw new MoneyError('Cannot round a value that is not finite.');
  const r = Math.round(Math.abs(x));
  // `+ 0` turns -0 into 0 so that -0.4 rounds to a plain zero.
  return (x < 0 ? -r : r) + 0;
}

/** An exact decimal: value = digits / 10^scale. */
interface Decimal {
  digits: bigint;
  scale: number;
}

const PLAIN_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const EXPONENT_FORM = /^([+-]?)(\d+)(?:\.(\d*))?e([+-]?\d+)$/i;

/** Rewrites JavaScript's exponent notation ("1.5e-7") as a plain decimal string. */
function expandExponent(text: string): string {
  const m = EXPONENT_FORM.exec(text);
  if (!m) return text;
  const [, sign = '', int = '', frac = '', exp = '0'] = m;
  const digits = int + frac;
  const point = int.length + Number(exp);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Parses a plain decimal string exactly; trailing zeros after the point do not count. */
function parseDecimal(text: string): Decimal | null {
  const m = PLAIN_DECIMAL.exec(text);
  if (!m) return null;
  const [, sign = '', int = '', rawFrac] = m;
  const frac = (rawFrac ?? '').replace(/0+$/, '');
  if (int === '' && (rawFrac === undefined || rawFrac === '')) return null;
  const magnitude = BigInt((int || '0') + frac);
  return { digits: sign === '-' ? -magnitude : magnitude, scale: frac.length };
}

/** The exact decimal a number or string stands for: numbers by their shortest round-trip text. */
function decimalOf(value: unknown): Decimal | 'not-finite' | 'not-decimal' {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'not-finite';
    return parseDecimal(expandExponent(String(value))) ?? 'not-decimal';
  }
  if (typeof value === 'string') return parseDecimal(value.trim()) ?? 'not-decimal';
  return 'not-decimal';
}

function toScaledInteger(value: unknown, scale: number, what: string): number {
  const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
  const d = decimalOf(value);
  if (d === 'not-finite') throw new MoneyError(`${what} must be a finite number, got ${shown}.`);
  if (d === 'not-decimal') {
    throw new MoneyError(`${what} must be a plain decimal number like "1234.50", got ${shown}.`);
  }
  if (d.scale > scale) {
    throw new MoneyError(`${what} ${shown} has more than ${scale} decimal places.`);
  }
  const scaled = d.digits * 10n ** BigInt(scale - d.scale);
  if (scaled > MAX_SAFE || scaled < -MAX_SAFE)
    throw new MoneyError(`${what} ${shown} is too large.`);
  return Number(scaled) + 0;
}

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new MoneyError(`${what} must be a whole number within the safe range, got ${value}.`);
  }
}

function toSafeNumber(value: bigint, what: string): number {
  if (value > MAX_SAFE || value < -MAX_SAFE) throw new MoneyError(`${what} is too large.`);
  return Number(value) + 0;
}

/**
 * Rupees → paise. Accepts a finite number or a plain decimal string ("1234.5", "-3",
 * " 12.00 "); refuses grouping commas, exponents, more than 2 decimals and amounts beyond
 * Number.MAX_SAFE_INTEGER paise.
 */
export function toPaise(rupees: number | string): number {
  return toScaledInteger(rupees, 2, 'Amount');
}

/** Paise → rupees as a number, for the HTTP edge and charts only (never compute with it). */
export function paiseToRupees(paise: number): number {
  assertSafeInteger(paise, 'Paise');
  return paise / 100 + 0;
}

function scaledToString(value: number, scale: bigint, places: number, what: string): string {
  assertSafeInteger(value, what);
  const v = BigInt(value);
  const abs = v < 0n ? -v : v;
  const frac = (abs % scale).toString().padStart(places, '0');
  return `${v < 0n ? '-' : ''}${abs / scale}.${frac}`;
}

/** Paise → exact rupee text with 2 decimals: 123450 → "1234.50", -5 → "-0.05". */
export function paiseToString(paise: number): string {
  return scaledToString(paise, PAISE_PER_RUPEE, 2, 'Paise');
}

/** Quantity → thousandths (1.5 → 1500); at most 3 decimals, same refusals as toPaise. */
export function toQtyMilli(quantity: number | string): number {
  return toScaledInteger(quantity, 3, 'Quantity');
}

export function qtyMilliToNumber(qtyMilli: number): number {
  assertSafeInteger(qtyMilli, 'Quantity');
  return qtyMilli / 1000 + 0;
}

/** Quantity text with 3 decimals: 1500 → "1.500". */
export function qtyMilliToString(qtyMilli: number): string {
  return scaledToString(qtyMilli, MILLI_PER_UNIT, 3, 'Quantity');
}

/** quantity × rate, rounded once to the paisa (half away from zero), exactly. */
export function lineAmountPaise(qtyMilli: number, ratePaise: number): number {
  assertSafeInteger(qtyMilli, 'Quantity');
  assertSafeInteger(ratePaise, 'Rate');
  const exact = roundHalfAwayFromZero(BigInt(qtyMilli) * BigInt(ratePaise), MILLI_PER_UNIT);
  return toSafeNumber(exact, tk('Line amount'));
}

/** Sum of paise amounts; refuses fractions and sums beyond the safe range. */
export function sumPaise(values: readonly number[]): number {
  let total = 0;
  for (const v of values) {
    assertSafeInteger(v, 'Paise');
    total += v;
    assertSafeInteger(total, tk('Sum of paise'));
  }
  return total + 0;
}

/**
 * Splits `total` paise in proportion to `weights` (largest remainder). The parts always add
 * up to `total` and each is within one paisa of its exact share. Ties in the remainders go
 * to the earlier weight. A negative total is split as its magnitude and negated. Weights
 * must be non-negative; when they are all zero the total is split equally.
 */
export function allocatePaise(total: number, weights: readonly number[]): number[] {
  assertSafeInteger(total, 'Total');
  if (weights.length === 0) {
    if (total === 0) return [];
    throw new MoneyError('Cannot allocate a non-zero amount over no parts.');
  }
  const decimals = weights.map((w) => {
    const d = decimalOf(w);
    if (typeof d === 'string' || d.digits < 0n) {
      throw new MoneyError(`Allocation weights must be finite and non-negative, got ${String(w)}.`);
    }
    return d;
  });
  const maxScale = Math.max(...decimals.map((d) => d.scale));
  let ws = decimals.map((d) => d.digits * 10n ** BigInt(maxScale - d.scale));
  let sum = ws.reduce((a, b) => a + b, 0n);
  if (sum === 0n) {
    ws = ws.map(() => 1n);
    sum = BigInt(ws.length);
  }
  const t = BigInt(Math.abs(total));
  const parts = ws.map((w) => (t * w) / sum);
  const remainders = ws.map((w, i) => ({ i, r: (t * w) % sum }));
  let left = t - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    parts[i] = (parts[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts.map((p) => (total < 0 ? -Number(p) : Number(p)) + 0);
}

/**
 * A credit or debit note's share of a bill line's value (paise), for `quantityMilli` taken back
 * after `returnedBeforeMilli` earlier, of `soldMilli` sold: the share of all returned so far less
 * the earlier returns' share, each rounded once, so a line's notes add up to it exactly. The
 * server stores it; the return screen shows it before saving.
 */
export function returnedSharePaise(
  valuePaise: number,
  soldMilli: number,
  returnedBeforeMilli: number,
  quantityMilli: number,
): number {
  const share = (part: number) =>
    roundHalfAwayFromZero(BigInt(valuePaise) * BigInt(part), BigInt(soldMilli));
  return Number(share(returnedBeforeMilli + quantityMilli) - share(returnedBeforeMilli));
}
