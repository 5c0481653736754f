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
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from './app-context.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { executeKept, type KeptStatement } from '../db/insert-rows.ts';
import { badRequest, HttpError } from './errors.ts';
import { ERROR_CODES } from '@hisaab/shared/error-codes';
import { tk } from '@hisaab/shared/i18n/messages';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** How long a retry waits for the first request to finish before answering 409. */
const WAIT_MS = 10_000;
const POLL_MS = 100;
/** A claim still without an answer after this long belongs to a request that never finished. */
const STALE_MS = 5 * 60_000;
const KEEP_DAYS = 7;

export const IDEMPOTENCY_MESSAGES = {
  badKey: tk('Idempotency-Key must be 1 to 200 visible characters.'),
  otherRequest: tk('This Idempotency-Key was already used for a different request.'),
  inProgress: tk('This save is still being processed. Please wait a moment.'),
  unconfirmed: tk(
    'This save was interrupted and could not be confirmed. Check the list before saving it again.',
  ),
} as const;

interface Claim {
  companyId: number;
  scope: string;
  key: string;
  stored?: boolean;
}

const claims = new WeakMap<FastifyRequest, Claim>();

// The two statements every save with a key runs, kept and prepared by name (executeKept) rather
// than built by drizzle each time (bench/save-cpu.ts SAVE_BROWSER=1).
/**
 * The company's expired keys purged and this key claimed in one round trip. The claim reads the
 * purge (the count), so the purge runs first and an expired row of the same key is gone before
 * the claim's conflict check, as when they were two statements.
 */
const CLAIM: KeptStatement = {
  name: 'hisaab_idempotency_claim',
  text: `with purge as (
      delete from idempotency_keys where company_id = $1::integer and created_at < $2::timestamptz
      returning 1
    )
    insert into idempotency_keys (company_id, scope, key, user_id, fingerprint, created_at)
    select $1, $3::text, $4::text, $5::integer, $6::text, $7::timestamptz where (select count(*) from purge) >= 0
    on conflict do nothing
    returning key`,
};
const STORE: KeptStatement = {
  name: 'hisaab_idempotency_store',
  text: `update idempotency_keys set status_code = $4::integer, response = $5::jsonb, resource_id = $6::integer
    where company_id = $1::integer and scope = $2::text and key = $3::text`,
};
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
    const cutoff = new Date(now.getTime() - KEEP_DAYS * 86_400_000).toISOString();
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const inserted = (
        await executeKept(ctx.db, CLAIM, [
          claim.companyId,
          cutoff,
          claim.scope,
          claim.key,
          request.auth.userId,
          fingerprint,
          now.toISOString(),
        ])
      ).rows;
      if (inserted.length > 0) {
        claims.set(request, claim);
        return;
      }
      const [row] = await ctx.db.select().from(idempotencyKeys).where(where(claim));
      if (row) {
        if (row.fingerprint !== fingerprint)
          throw new HttpError(422, tk('Invalid request'), IDEMPOTENCY_MESSAGES.otherRequest);
        if (row.statusCode !== null) {
          return reply
            .header('Idempotent-Replayed', 'true')
            .status(row.statusCode)
            .send(row.response);
        }
        if (now.getTime() - row.createdAt.getTime() > STALE_MS)
          throw new HttpError(409, tk('Save unconfirmed'), IDEMPOTENCY_MESSAGES.unconfirmed);
      }
      if (Date.now() > deadline) {
        throw new HttpError(
          409,
          tk('Save in progress'),
          IDEMPOTENCY_MESSAGES.inProgress,
          undefined,
          { retryAfterSeconds: 2 },
          ERROR_CODES.saveInProgress,
        );
      }
      // The first request is still running (or has just released the key): look again.
      await sleep(POLL_MS);
    }
  }

  /**
   * A success is stored before it is sent (ahead of compression): the reply's JSON, made once by
   * the route's serializer and then sent as it is, not serialised again for the reply.
   */
  async function preSerialization(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = claims.get(request);
    if (!claim || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const id = (payload as { id?: unknown } | null)?.id;
    // The routes' serializer (fastify-type-provider-zod) answers JSON text.
    const json =
      payload === null || payload === undefined ? null : (reply.serialize(payload) as string);
    await executeKept(ctx.db, STORE, [
      claim.companyId,
      claim.scope,
      claim.key,
      reply.statusCode,
      json,
      typeof id === 'number' ? id : null,
    ]);
    if (json !== null) reply.serializer(() => json);
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
