// GETs the first screen needs, started as the app starts (main.tsx) and handed to the screen's
// query when it asks: they run while the screen's code downloads, not after it has loaded and
// rendered (issue 14). An answer is handed over once, and only while it is fresh; any later
// ask goes to the server.
import { api } from './client.ts';

/** As long as the query client counts an answer fresh (app/query-client.ts). */
const FRESH_MS = 30_000;

const started = new Map<string, { answer: Promise<unknown>; at: number }>();

export function startGet(path: string): void {
  const answer = api.get<unknown>(path);
  answer.catch(() => undefined); // a failure is the screen's to show, when it asks
  started.set(path, { answer, at: Date.now() });
}

/** The answer of a GET started early, or a request now. */
export function earlyGet<T>(path: string): Promise<T> {
  const early = started.get(path);
  started.delete(path);
  if (early && Date.now() - early.at < FRESH_MS) return early.answer as Promise<T>;
  return api.get<T>(path);
}
