// Per-line tax under "Hisaab's rule" (GST.md section 6), in exact rational arithmetic:
// - fractions: a plain tax is rate; a compound tax is rate × (1 + Σ fractions before it);
// - each tax (each GST half separately, so CGST = SGST) = round(base × its fraction), where
//   base = the exact inclusive ÷ (1 + Σ fractions) for tax-inclusive lines, and the line
//   amount for exclusive lines. A compound tax therefore sees the exact earlier taxes, the
//   same way in both modes, never earlier taxes that were already rounded;
// - inclusive: taxable = amount − Σ rounded taxes, so the sticker price stays exact;
//   exclusive: taxable = amount, total = taxable + Σ taxes.
// Invoice totals only add the lines' stored amounts; nothing is recomputed.
import { lineAmountPaise, roundHalfAwayFromZero, sumPaise } from '../money.ts';
import { placeOfSupplySplit } from './place-of-supply.ts';
import {
  TAX_COMPONENTS,
  TaxError,
  type GroupTax,
  type InvoiceTotals,
  type LineTaxAmount,
  type LineTaxInput,
  type LineTaxResult,
  type PlaceOfSupplySplit,
  type TaxComponent,
  type TaxSummaryRow,
} from './types.ts';
import { fmt, tk } from '../i18n/messages.ts';

export * from './types.ts';
export { placeOfSupplySplit, isUtWithoutLegislature } from './place-of-supply.ts';

/** A non-negative exact fraction n/d, d > 0. */
interface Ratio {
  n: bigint;
  d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

function ratio(n: bigint, d: bigint): Ratio {
  const g = gcd(n, d);
  return g > 1n ? { n: n / g, d: d / g } : { n, d };
}

const ONE: Ratio = { n: 1n, d: 1n };
const add = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d + b.n * a.d, a.d * b.d);
const mul = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.n, a.d * b.d);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkDate(value: string, what: string): void {
  if (!ISO_DATE.test(value))
    throw new TaxError(`${what} must be a yyyy-mm-dd date, got "${value}".`);
}

function checkRate(tax: GroupTax): void {
  if (!Number.isSafeInteger(tax.rateBp) || tax.rateBp < 0) {
    throw new TaxError(
      `Tax "${tax.name}" must have a whole, non-negative rate in basis points, got ${tax.rateBp}.`,
    );
  }
}

/**
 * The taxes in force on `billDate` (effective dates inclusive, missing bound = open), in
 * group priority order; equal priorities keep a stable order by taxId. "Before" for a
 * compound tax means earlier in this order.
 */
export function taxesInForce(taxes: readonly GroupTax[], billDate: string): GroupTax[] {
  checkDate(billDate, tk('Bill date'));
  return taxes
    .filter((t) => {
      if (t.effectiveFrom)
        checkDate(t.effectiveFrom, fmt('Effective-from of "{{name}}"', { name: t.name }));
      if (t.effectiveTo)
        checkDate(t.effectiveTo, fmt('Effective-to of "{{name}}"', { name: t.name }));
      return (
        (!t.effectiveFrom || t.effectiveFrom <= billDate) &&
        (!t.effectiveTo || billDate <= t.effectiveTo)
      );
    })
    .sort((a, b) => a.priority - b.priority || a.taxId - b.taxId);
}

interface ComponentShare {
  tax: GroupTax;
  component: TaxComponent;
  fraction: Ratio;
}

const HALF_RATE_COMPONENTS: ReadonlySet<TaxComponent> = new Set(['CGST', 'SGST', 'UTGST']);

/**
 * The rate each component of ONE line shows: the sum of its taxes' own rates in that component
 * (a CGST/SGST/UTGST row is charged at half its tax's rate). A group built of two GST taxes,
 * "CGST 2.5%" and "SGST 2.5%", is one 5% GST: IGST 5% across states, CGST 2.5% + SGST 2.5%
 * within; likewise two 1% cesses read CESS 2%. Works on the engine's own results and on
 * stored tax lines alike (they keep component and the tax's full rate), so every screen, print
 * and report that sums by (component, rate) names the rate the line was really charged.
 */
export function withComponentRates<T extends { component: TaxComponent; taxRateBp: number }>(
  taxes: readonly T[],
): (T & { rateBp: number })[] {
  const byComponent = new Map<TaxComponent, number>();
  for (const t of taxes) {
    const own = HALF_RATE_COMPONENTS.has(t.component) ? t.taxRateBp / 2 : t.taxRateBp;
    byComponent.set(t.component, (byComponent.get(t.component) ?? 0) + own);
  }
  return taxes.map((t) => ({ ...t, rateBp: byComponent.get(t.component) ?? 0 }));
}

/** A line's taxes merged per (component, rate): what its tax column prints. */
export function lineTaxBreakdown(
  taxes: readonly { component: TaxComponent; rateBp: number; amountPaise: number }[],
): { component: TaxComponent; rateBp: number; amountPaise: number }[] {
  const rows = new Map<string, { component: TaxComponent; rateBp: number; amountPaise: number }>();
  for (const t of taxes) {
    const key = `${t.component}|${t.rateBp}`;
    const row = rows.get(key);
    if (row) row.amountPaise = sumPaise([row.amountPaise, t.amountPaise]);
    else rows.set(key, { component: t.component, rateBp: t.rateBp, amountPaise: t.amountPaise });
  }
  return [...rows.values()];
}

