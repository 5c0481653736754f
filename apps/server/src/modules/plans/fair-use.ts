// Fair usage (spec section 9): per-company ceilings on requests and on new documents a minute.
// Above one, the call is refused with 429, a message and Retry-After: slowed, never dropped.
// The counters are the database-backed fixed windows of platform/rate-limit.ts, so every
// server process shares them.
import type { FastifyInstance } from 'fastify';
import { PLAN_MESSAGES } from '@hisaab/shared/plans';
import type { AppContext } from '../../platform/app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { FairUseConfig } from '../../platform/config.ts';
import { tooManyRequests } from '../../platform/errors.ts';
import { hitRateLimit } from '../../platform/rate-limit.ts';

const WINDOW_SECONDS = 60;

/** Counts one new document of the company; throws 429 above the ceiling. */
export async function limitDocumentCreation(
  db: DbOrTx,
  fairUse: FairUseConfig,
  companyId: number,
  now: Date,
): Promise<void> {
  const limit = fairUse.documentsPerMinute;
  if (limit <= 0) return;
  const hit = await hitRateLimit(db, `fair:documents:${companyId}`, limit, WINDOW_SECONDS, now);
  if (!hit.allowed) {
    throw tooManyRequests(
      PLAN_MESSAGES.fairUseDocuments(limit, hit.retryAfterSeconds),
      hit.retryAfterSeconds,
    );
  }
}

/**
 * Counts every API call made with a valid access token against its company. Runs before the
 * route's own checks; a missing or bad token is left for the route to answer 401.
 */
export function registerFairUse(app: FastifyInstance, ctx: AppContext): void {
  const limit = ctx.config.fairUse.requestsPerMinute;
  if (limit <= 0) return;
  app.addHook('onRequest', async (request) => {
    if (!request.url.toLowerCase().startsWith('/api/')) return;
    const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
    if (!match) return;
    const now = ctx.now();
    const claims = await ctx.tokens.verifyAccess(match[1]!.trim(), now);
    if (!claims) return;
    const key = `fair:requests:${claims.companyId}`;
    const hit = await hitRateLimit(ctx.db, key, limit, WINDOW_SECONDS, now);
    if (!hit.allowed) {
      throw tooManyRequests(
        PLAN_MESSAGES.fairUseRequests(limit, hit.retryAfterSeconds),
        hit.retryAfterSeconds,
      );
    }
  });
}
