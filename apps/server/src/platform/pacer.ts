// Long work on the server's one thread (reading a 2B, matching it, checking an import's rows)
// lets other requests in as it goes (issue 37). By time, not by a count of steps: a request
// running beside it waits up to one slice at each of its awaits, and a count's slice grows with
// the machine's load (2,000 2B documents held the thread 70–490 ms at load 5–9).
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a slice may hold the event loop. */
export const SLICE_MS = 15;
/** Steps taken between looks at the clock (a look costs about as much as a few steps). */
const STEPS_PER_LOOK = 100;

/** A pace for one piece of work: await it after each step; it yields once a slice is used up. */
export function pacer(sliceMs = SLICE_MS): () => Promise<void> {
  let steps = 0;
  let since = performance.now();
  return async () => {
    if (++steps % STEPS_PER_LOOK !== 0 || performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}
