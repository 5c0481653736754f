// Many rows in one INSERT with one array parameter per column (INSERT … SELECT FROM unnest):
// the statement has the same few parameters for 2 rows or 200. drizzle's multi-row VALUES
// builds every value as its own piece of SQL, which was most of a bill save's CPU in this
// process (bench/save-throughput.ts); this builds a handful. An import's 10,000 rows are still a
// few parameters, where VALUES would pass PostgreSQL's limit of 65,535.
import {
  getTableColumns,
  getTableName,
  type InferInsertModel,
  type InferSelectModel,
} from 'drizzle-orm';
import type { PgColumn, PgSession, PgTable } from 'drizzle-orm/pg-core';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import type { DbOrTx } from './client.ts';
import {
  executeNamedOnPglite,
  executeNamedOutsideTransaction,
  pgliteItself,
  pgliteOfTransaction,
} from './pglite-kept.ts';
import { citusOf, type Citus } from './citus.ts';

type Row = Record<string, unknown>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The keys of the columns some row sets, in the order first seen. */
function givenKeys(rows: readonly Row[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) {
    for (const key in row) if (row[key] !== undefined) keys.add(key);
  }
  return [...keys];
}

/** One column's values across the rows, as the driver takes them (null where unset). */
function columnValues(column: PgColumn, key: string, rows: readonly Row[]): unknown[] {
  return rows.map((row) => {
    const value = row[key];
    return value === null || value === undefined ? null : column.mapToDriverValue(value);
  });
}

/**
 * The array literal node-postgres sends for an array parameter (its arrayString: every element
 * quoted, `\\` and `"` escaped, NULL unquoted), the same text built with one join: pg adds to
 * the literal element by element and runs two escaping regexes on each, and a bill's save sends
 * some 400 elements (one array per column, insertChain), most of what it allocated
 * (bench/save-cpu.ts SAVE_ALLOC=1). null for an element of another kind (a date, a buffer, a
 * nested array, an object): pg converts those itself.
 */
