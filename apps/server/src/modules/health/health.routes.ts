import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReply, healthUnavailableReply, versionReply } from '@hisaab/shared/replies/health';
import type { AppContext } from '../../platform/app-context.ts';
import { DATABASE_UNAVAILABLE } from '../../platform/errors.ts';
import { rootCause } from '../../db/errors.ts';
import { tk } from '@hisaab/shared/i18n/messages';

/** A health check answers within this even when the database hangs. */
const HEALTH_TIMEOUT_MS = 3_000;

/**
 * Resolves when the database answers within the timeout, else rejects: `select 1`, or on the
 * embedded database's thread (the server's default) its own answer (db/client.ts Database.ping),
 * which does not wait behind another request's transaction.
 */
async function pingDatabase(ctx: AppContext): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('health check timed out')), HEALTH_TIMEOUT_MS);
  });
  try {
    const answer = ctx.pingDatabase ? ctx.pingDatabase() : ctx.db.execute(sql`select 1`);
    await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // For load balancers and monitors: 200 while the database answers, 503 while it does not.
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          response: {
            200: healthReply,
            503: healthUnavailableReply,
          },
        },
      },
      async (request, reply) => {
        try {
          await pingDatabase(ctx);
          return { status: 'ok' as const };
        } catch (error) {
          request.log.warn(`health check: the database does not answer (${rootCause(error)})`);
          return reply
            .status(503)
            .header('Retry-After', '5')
            .send({
              status: 'unavailable' as const,
              title: tk('Service unavailable'),
              detail: DATABASE_UNAVAILABLE,
            });
        }
      },
    );
    for (const url of ['/version.json', '/api/version.json']) {
      app.get(
        url,
        { schema: { tags: ['health'], response: { 200: versionReply } } },
        async () => ctx.config.version,
      );
    }
  };
