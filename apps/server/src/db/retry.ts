// Every transaction the server opens (db.transaction) runs again when it collided with another:
// a serialization failure or a deadlock rolled it back whole, so a second run starts clean.
// A few tries with a short random wait; what still collides reaches the error handler, which
// answers 409 (platform/errors.ts). Savepoints (tx.transaction) are left alone: only the
// outermost transaction can be run again.
import { isCollision } from './errors.ts';

/** What this needs of a database (declared here: client.ts, which has Db, imports this). */
interface Transacting {
  transaction: (...args: never[]) => Promise<unknown>;
}

export const TRANSACTION_TRIES = 3;
/** The longest wait between tries (ms); each wait is random up to this, times the try. */
const MAX_WAIT_MS = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function retryCollidingTransactions<D extends Transacting>(db: D): D {
  const open = db.transaction.bind(db) as (
    ...args: Parameters<D['transaction']>
  ) => Promise<unknown>;
  db.transaction = (async (...args: Parameters<D['transaction']>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await open(...args);
      } catch (error) {
        if (attempt >= TRANSACTION_TRIES || !isCollision(error)) throw error;
        // Jittered, so the colliding transactions do not meet again at once.
        await sleep(Math.random() * MAX_WAIT_MS * attempt);
      }
    }
  }) as D['transaction'];
  return db;
}
