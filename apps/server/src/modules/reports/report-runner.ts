// Runs a definition's datasets: collected for the JSON reply, or streamed batch by batch
// through a server-side cursor for exports (a year's register never sits in memory whole).
import { sql } from 'drizzle-orm';
import type { ReportDataset } from '@hisaab/shared/reports/report-result';
import type { Database, DbOrTx } from '../../db/client.ts';
import { cellText, cellTextsOf, withoutRowTexts } from '@hisaab/shared/reports/localise';
import { isMessage } from '@hisaab/shared/i18n/messages';
import { convertRow } from './report-cells.ts';
import type { DatasetSource } from './report-definition.ts';
import { queryRows } from '../../db/query-rows.ts';

type RawRows = readonly Record<string, unknown>[];

/** A dataset's rows in database units; a derived one from its source's rows when in hand. */
async function rawRows(db: DbOrTx, source: DatasetSource, earlier: Map<string, RawRows>) {
  if ('from' in source) {
    const from = earlier.get(source.from);
    if (from) return source.derive(from);
  }
  return 'query' in source ? await queryRows(db, source.query) : source.rows;
}

async function collectDataset(
  db: DbOrTx,
  source: DatasetSource,
  earlier: Map<string, RawRows>,
  keep: ReadonlySet<string>,
): Promise<ReportDataset> {
  const raw = await rawRows(db, source, earlier);
  if (keep.has(source.name)) earlier.set(source.name, raw);
  const rows = raw.map((r) => convertRow(source.columns, r, source.texts));
  // The rows' texts go beside them on the wire (a row of the reply holds its cells only).
  const cellTexts = cellTextsOf(rows);
  return {
    name: source.name,
    title: String(source.title),
    ...(isMessage(source.title) ? { titleText: cellText(source.title) } : {}),
    columns: source.columns,
    rows: cellTexts ? rows.map(withoutRowTexts) : rows,
    ...(cellTexts ? { cellTexts } : {}),
  };
}

export async function collectDatasets(
  db: DbOrTx,
  sources: readonly DatasetSource[],
): Promise<ReportDataset[]> {
  const out: ReportDataset[] = [];
  const earlier = new Map<string, RawRows>();
  // Raw rows are kept only for the datasets a later one derives from.
  const keep = new Set(sources.flatMap((s) => ('from' in s ? [s.from] : [])));
  // One after another: PGlite runs one query at a time anyway, and a pool keeps its slots.
  for (const s of sources) out.push(await collectDataset(db, s, earlier, keep));
  return out;
}

const BATCH_ROWS = 1000;

/**
 * Calls `onRows` with converted rows, at most BATCH_ROWS at a time. SQL datasets are read
 * through a cursor inside a read-only transaction; `onRows` may wait (backpressure).
 */
export async function streamDataset(
  database: Pick<Database, 'db'>,
  source: DatasetSource,
  onRows: (rows: Record<string, unknown>[]) => Promise<void>,
): Promise<void> {
  if (!('query' in source)) {
    for (let i = 0; i < source.rows.length; i += BATCH_ROWS) {
      await onRows(
        source.rows
          .slice(i, i + BATCH_ROWS)
          .map((r) => convertRow(source.columns, r, source.texts)),
      );
    }
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`declare report_rows no scroll cursor for ${source.query}`);
    for (;;) {
      const batch = await queryRows(tx, sql.raw(`fetch ${BATCH_ROWS} from report_rows`));
      if (batch.length === 0) break;
      await onRows(batch.map((r) => convertRow(source.columns, r, source.texts)));
      if (batch.length < BATCH_ROWS) break;
    }
    await tx.execute(sql`close report_rows`);
  });
}
