// Whether an access token still speaks for its user: the user still exists in the token's
// company, and its token version (raised on logout and password reset) is the one the token
// carries. The user's roles are read here too, so a demotion counts from the next request.
//
// Each process keeps what it read for a short while (USER_STATE_CACHE_MS) and forgets a user
// as soon as it changes them itself. Another server process sees the change when its own copy
// runs out: at most that long. bench/auth-check.ts measures the lookup this saves.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';

export const USER_STATE_CACHE_MS = 2_000;
const MAX_ENTRIES = 10_000;

export interface UserState {
  companyId: number;
  roles: string[];
  tokenVersion: number;
  /** The language the user chose (migration 0035); null until they choose. */
  language: string | null;
}

export async function loadUserState(db: DbOrTx, userId: number): Promise<UserState | null> {
  const [row] = await db
    .select({
      companyId: users.companyId,
      roles: users.roles,
      tokenVersion: users.tokenVersion,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export class UserStateCache {
  // Promises, so the parallel calls of one screen share one lookup.
  private readonly entries = new Map<
    number,
    { state: Promise<UserState | null>; loadedAtMs: number }
  >();

  constructor(
    private readonly db: DbOrTx,
    /** 0 reads the database on every request. */
    private readonly ttlMs: number = USER_STATE_CACHE_MS,
  ) {}

  get(userId: number, now: Date): Promise<UserState | null> {
    const nowMs = now.getTime();
    const hit = this.entries.get(userId);
    if (hit && nowMs >= hit.loadedAtMs && nowMs - hit.loadedAtMs < this.ttlMs) return hit.state;
    const state = loadUserState(this.db, userId);
    if (this.ttlMs > 0) {
      this.entries.delete(userId);
      this.entries.set(userId, { state, loadedAtMs: nowMs });
      // Oldest first in a Map: a bounded cache without a library.
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      state.catch(() => {
        if (this.entries.get(userId)?.state === state) this.entries.delete(userId);
      });
    }
    return state;
  }

  /** Called after a change to the user commits: this process sees it on the next request. */
  forget(userId: number): void {
    this.entries.delete(userId);
  }
}
