import { i18n } from '../../../../i18n/i18n.ts';
import type { Tax } from '../../api/taxes.ts';

const pct = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** "CGST 9%"; a name that already carries its rate ("GST 18%") is not repeated. */
export function taxShort(t: Pick<Tax, 'name' | 'rate'>): string {
  const rate = `${pct.format(t.rate)}%`;
  return t.name.includes(rate) ? t.name : `${t.name} ${rate}`;
}

/** taxShort plus the type when the name does not say it ("Kerala flood cess 1% · CESS"). */
export function taxLabel(t: Pick<Tax, 'name' | 'rate' | 'taxType'>): string {
  const short = taxShort(t);
  return short.toUpperCase().includes(t.taxType.toUpperCase()) ? short : `${short} · ${t.taxType}`;
}

export function taxCountLabel(n: number): string {
  return n === 1 ? i18n.t('1 tax') : i18n.t('{{n}} taxes', { n });
}