export function arrayLiteral(values: readonly unknown[]): string | null {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) parts[i] = 'NULL';
    else if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
      parts[i] = `"${value}"`;
    else if (typeof value === 'string')
      parts[i] = ESCAPED.test(value)
        ? `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
        : `"${value}"`;
    else return null;
  }
  return `{${parts.join(',')}}`;
}
const ESCAPED = /[\\"]/;

/** Array parameters as node-postgres's literals (arrayLiteral), others as they are. */
const withArrayLiterals = (params: unknown[]) =>
  params.map((p) => (Array.isArray(p) ? (arrayLiteral(p) ?? p) : p));

/** A statement whose text is built once: `name` must be unique to the text. */
export interface KeptStatement {
  name: string;
  text: string;
}

/**
 * Runs statement text already built, with its parameters, in the caller's transaction: what
 * drizzle's execute() does after building the text (its session, so PGlite and node-postgres
 * alike), for a statement whose text is kept instead of built again. `name` makes it a named
 * prepared statement on PostgreSQL: each connection parses and plans it once, and later saves
 * send only the parameters; on PGlite the same by pglite-kept.ts (outside the caller's
 * transaction, in one of its own).
 */
export async function executeKept(
  db: DbOrTx,
  statement: KeptStatement,
  params: unknown[],
): Promise<{ rows: Row[] }> {
  const session = (db as unknown as { session: PgSession }).session;
  const client = (session as unknown as { client: unknown }).client;
  const pglite = pgliteOfTransaction(client);
  if (pglite) return executeNamedOnPglite(pglite, statement.name, statement.text, params);
  const embedded = pgliteItself(client);
  if (embedded)
    return executeNamedOutsideTransaction(embedded, statement.name, statement.text, params);
  const prepared = session.prepareQuery(
    {
      sql: statement.text,
      params: session instanceof NodePgSession ? withArrayLiterals(params) : params,
    },
    undefined,
    statement.name,
    false,
  );
  return (await prepared.execute()) as { rows: Row[] };
}

/** A table's columns by key, listed once rather than by Object.entries on every row. */
function columnEntries(table: PgTable): [string, PgColumn][] {
  let entries = columnsOfTable.get(table);
  if (entries === undefined) {
    entries = Object.entries(getTableColumns(table));
    columnsOfTable.set(table, entries);
  }
  return entries;
}
const columnsOfTable = new WeakMap<PgTable, [string, PgColumn][]>();

/** A row as the database answered it (its column names) as drizzle's `returning()` maps it. */
export function rowOf<T extends PgTable>(table: T, row: Row): InferSelectModel<T> {
  const out: Row = {};
  for (const [key, column] of columnEntries(table)) {
    const value = row[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as InferSelectModel<T>;
}

/**
 * Inserts `rows` into `table` and answers the rows written (all columns, as drizzle's
 * `returning()` maps them), in the order given. A column no row sets takes its default; one
 * that some rows set is null in the others. `onConflict` (fixed text) is appended as written.
 * A chain of one insert.
 */
export async function insertRows<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly InferInsertModel<T>[],
  onConflict?: string,
): Promise<InferSelectModel<T>[]> {
  if (rows.length === 0) return [];
  const { written } = await insertChain(db, [{ name: 'w', table, rows, onConflict }]);
  return written.w as InferSelectModel<T>[];
}

/** One insert of a chain: see insertChain. Its SQL pieces are fixed text (no values). */
export interface ChainedInsert<T extends PgTable = PgTable> {
  /** Its name in the statement, for later steps to read what it wrote. */
  name: string;
  table: T;
  rows: readonly Partial<InferInsertModel<T>>[];
  /**
   * Columns whose values come from earlier steps, as SQL over `from` (e.g. `h.id`); the rows'
   * own columns are `u.<column>`, and `keys` are `u.<key>`.
   */
  linked?: Partial<Record<keyof InferInsertModel<T> & string, string>>;
  /** Arrays unnested beside the rows' columns but not inserted: what `from` joins on. */
  keys?: Record<string, { values: readonly unknown[]; type: string }>;
  /**
   * What follows `from unnest(…) as u`: the earlier steps read, e.g. `cross join h`. Rows are
   * inserted (and answered) in the order given: `u.ord` is each row's place.
   */
  from?: string;
  onConflict?: string;
  /** false: what it wrote is not answered (later steps and `also` may still read it). */
  answer?: boolean;
}

/**
 * A row of `alias` (a step of a chain) as the JSON that JSON.stringify makes of drizzle's row:
 * its keys, and instants as ISO strings in UTC with milliseconds. For an audit row written by
 * the same statement, equal to what reading the row back and stringifying it gives.
 */
export function jsonOfRow(table: PgTable, alias: string): string {
  const key = `${getTableName(table)} ${alias}`;
  let text = rowJsonTexts.get(key);
  if (text === undefined) {
    const pairs = Object.entries(getTableColumns(table)).map(([name, column]) => {
      const value = `${alias}.${quoted(column.name)}`;
      return `'${name}', ${
        column.getSQLType().startsWith('timestamp')
          ? `to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
          : value
      }`;
    });
    text = `jsonb_build_object(${pairs.join(', ')})`;
    rowJsonTexts.set(key, text);
  }
  return text;
}
const rowJsonTexts = new Map<string, string>();

/** The statement for one shape of chain (which steps, which columns), built once. */
const chainStatements = new Map<string, KeptStatement>();

/** Each fixed text a chain has been given, by number: as many as there are shapes. */
const textIds = new Map<string, number>();
function textId(text: string | undefined): number {
  if (text === undefined) return -1;
  let id = textIds.get(text);
  if (id === undefined) {
    id = textIds.size;
    textIds.set(text, id);
  }
  return id;
}

/**
 * Several inserts in one statement (data-modifying CTEs), each later one able to take columns
 * from what the earlier ones wrote: a bill's header, lines, taxes, payments and journal in one
 * round trip instead of five. Each step inserts from unnest(…), one array per column; a step that
 * reads an earlier one writes nothing when that one wrote nothing (a header whose number was
 * taken). A step without rows is left out (and answers none): no later step may read it then.
 * Answers every step's rows, mapped as drizzle's `returning()` maps them (rowOf), by name.
 *
 * The text is built by hand and kept per shape, not by drizzle's sql builder: building this
 * statement's ~100 pieces on every save was the largest part of a save's CPU in this process
 * (bench/save-throughput.ts).
 */
