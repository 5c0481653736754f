// What a report is, for the runner: a label and a function that returns its datasets.
// Definitions speak the database's units (money in paise, quantities in thousandths, dates as
// yyyy-mm-dd text); the runner converts each cell by its column's kind at the HTTP edge.
import { msg, tk, type Text } from '@hisaab/shared/i18n/messages';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ReportColumn } from '@hisaab/shared/reports/report-result';

export interface ReportContext {
  db: DbOrTx;
  companyId: number;
  /** The parameters as the shared schema parsed them (defaults filled in). */
  params: Record<string, unknown>;
  /** Today in India (yyyy-mm-dd), from the app's clock. */
  today: string;
}

/**
 * The cells of a query's rows that hold fixed words, as Messages (a query answers strings): the
 * screen and the exports translate these cells by key, and no other (report-cells.ts).
 */
export interface CellTexts {
  of(row: Record<string, unknown>): Record<string, Text | undefined>;
  /** Columns the query selects only for `of`, left out of the reply. */
  helpers?: readonly string[];
}

/** Cells whose every value is a fixed word (a document's kind, never a name): each a Message. */
export function wordCells(...keys: string[]): CellTexts {
  return {
    of: (row) =>
      Object.fromEntries(
        keys.map((k) => {
          const v = row[k];
          return [k, typeof v === 'string' ? msg(v) : undefined];
        }),
      ),
  };
}

interface DatasetHead {
  name: string;
  /** A title with a value in it (a date) is a Message: the reply carries its key and values. */
  title: Text;
  columns: ReportColumn[];
  /** A query's fixed-word cells (rows in hand hold Messages themselves). */
  texts?: CellTexts;
}

/**
 * Rows from one set-based query. Select every column under its key as a quoted alias
 * (`sum(l.amount_paise) as "taxableValue"`). Exports stream it through a cursor, so a year's
 * register never sits in memory whole.
 */
export interface SqlDataset extends DatasetHead {
  query: SQL;
}

/** Rows already in hand (a few per party or per rate, built from aggregated queries). */
export interface RowsDataset extends DatasetHead {
  rows: Record<string, unknown>[];
}

/**
 * Rows worked out from an earlier dataset of the same report (its raw rows, in the database's
 * units), e.g. its totals: the JSON reply then runs that dataset's statement once, not twice.
 * `query` gives the same figures as one statement, for an export that streams this dataset.
 */
export interface DerivedDataset extends SqlDataset {
  from: string;
  derive(rows: readonly Record<string, unknown>[]): Record<string, unknown>[];
}

export type DatasetSource = SqlDataset | RowsDataset | DerivedDataset;

/**
 * A one-row totals dataset over `source`: the row count under `countKey` and the sum of each
 * of `sumKeys` (integers in paise or thousandths; bigint columns arrive as strings).
 */
export function totalsOf(
  source: SqlDataset,
  head: DatasetHead,
  countKey: string,
  sumKeys: readonly string[],
): DerivedDataset {
  const sums = sumKeys.map(
    (key) => sql`coalesce(sum(r.${sql.identifier(key)}), 0) as ${sql.identifier(key)}`,
  );
  return {
    ...head,
    from: source.name,
    derive(rows) {
      const total: Record<string, unknown> = { [countKey]: rows.length };
      for (const key of sumKeys) {
        let sum = 0;
        for (const r of rows) sum += Number(r[key] ?? 0);
        total[key] = sum;
      }
      return [total];
    },
    query: sql`select count(*) as ${sql.identifier(countKey)}, ${sql.join(sums, sql`, `)}
      from (${source.query}) r`,
  };
}

export interface ReportDefinition {
  build(ctx: ReportContext): Promise<DatasetSource[]>;
}

export type ReportDefinitions = Record<string, ReportDefinition>;

export const str = (v: unknown) => v as string;

/** Column builders for a definition's dataset heads. */
export const money = (key: string, label: string): ReportColumn => ({ key, label, kind: 'money' });
export const text = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });
export const num = (key: string, label: string): ReportColumn => ({ key, label, kind: 'number' });

/** Taxable value and the GST heads, as the GST reports show them (keys of taxCells). */
export const TAX_COLUMNS: ReportColumn[] = [
  money('taxableValue', tk('Taxable value')),
  money('igst', tk('IGST')),
  money('cgst', tk('CGST')),
  money('sgst', tk('SGST/UTGST')),
  money('cess', tk('Cess')),
];