/** Expands each tax into the components that appear on the invoice, with exact fractions. */
function componentShares(
  taxes: readonly GroupTax[],
  split: () => PlaceOfSupplySplit,
): { shares: ComponentShare[]; total: Ratio } {
  const shares: ComponentShare[] = [];
  let total: Ratio = { n: 0n, d: 1n };
  for (const tax of taxes) {
    checkRate(tax);
    const rate = ratio(BigInt(tax.rateBp), 10_000n);
    const fraction = tax.isCompound ? mul(rate, add(ONE, total)) : rate;
    total = add(total, fraction);
    if (tax.taxType !== 'GST') {
      shares.push({ tax, component: tax.taxType, fraction });
      continue;
    }
    const { supply, stateComponent } = split();
    if (supply === 'inter') {
      shares.push({ tax, component: 'IGST', fraction });
    } else {
      const half = mul(fraction, { n: 1n, d: 2n });
      shares.push({ tax, component: 'CGST', fraction: half });
      shares.push({ tax, component: stateComponent, fraction: half });
    }
  }
  return { shares, total };
}

export function computeLineTax(input: LineTaxInput): LineTaxResult {
  const amountPaise = lineAmountPaise(input.qtyMilli, input.ratePaise);
  const inForce = taxesInForce(input.taxes, input.billDate);
  // The state codes matter only to GST; a VAT-only line needs no place of supply.
  let cached: PlaceOfSupplySplit | undefined;
  const split = (): PlaceOfSupplySplit => {
    cached ??= placeOfSupplySplit(input);
    return input.interState ? { ...cached, supply: 'inter' } : cached;
  };
  const { shares, total } = componentShares(inForce, split);
  const treatment = input.treatment ?? 'charged';
  // Under reverse charge and zero rating the amount is the taxable value: nothing inside it.
  const inclusive = input.rateIncludesTax && treatment === 'charged';

  const amount = BigInt(amountPaise);
  // base × f = amount × f for exclusive lines, amount × f ÷ (1 + F) for inclusive ones.
  const onePlus = add(ONE, total);
  const computed = shares.map(({ tax, component, fraction }) => {
    const num = inclusive ? amount * fraction.n * onePlus.d : amount * fraction.n;
    const den = inclusive ? fraction.d * onePlus.n : fraction.d;
    return {
      taxId: tax.taxId,
      name: tax.name,
      taxType: tax.taxType,
      component,
      taxRateBp: tax.rateBp,
      amountPaise: treatment === 'zero_rated' ? 0 : Number(roundHalfAwayFromZero(num, den)) + 0,
    };
  });
  const taxes: LineTaxAmount[] = withComponentRates(computed);

  const taxesPaise = sumPaise(taxes.map((t) => t.amountPaise));
  const reverseChargePaise = treatment === 'reverse_charge' ? taxesPaise : 0;
  const taxPaise = treatment === 'reverse_charge' ? 0 : taxesPaise;
  const taxablePaise = inclusive ? amountPaise - taxPaise : amountPaise;
  const totalPaise = sumPaise([taxablePaise, taxPaise]);
  return { amountPaise, taxablePaise, taxPaise, totalPaise, reverseChargePaise, taxes };
}

/** Invoice totals and the per (component, rate) summary, added up from the lines. */
export function computeInvoiceTotals(lines: readonly LineTaxResult[]): InvoiceTotals {
  const rows = new Map<string, TaxSummaryRow>();
  for (const line of lines) {
    // A line counts its taxable value once per row, even with two taxes landing in one row.
    const seen = new Set<string>();
    for (const t of line.taxes) {
      const key = `${t.component}|${t.rateBp}`;
      const row = rows.get(key);
      const firstTime = !seen.has(key);
      seen.add(key);
      if (row) {
        if (firstTime) row.taxablePaise = sumPaise([row.taxablePaise, line.taxablePaise]);
        row.amountPaise = sumPaise([row.amountPaise, t.amountPaise]);
      } else {
        rows.set(key, {
          component: t.component,
          rateBp: t.rateBp,
          taxablePaise: line.taxablePaise,
          amountPaise: t.amountPaise,
        });
      }
    }
  }
  const order = (c: TaxComponent) => TAX_COMPONENTS.indexOf(c);
  const taxSummary = [...rows.values()].sort(
    (a, b) => order(a.component) - order(b.component) || a.rateBp - b.rateBp,
  );
  const taxablePaise = sumPaise(lines.map((l) => l.taxablePaise));
  const taxPaise = sumPaise(lines.map((l) => l.taxPaise));
  return {
    amountPaise: sumPaise(lines.map((l) => l.amountPaise)),
    taxablePaise,
    taxPaise,
    totalPaise: sumPaise([taxablePaise, taxPaise]),
    reverseChargePaise: sumPaise(lines.map((l) => l.reverseChargePaise ?? 0)),
    taxSummary,
  };
}
