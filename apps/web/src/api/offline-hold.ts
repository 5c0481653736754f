// Saves that survive a dropped connection. A held request is sent with an Idempotency-Key;
// when the network fails it waits for the browser to be back online (or tries again every
// few seconds while the server is out of reach) and is sent again with the same key, so the
// server saves it once. Screens learn how many saves are waiting through useHeldSaves().
import { useSyncExternalStore } from 'react';
import { ERROR_CODES } from '@hisaab/shared/error-codes';

export const RETRY_WHILE_ONLINE_MS = 5_000;
let held = 0;
const listeners = new Set<() => void>();

function setHeld(n: number) {
  held = n;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many saves are waiting for the connection. */
export function heldSaves(): number {
  return held;
}

export function useHeldSaves(): number {
  return useSyncExternalStore(subscribe, heldSaves, () => 0);
}

/** 32 hex characters from the browser's random source (also on plain http, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Resolves when the browser says it is online again, or after `ms` while it says it is. */
function nextChance(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    window.addEventListener('online', done);
    // Offline: only the online event helps. Online but unreachable: look again in a while.
    const timer = navigator.onLine ? setTimeout(done, ms) : undefined;
  });
}

async function isInProgress(res: Response): Promise<boolean> {
  if (res.status !== 409) return false;
  try {
    const body = (await res.clone().json()) as { code?: unknown; retryAfterSeconds?: unknown };
    // By the reply's code, never its (translated) title; a wait is as good a sign.
    return body.code === ERROR_CODES.saveInProgress || typeof body.retryAfterSeconds === 'number';
  } catch {
    return false;
  }
}

/**
 * Sends until an answer arrives. A network failure (fetch rejects with a TypeError) or the
 * browser being offline holds the request until the connection is back; every attempt is
 * the same request with the same key, so the server answers the first result.
 */
export async function sendHeld(attempt: () => Promise<Response>): Promise<Response> {
  let waiting = false;
  const wait = async () => {
    if (!waiting) setHeld(held + 1);
    waiting = true;
    await nextChance(RETRY_WHILE_ONLINE_MS);
  };
  try {
    for (;;) {
      if (!navigator.onLine) {
        await wait();
        continue;
      }
      let res: Response;
      try {
        res = await attempt();
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
        await wait();
        continue;
      }
      if (await isInProgress(res)) {
        await sleep(1_000);
        continue;
      }
      return res;
    }
  } finally {
    if (waiting) setHeld(held - 1);
  }
}
