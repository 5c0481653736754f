// Idempotency-Key for saves a client may send twice: a bill saved while the connection drops
// is retried by the browser when it is back, and must not become two bills. The first request
// with a key claims it (a row per company, route and key); its answer is stored when it
// succeeds; a retry with the same key waits for the first to finish and gets that same answer.
// A refused first request (4xx, 5xx) releases the key: a 4xx saved nothing, and a 5xx is
// answered to a client that is online and asks its user again (a retry then uses a new key).
//
// Use on a route: `app.post('/', { ...idempotent(ctx), schema }, handler)`; requests without
// the header are untouched.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from './app-context.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { badRequest, HttpError } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** How long a retry waits for the first request to finish before answering 409. */
const WAIT_MS = 10_000;
const POLL_MS = 100;
/** A claim still without an answer after this long belongs to a request that never finished. */
const STALE_MS = 5 * 60_000;
const KEEP_DAYS = 7;

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 200 visible characters.',
  otherRequest: 'This Idempotency-Key was already used for a different request.',
  inProgress: 'This save is still being processed. Please wait a moment.',
  unconfirmed:
    'This save was interrupted and could not be confirmed. Check the list before saving it again.',
} as const;

interface Claim {
  companyId: number;
  scope: string;
  key: string;
  stored?: boolean;
}

const claims = new WeakMap<FastifyRequest, Claim>();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function idempotent(ctx: Pick<AppContext, 'db' | 'now'>) {
  const where = (c: Claim) =>
    and(
      eq(idempotencyKeys.companyId, c.companyId),
      eq(idempotencyKeys.scope, c.scope),
      eq(idempotencyKeys.key, c.key),
    );

  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined || !request.auth) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.badKey);
    const claim: Claim = {
      companyId: request.auth.companyId,
      scope: `${request.method} ${request.routeOptions.url?.replace(/\/$/, '')}`,
      key,
    };
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(request.body ?? null))
      .digest('hex');
    const now = ctx.now();
    await ctx.db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.companyId, claim.companyId),
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_DAYS * 86_400_000)),
        ),
      );
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const inserted = await ctx.db
        .insert(idempotencyKeys)
        .values({ ...claim, userId: request.auth.userId, fingerprint, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) {
        claims.set(request, claim);
        return;
      }
      const [row] = await ctx.db.select().from(idempotencyKeys).where(where(claim));
      if (row) {
        if (row.fingerprint !== fingerprint)
          throw new HttpError(422, 'Invalid request', IDEMPOTENCY_MESSAGES.otherRequest);
        if (row.statusCode !== null) {
          return reply
            .header('Idempotent-Replayed', 'true')
            .status(row.statusCode)
            .send(row.response);
        }
        if (now.getTime() - row.createdAt.getTime() > STALE_MS)
          throw new HttpError(409, 'Save unconfirmed', IDEMPOTENCY_MESSAGES.unconfirmed);
      }
      if (Date.now() > deadline) {
        throw new HttpError(409, 'Save in progress', IDEMPOTENCY_MESSAGES.inProgress, undefined, {
          retryAfterSeconds: 2,
        });
      }
      // The first request is still running (or has just released the key): look again.
      await sleep(POLL_MS);
    }
  }

  /** A success is stored before it is sent (the object, ahead of compression). */
  async function preSerialization(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = claims.get(request);
    if (!claim || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const id = (payload as { id?: unknown } | null)?.id;
    await ctx.db
      .update(idempotencyKeys)
      .set({
        statusCode: reply.statusCode,
        response: payload ?? null,
        resourceId: typeof id === 'number' ? id : null,
      })
      .where(where(claim));
    claim.stored = true;
    return payload;
  }

  /** Anything but a stored success releases the key: nothing was saved under it. */
  async function onResponse(request: FastifyRequest) {
    const claim = claims.get(request);
    if (!claim || claim.stored) return;
    try {
      await ctx.db.delete(idempotencyKeys).where(where(claim));
    } catch (error) {
      request.log.error({ err: error }, 'idempotency key not released');
    }
  }

  return { preHandler, preSerialization, onResponse };
}