export async function insertChain(
  db: DbOrTx,
  allSteps: readonly ChainedInsert[],
  /** More to answer, as SQL over the steps (fixed text): name → expression. */
  also: Record<string, string> = {},
  /**
   * Statements (fixed text) the steps may read, before the first: `ctes` is their part of the
   * `with` list, reading `params` as $1, $2… (a new bill's number is taken here).
   */
  lead: { ctes: string; params: readonly unknown[] } | null = null,
): Promise<{ written: Record<string, Row[]>; also: Record<string, unknown> }> {
  let steps = allSteps.filter((step) => step.rows.length > 0);
  const session = (db as unknown as { session: PgSession }).session;
  const companyId = companyNodeOf(
    citusOf((session as unknown as { client: unknown }).client),
    steps,
  );
  // On Citus the rows take their ids first (the coordinator's sequences: on a worker an int
  // identity cannot be drawn), and the statement runs on the company's node (see below).
  if (companyId !== null) steps = await withIds(db, steps);
  const onNode = companyId !== null;
  const params: unknown[] = [...(lead?.params ?? [])];
  const shapes = steps.map((step) => {
    const rows = step.rows as readonly Row[];
    const columns = getTableColumns(step.table);
    const own = givenKeys(rows).map((key) => {
      const column = columns[key]!;
      params.push(columnValues(column, key, rows));
      return { name: column.name, type: arrayElementType(column.getSQLType()) };
    });
    const keys = Object.entries(step.keys ?? {}).map(([name, k]) => {
      params.push(k.values);
      return { name, type: k.type };
    });
    const linked = (Object.entries(step.linked ?? {}) as [string, string][]).map(
      ([key, value]) => ({ name: columns[key]!.name, value }),
    );
    return { step, own, keys, linked };
  });
  // The fixed texts (SQL of a few KiB: the audit row's JSON, the number's CTEs) by a small id,
  // not stringified into the key on every save.
  const shapeKey = JSON.stringify([
    shapes.map((s) => [
      s.step.name,
      getTableName(s.step.table),
      s.own,
      s.keys,
      s.linked.map((l) => [l.name, textId(l.value)]),
      textId(s.step.from),
      textId(s.step.onConflict),
      s.step.answer,
    ]),
    Object.entries(also).map(([name, expression]) => [name, textId(expression)]),
    textId(lead?.ctes),
    onNode,
  ]);
  let statement = chainStatements.get(shapeKey);
  if (statement === undefined) {
    let n = lead?.params.length ?? 0;
    const ctes = shapes.map((s) => {
      const targets = [...s.own.map((c) => c.name), ...s.linked.map((c) => c.name)].map(quoted);
      const selected = [
        ...s.own.map((c) => `u.${quoted(c.name)}`),
        ...s.linked.map((c) => c.value),
      ];
      const arrays = [...s.own, ...s.keys].map((c) => `$${++n}::${c.type}[]`);
      const aliases = [...s.own.map((c) => c.name), ...s.keys.map((k) => k.name)].map(quoted);
      return `${quoted(s.step.name)} as (insert into ${quoted(getTableName(s.step.table))} (${targets.join(', ')})
        ${onNode ? 'overriding system value' : ''}
        select ${selected.join(', ')}
        from unnest(${arrays.join(', ')}) with ordinality as u(${aliases.join(', ')}, ord)
        ${s.step.from ?? ''} order by u.ord ${s.step.onConflict ?? ''} returning *)`;
    });
    const answers = [
      ...shapes
        .filter(({ step }) => step.answer !== false)
        .map(({ step }) => [
          step.name,
          `(select coalesce(json_agg(${quoted(step.name)}), '[]') from ${quoted(step.name)})`,
        ]),
      ...Object.entries(also).map(([name, expression]) => [name, `(${expression})`]),
    ];
    const text = `with ${[...(lead ? [lead.ctes] : []), ...ctes].join(',\n')} select ${
      onNode
        ? // One value, as run_on_company_node answers; parameters are its array `args`.
          `jsonb_build_object(${answers.map(([name, value]) => `'${name}', ${value}`).join(', ')})`
        : answers.map(([name, value]) => `${value} as ${quoted(name!)}`).join(', ')
    }`;
    statement = {
      text: onNode ? text.replace(/\$(\d+)/g, (_, n: string) => `($1[${n}])`) : text,
      name: `hisaab_insert_chain_${chainStatements.size + 1}`,
    };
    chainStatements.set(shapeKey, statement);
  }
  const row = onNode
    ? await runOnCompanyNode(db, companyId, statement.text, params)
    : ((await executeKept(db, statement, params)).rows as Record<string, unknown>[])[0];
  return {
    written: Object.fromEntries(
      allSteps.map((step) => [
        step.name,
        ((row![step.name] ?? []) as Row[]).map((r) => rowOf(step.table, r)),
      ]),
    ),
    also: Object.fromEntries(Object.keys(also).map((name) => [name, row![name]])),
  };
}

