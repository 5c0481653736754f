// What an insight is: a report's datasets (same shape, runner and exports as reports) plus one
// line that says what they mean. Also the small number and text helpers the summaries share.
import { formatINR } from '@hisaab/shared/format';
import { roundHalfAwayFromZero } from '@hisaab/shared/money';
import type { SQL } from 'drizzle-orm';
import type { ReportDataset } from '@hisaab/shared/reports/report-result';
import type { DbOrTx } from '../../db/client.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import type { Translator } from '../../platform/i18n.ts';
import type { DatasetSource, ReportContext } from '../reports/index.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface InsightOutput {
  sources: DatasetSource[];
  /**
   * Only the JSON reply shows it, so exports never run its query. It gets the reply's datasets
   * (rows already in the wire's units), to add up what was fetched instead of asking again.
   */
  summary(datasets: readonly ReportDataset[], tr: Translator): Promise<string>;
}

export interface InsightDefinition {
  build(ctx: ReportContext): Promise<InsightOutput>;
}

export type InsightDefinitions = Record<string, InsightDefinition>;

/** A cell from either driver (count and sum arrive as strings or bigints) as a number. */
export const n = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/**
 * Rows of a query whose every row also carries window totals under keys starting with _
 * (`count(*) over () as "_count"`): totals(key) reads them off the first row (0 when there are
 * no rows), and the rows come back without them.
 */
export async function rowsWithTotals(db: DbOrTx, query: SQL) {
  const raw = await queryRows(db, query);
  const first = raw[0] ?? {};
  const rows = raw.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k[0] !== '_')));
  return { rows, totals: (key: string) => n(first[key]) };
}

/** en-IN money for a sentence: "₹1,24,500" for whole rupees, else "₹1,24,500.50". */
export function rupees(paise: number): string {
  const text = formatINR(paise);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** "1 item", "7 items", "1,200 items". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
}

// Counted nouns in the summaries, one and many ("1 day", "28 days"), in the caller's language.
const NOUNS = {
  day: [tk('{{count}} day'), tk('{{count}} days')],
  item: [tk('{{count}} item'), tk('{{count}} items')],
  batch: [tk('{{count}} batch'), tk('{{count}} batches')],
  customer: [tk('{{count}} customer'), tk('{{count}} customers')],
  bill: [tk('{{count}} bill'), tk('{{count}} bills')],
  'sale bill': [tk('{{count}} sale bill'), tk('{{count}} sale bills')],
  'purchase bill': [tk('{{count}} purchase bill'), tk('{{count}} purchase bills')],
  document: [tk('{{count}} document'), tk('{{count}} documents')],
  line: [tk('{{count}} line'), tk('{{count}} lines')],
  'expense item': [tk('{{count}} expense item'), tk('{{count}} expense items')],
} as const;

export type Noun = keyof typeof NOUNS;

/** plural() in the caller's language: "1 item", "1,200 items". */
export function counted(tr: Translator, count: number, noun: Noun): string {
  const [one, many] = NOUNS[noun];
  return tr.t(count === 1 ? one : many, { count: count.toLocaleString('en-IN') });
}

/**
 * num ÷ den × times, to `places` decimals, rounded once (half away from zero) in integers so
 * no float drifts; null when den is 0. num, den and times must be whole numbers.
 */
export function ratio(num: number, den: number, times = 1, places = 2): number | null {
  if (den === 0) return null;
  const scale = 10n ** BigInt(places);
  const q = roundHalfAwayFromZero(BigInt(num) * BigInt(times) * scale, BigInt(den));
  return Number(q) / Number(scale);
}

/** A percentage for a sentence: "25%", "12.5%". */
export const pct = (value: number) => `${value.toLocaleString('en-IN')}%`;

/** Units to thousandths, rounded once: parameters may carry more than 3 decimals. */
export const toMilli = (units: number) => roundHalfAwayFromZero(units * 1000);

/** Whole days from one yyyy-mm-dd date to another (UTC, so no zone shifts a day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
