// The server's side of the embedded database's thread (pglite-worker.ts): starts the worker,
// and gives node-postgres a connection to it as a stream (a MessagePort each), so the server
// reaches PGlite as it reaches PostgreSQL (client.ts openPgliteThread, the server's way unless PGLITE_THREAD=0).
// No socket or port is opened: nothing else on the machine can connect to the database.
//
// Chosen over the two ways PGlite's own packages show (issue 37):
// - @electric-sql/pglite-socket's server in the worker, node-postgres on a unix socket or a
//   loopback port. Its idea is kept (the client's bytes handed to execProtocolRawStream), not
//   the package: each release pins one PGlite (0.2.17 wants 0.5.14, this is 0.5.16); a socket
//   is a way in for any local user, with no password (PGlite has no authentication); a unix
//   socket's path is limited to 107 bytes (DATA_DIR may be deeper) and in-memory databases
//   would need one somewhere too.
// - A message protocol of our own (query, exec, begin/commit under a lock) with drizzle's
//   pg-proxy driver: a third driver, with PGlite's result shapes and errors and a transaction
//   lock of our own, where the wire protocol lets PostgreSQL's path run unchanged (its errors,
//   isDatabaseUnavailable, retries, named prepared statements kept by node-postgres).
import { Duplex } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { DumpHooks } from './pglite-backup.ts';

// What the two threads say to each other.
export interface WorkerStart {
  dataDir: string | null;
  template: string;
  /**
   * One float, shared with the server's thread: when the statement in progress began (ms since
   * the epoch), 0 between statements. The server's thread reads it to know this thread is busy
   * rather than gone, without waiting for it (a health check during a long import).
   */
  busySince: SharedArrayBuffer;
}

/** What the server's thread sends. */
export type ToWorker =
  | { type: 'connect'; port: MessagePort }
  | { type: 'ping'; id: number }
  /** `wait`: after the held section, wait for `pack` before packing (DumpHooks.copied). */
  | { type: 'dump'; id: number; wait?: boolean }
  | { type: 'pack'; id: number }
  | { type: 'close'; id: number };

/** What this thread answers. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string; stack?: string }
  /** The dump's held section is over: the database serves statements again. */
  | { type: 'copied'; id: number }
  | { type: 'dumped'; id: number; bytes: Uint8Array }
  | { type: 'closed'; id: number }
  | { type: 'pong'; id: number }
  | { type: 'error'; id: number; message: string };

/**
 * The worker: the compiled bundle's dist/pglite-worker.js under `npm start`
 * (scripts/build-server.mjs defines HISAAB_SERVER_BUNDLE), else this folder's TypeScript,
 * loaded through tsx's loader registered in the worker itself (Node 20 does not pass a
 * `--import` loader on to a worker's first module).
 */
