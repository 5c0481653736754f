// Named prepared statements on PGlite. PGlite's query() parses and plans every statement anew
// (an unnamed Parse each time), and drizzle's PGlite driver ignores a statement's name. A bill's
// save is one large statement (insertChain): planning it in WebAssembly on every save was most
// of the embedded server's time a save (bench/save-throughput.ts). Here a kept statement is
// parsed once per database under its name, and each run sends only Bind and Execute, as
// node-postgres does for a named statement on PostgreSQL; PostgreSQL then keeps its plan.
import { parse, PGlite, protocol, types, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

/** The PGlite a transaction handle runs on (see keepTransactionsTraceable). */
const ON = Symbol('the PGlite a transaction runs on');

/**
 * PGlite's transaction handle does not say which database it belongs to; this marks each handle
 * `client.transaction()` gives out with it, so a kept statement inside a transaction can be
 * sent to the same database by name.
 */
export function keepTransactionsTraceable(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => callback(Object.assign(tx, { [ON]: client })));
}

/**
 * The PGlite that drizzle's session client, a transaction handle, runs on; null for anything
 * else. Outside a transaction a kept statement goes the usual way: run by name there, it could
 * land inside another request's open transaction (PGlite's query() waits for that one to end).
 */
export function pgliteOfTransaction(client: unknown): PGlite | null {
  return (client as { [ON]?: PGlite } | null)?.[ON] ?? null;
}

/**
 * Runs a kept statement on the embedded database outside any transaction of the caller's, in a
 * transaction of its own: PGlite's transaction() waits for any other to end, so the named run
 * cannot land inside another request's, and the run keeps its generic plan (`set local`).
 * query() would parse and plan it every time (a bill's due, after a save's commit: 14 ms of
 * WebAssembly a save against 1-2 by name).
 */
export function executeNamedOutsideTransaction(
  pglite: PGlite,
  name: string,
  text: string,
  params: readonly unknown[],
): Promise<{ rows: Record<string, unknown>[] }> {
  return pglite.transaction(() => executeNamedOnPglite(pglite, name, text, params));
}

/** The PGlite instance itself (drizzle's session client outside a transaction); else null. */
export const pgliteItself = (client: unknown): PGlite | null =>
  client instanceof PGlite ? client : null;

/** Each database's statements parsed so far: name → the types of their parameters. */
const parsed = new WeakMap<PGlite, Map<string, number[]>>();

// As drizzle's PGlite driver reads rows: dates, instants and intervals stay text (drizzle's
// columns map them), like node-postgres with drizzle's type parsers.
const asText = (value: string) => value;
const ROWS_AS_DRIZZLE_READS = {
  parsers: {
    [types.TIMESTAMP]: asText,
    [types.TIMESTAMPTZ]: asText,
    [types.INTERVAL]: asText,
    [types.DATE]: asText,
    1231: asText, // numeric[]
    1115: asText, // timestamp[]
    1185: asText, // timestamptz[]
    1187: asText, // interval[]
    1182: asText, // date[]
  },
};

/**
 * The instance's parsers with ROWS_AS_DRIZZLE_READS over them, merged once: parseResults given
 * them as an option copies all of the instance's (one per type and array type) on every call,
 * 3-4 ms of a save's 87 on the embedded database (bench/save-cpu.ts).
 */
function parsersOf(pglite: PGlite): PGlite['parsers'] {
  let merged = mergedParsers.get(pglite.parsers);
  if (!merged) {
    merged = { ...pglite.parsers, ...ROWS_AS_DRIZZLE_READS.parsers };
    mergedParsers.set(pglite.parsers, merged);
  }
  return merged;
}
const mergedParsers = new WeakMap<object, PGlite['parsers']>();

/**
 * Runs `text` as the named statement `name` (parsed on first use), with `params`, inside the open
 * transaction on `pglite`, and answers its rows as objects. Errors are PGlite's own (with PostgreSQL's code), as query() throws them.
 * Each message batch ends with Sync, so after an error the session is ready again (the
 * transaction, if any, is then aborted, as with query()).
 */
export async function executeNamedOnPglite(
  pglite: PGlite,
  name: string,
  text: string,
  params: readonly unknown[],
): Promise<{ rows: Record<string, unknown>[] }> {
  const result = await pglite.runExclusive(async () => {
    let statements = parsed.get(pglite);
    if (!statements) parsed.set(pglite, (statements = new Map()));
    let paramTypes = statements.get(name);
    if (paramTypes === undefined) {
      const described = await pglite.execProtocolStream(
        Buffer.concat([
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      paramTypes = parse.parseDescribeStatementResults(described);
      statements.set(name, paramTypes);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await pglite.execProtocolStream(
      Buffer.concat([
        // A kept statement is run with its generic plan, made once, as its name promises:
        // PostgreSQL would otherwise plan each run for its values, which in WebAssembly cost a
        // sixth of a bill's statement. For the rest of this transaction only (its other
        // statements are the save's own, by id).
        serialize.query('set local plan_cache_mode = force_generic_plan'),
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, parsersOf(pglite)).at(-1);
  });
  return { rows: (result?.rows ?? []) as Record<string, unknown>[] };
}
