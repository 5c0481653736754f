// Many rows in one INSERT with one array parameter per column (INSERT … SELECT FROM unnest):
// the statement has the same few parameters for 2 rows or 200. drizzle's multi-row VALUES
// builds every value as its own piece of SQL, which was most of a bill save's CPU in this
// process (bench/save-throughput.ts); this builds a handful. An import's 10,000 rows are still a
// few parameters, where VALUES would pass PostgreSQL's limit of 65,535.
import {
  getTableColumns,
  sql,
  type InferInsertModel,
  type InferSelectModel,
  type SQL,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * Inserts `rows` into `table` and answers the rows written (all columns, as drizzle's
 * `returning()` maps them), in the order given. A column no row sets takes its default; one
 * that some rows set is null in the others. `onConflict` is appended as written.
 */
export async function insertRows<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly InferInsertModel<T>[],
  onConflict?: SQL,
): Promise<InferSelectModel<T>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const given = [
    ...new Set(
      rows.flatMap((row) =>
        Object.entries(row as Record<string, unknown>)
          .filter(([, value]) => value !== undefined)
          .map(([key]) => key),
      ),
    ),
  ];
  const arrays = given.map((key) => {
    const column = columns[key]!;
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    });
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  const names = given.map((key) => sql.identifier(columns[key]!.name));
  const result = await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)})
        select * from unnest(${sql.join(arrays, sql`, `)}) ${onConflict ?? sql``} returning *`,
  );
  const written = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return written.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of Object.entries(columns)) {
      const value = row[column.name];
      out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return out as InferSelectModel<T>;
  });
}