function newWorker(workerData: WorkerStart): Worker {
  if (process.env.HISAAB_SERVER_BUNDLE === '1')
    return new Worker(new URL('../../dist/pglite-worker.js', import.meta.url), { workerData });
  // tsx's ESM entry (its exports' "import" condition), found from its package.json.
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = pathToFileURL(path.join(path.dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const file = new URL('./pglite-worker.ts', import.meta.url).href;
  const start = `import(${JSON.stringify(tsx)})
    .then(({ register }) => (register(), import(${JSON.stringify(file)})))`;
  return new Worker(start, { eval: true, workerData });
}

/** A statement running longer counts as the database not answering (openPostgres's timeout). */
const STUCK_MS = 60_000;

/** One connection to the worker, as node-postgres uses a socket. */
class WorkerConnection extends Duplex {
  private port: MessagePort | null = null;

  constructor(
    private readonly worker: Worker,
    private readonly ended: () => Error | null,
  ) {
    super();
  }

  // What node-postgres calls on a socket.
  connect(): this {
    const ended = this.ended();
    if (ended) {
      process.nextTick(() => this.destroy(Object.assign(ended, { code: 'ECONNREFUSED' })));
      return this;
    }
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    port1.on('message', (bytes: Uint8Array) =>
      this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)),
    );
    port1.on('close', () => {
      this.port = null;
      this.push(null);
      this.destroy();
    });
    this.worker.postMessage({ type: 'connect', port: port2 } satisfies ToWorker, [port2]);
    process.nextTick(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    if (!this.port)
      return done(Object.assign(new Error('Connection terminated'), { code: 'EPIPE' }));
    this.port.postMessage(new Uint8Array(chunk));
    done();
  }

  override _final(done: () => void): void {
    this.port?.close();
    done();
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void): void {
    this.port?.close();
    this.port = null;
    done(error);
  }
}

export interface PgliteThread {
  /** A new wire-protocol connection (node-postgres's `stream` option). */
  connection(): Duplex;
  /**
   * The data directory as a tar.gz (a backup), made on the worker: the database is held only
   * while its files are copied (pglite-backup.ts); `hooks.copied` runs once it is released,
   * before the copy is packed.
   */
  dump(hooks?: DumpHooks): Promise<Uint8Array>;
  /**
   * Resolves when the worker answers, or at once while it runs a statement (for less than a
   * minute): it is alive, and the answer does not wait for it.
   */
  ping(): Promise<void>;
  /** Closes the database cleanly (after the statement in progress) and ends the worker. */
  close(): Promise<void>;
}

/**
 * Starts the worker, which opens the database in `dataDir` (in memory when null) as
 * client.ts's openPgliteHere does: from `template` when the directory is empty, migrations
 * applied. Resolves once it is ready; rejects with the worker's error.
 */
export async function startPgliteThread(
  dataDir: string | null,
  template: string,
): Promise<PgliteThread> {
  const busySince = new SharedArrayBuffer(8);
  const busy = new Float64Array(busySince);
  const worker = newWorker({ dataDir, template, busySince });
  const waiting = new Map<
    number,
    { resolve: (m: FromWorker) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  /** What a dump with hooks does once its held section is over, by the dump's id. */
  const copied = new Map<number, () => void>();
  let exited: Error | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'failed')
        reject(Object.assign(new Error(message.message), { stack: message.stack }));
      else if (message.type === 'copied') copied.get(message.id)?.();
      else {
        const call = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.type === 'error') call?.reject(new Error(message.message));
        else call?.resolve(message);
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      exited = new Error(`The embedded database's thread ended (exit code ${code})`);
      reject(exited);
      for (const call of waiting.values()) call.reject(exited);
      waiting.clear();
    });
  });
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  const ask = (
    message: { type: 'dump'; wait?: boolean } | { type: 'close' | 'ping' },
    onCopied?: (id: number) => void,
  ): Promise<FromWorker> =>
    new Promise((resolve, reject) => {
      if (exited) return reject(exited);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      if (onCopied) copied.set(id, () => onCopied(id));
      worker.postMessage({ ...message, id } satisfies ToWorker);
    });

  let closing: Promise<void> | null = null;
  return {
    connection: () => new WorkerConnection(worker, () => exited),
    async ping() {
      // Busy with a statement: alive, unless it has run longer than PostgreSQL would let it.
      const since = busy[0]!;
      if (since !== 0 && !exited) {
        if (Date.now() - since > STUCK_MS)
          throw new Error(`a statement has run for over ${STUCK_MS / 1000} s`);
        return;
      }
      await ask({ type: 'ping' });
    },
    async dump(hooks?: DumpHooks) {
      let hookFailed: unknown = null;
      const onCopied = hooks?.copied
        ? (id: number) => {
            copied.delete(id);
            void hooks.copied!()
              .catch((error: unknown) => (hookFailed = error))
              .finally(() => worker.postMessage({ type: 'pack', id } satisfies ToWorker));
          }
        : undefined;
      const reply = await ask({ type: 'dump', wait: Boolean(onCopied) }, onCopied);
      if (hookFailed) throw hookFailed;
      if (reply.type !== 'dumped') throw new Error('no dump');
      return reply.bytes;
    },
    close() {
      closing ??= (async () => {
        if (exited) return;
        const ended = new Promise((resolve) => worker.once('exit', resolve));
        await ask({ type: 'close' });
        await ended;
      })();
      return closing;
    },
  };
}