/**
 * The company a chain writes when it can run on that company's Citus node: every step's table
 * is distributed by company and every row is the same company's. Null elsewhere (PostgreSQL,
 * PGlite, a reference table, rows of several companies).
 */
function companyNodeOf(citus: Citus | null, steps: readonly ChainedInsert[]): number | null {
  if (citus === null || steps.length === 0) return null;
  let company: unknown = undefined;
  for (const step of steps) {
    if (!citus.distributed.has(getTableName(step.table))) return null;
    for (const row of step.rows as readonly Row[]) {
      company ??= row.companyId;
      if (row.companyId !== company) return null;
    }
  }
  return typeof company === 'number' ? company : null;
}

/** A column's type as an array's element: serials are integers with a default. */
const arrayElementType = (type: string) =>
  type === 'serial' ? 'integer' : type === 'bigserial' ? 'bigint' : type;

/** The table's id column when a sequence gives it (serial or identity), else undefined. */
function sequencedId(table: PgTable): PgColumn | undefined {
  const id = getTableColumns(table).id;
  return id && (id.generatedIdentity !== undefined || id.columnType.includes('Serial'))
    ? id
    : undefined;
}

/**
 * The steps with each row's id drawn beforehand from its table's sequence, in one statement on
 * the coordinator: rising in the rows' order, as the insert would have given them (a batch's
 * rows find their header by that order).
 */
async function withIds(db: DbOrTx, steps: readonly ChainedInsert[]): Promise<ChainedInsert[]> {
  const needing = steps.filter(
    (step) =>
      sequencedId(step.table) !== undefined &&
      (step.rows as readonly Row[]).every((row) => row.id === undefined),
  );
  if (needing.length === 0) return [...steps];
  const { rows } = await executeKept(db, TAKE_IDS, [
    needing.flatMap((step) => step.rows.map(() => getTableName(step.table))),
  ]);
  const ids = (rows[0]!.ids as (number | string)[]).map(Number);
  let at = 0;
  return steps.map((step) => {
    if (!needing.includes(step)) return step;
    const taken = ids.slice(at, (at += step.rows.length)).sort((a, b) => a - b);
    return { ...step, rows: step.rows.map((row, i) => ({ ...row, id: taken[i] })) };
  });
}

const TAKE_IDS: KeptStatement = {
  name: 'hisaab_take_ids',
  text: `select array_agg(nextval(pg_get_serial_sequence(quote_ident(u.t), 'id')) order by u.o) as ids
    from unnest($1::text[]) with ordinality as u(t, o)`,
};

/** A parameter as the text run_on_company_node passes on (cast where the statement reads it). */
function paramText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const literal = arrayLiteral(value);
    if (literal === null) throw new Error('an array parameter of another kind than text');
    return literal;
  }
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * Runs a chain's statement (parameters as `$1[n]`) on the node holding the company's shards:
 * run_on_company_node (migration 0028) is delegated there by Citus, inside the caller's
 * transaction, so the statement writes only that node and the transaction commits on it alone.
 */
async function runOnCompanyNode(
  db: DbOrTx,
  companyId: number,
  text: string,
  params: readonly unknown[],
): Promise<Record<string, unknown>> {
  const { rows } = await executeKept(db, RUN_ON_COMPANY_NODE, [
    companyId,
    text,
    params.map(paramText),
  ]);
  return rows[0]!.result as Record<string, unknown>;
}

const RUN_ON_COMPANY_NODE: KeptStatement = {
  name: 'hisaab_run_on_company_node',
  text: 'select run_on_company_node($1::integer, $2::text, $3::text[]) as result',
};
