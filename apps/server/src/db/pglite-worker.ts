// The embedded database's own thread (a node:worker_threads Worker started by pglite-thread.ts).
// PGlite runs PostgreSQL in WebAssembly: a statement holds the thread it runs on until it ends.
// Here it runs beside the server's thread, which keeps answering requests meanwhile.
//
// The thread opens the database as the server did (template start, migrations: client.ts
// openPgliteHere) and then speaks PostgreSQL's wire protocol to the server's node-postgres
// pool: each connection is a MessagePort, its bytes are handed to PGlite as they come
// (execProtocolRawStream) and PGlite's reply bytes go back, as @electric-sql/pglite-socket does
// over a socket. PGlite has one session, so one connection at a time is served (the pool has
// one); a new connection starts from a clean session (the last one's transaction rolled back,
// its prepared statements and settings gone). Besides connections the thread takes a request
// for a backup (dump: only its copy of the files holds the database, the packing runs beside
// the connections' statements) and one to close the database.
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { openPgliteHere } from './client.ts';
import { copyPglite, packCopy } from './pglite-backup.ts';
import type { FromWorker, ToWorker, WorkerStart } from './pglite-thread.ts';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

const parent = parentPort!;
const { dataDir, template, busySince } = workerData as WorkerStart;
const busy = new Float64Array(busySince);

/** Runs `work` marked busy (WorkerStart.busySince). */
async function marked<T>(work: () => Promise<T>): Promise<T> {
  busy[0] = Date.now();
  try {
    return await work();
  } finally {
    busy[0] = 0;
  }
}

/** Everything that touches the database runs in this order, one thing at a time. */
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const done = queue.then(() => marked(work));
  queue = done.catch(() => undefined);
  return done;
}

/** Dumps waiting for the server's word to pack (ToWorker's dump with `wait`), by id. */
const packWhenTold = new Map<number, () => void>();

/** One wire-protocol connection from the server's pool. */
function serve(pglite: PGlite, port: MessagePort): void {
  let pending = Buffer.alloc(0);
  let started = false;
  let open = true;

  const reply = (bytes: Uint8Array) => {
    // A copy: PGlite reuses the memory its reply was read from.
    if (open && bytes.length > 0) port.postMessage(new Uint8Array(bytes));
  };

  /** The complete messages at the head of `pending`, taken off it; `startup` when one begins the session. */
  function takeMessages(): { messages: Buffer[]; startup: boolean } {
    const messages: Buffer[] = [];
    let startup = false;
    for (;;) {
      if (!started) {
        // Untyped: SSLRequest, CancelRequest or StartupMessage (length, then a code).
        if (pending.length < 8) break;
        const length = pending.readInt32BE(0);
        if (pending.length < length) break;
        const code = pending.readInt32BE(4);
        const message = pending.subarray(0, length);
        pending = pending.subarray(length);
        if (code === SSL_REQUEST) reply(Buffer.from('N'));
        else if (code === CANCEL_REQUEST)
          continue; // nothing to cancel from here
        else if (code === PROTOCOL_3) {
          started = startup = true;
          messages.push(message);
        } else throw new Error(`not a PostgreSQL startup message (${code})`);
        continue;
      }
      if (pending.length < 5) break;
      const length = 1 + pending.readInt32BE(1);
      if (pending.length < length) break;
      messages.push(pending.subarray(0, length));
      pending = pending.subarray(length);
    }
    return { messages, startup };
  }

  const end = () => {
    if (!open) return;
    open = false;
    port.close();
    // A transaction left open by a connection that went away is rolled back.
    void inTurn(async () => {
      if (pglite.isInTransaction()) await pglite.exec('rollback');
    }).catch(() => undefined);
  };

  port.on('message', (chunk: Uint8Array) => {
    if (!open) return;
    pending = pending.length ? Buffer.concat([pending, chunk]) : Buffer.from(chunk);
    let taken: ReturnType<typeof takeMessages>;
    try {
      taken = takeMessages();
    } catch {
      return end();
    }
    const { messages, startup } = taken;
    if (messages.length === 0) return;
    const terminate = messages.findIndex((m) => m[0] === 0x58); // 'X'
    const run = terminate === -1 ? messages : messages.slice(0, terminate);
    void inTurn(async () => {
      if (!open) return;
      // A new connection: the session as a new PostgreSQL backend would start it.
      if (startup) {
        if (pglite.isInTransaction()) await pglite.exec('rollback');
        await pglite.exec('discard all');
      }
      if (run.length > 0)
        await pglite.runExclusive(() =>
          pglite.execProtocolRawStream(Buffer.concat(run), { onRawData: reply }),
        );
    })
      .catch(() => end())
      .then(() => {
        if (terminate !== -1) end();
      });
  });
  port.on('close', end);
}

async function main(): Promise<void> {
  let pglite: PGlite;
  try {
    pglite = await openPgliteHere(dataDir, template);
  } catch (error) {
    const { message, stack } = error as Error;
    parent.postMessage({ type: 'failed', message: String(message), stack } satisfies FromWorker);
    return;
  }
  parent.on('message', (message: ToWorker) => {
    if (message.type === 'connect') serve(pglite, message.port);
    // At once: this thread is free whenever no statement is running.
    else if (message.type === 'ping')
      parent.postMessage({ type: 'pong', id: message.id } satisfies FromWorker);
    else if (message.type === 'dump') {
      const { id, wait } = message;
      // The held section in the database's turn; the packing after it, outside.
      inTurn(() => copyPglite(pglite))
        .then(async (copy) => {
          parent.postMessage({ type: 'copied', id } satisfies FromWorker);
          if (wait) await new Promise<void>((resolve) => packWhenTold.set(id, resolve));
          return packCopy(copy);
        })
        .then(
          (bytes) =>
            parent.postMessage({ type: 'dumped', id, bytes } satisfies FromWorker, [
              bytes.buffer as ArrayBuffer,
            ]),
          (error: Error) =>
            parent.postMessage({ type: 'error', id, message: error.message } satisfies FromWorker),
        );
    } else if (message.type === 'pack') {
      packWhenTold.get(message.id)?.();
      packWhenTold.delete(message.id);
    } else if (message.type === 'close') {
      // After what is in progress; the database is closed cleanly (a checkpoint).
      void inTurn(async () => {
        if (pglite.isInTransaction()) await pglite.exec('rollback');
        await pglite.close();
      }).then(
        () => {
          parent.postMessage({ type: 'closed', id: message.id } satisfies FromWorker);
          parent.close();
        },
        (error: Error) =>
          parent.postMessage({
            type: 'error',
            id: message.id,
            message: error.message,
          } satisfies FromWorker),
      );
    }
  });
  parent.postMessage({ type: 'ready' } satisfies FromWorker);
}

await main();
