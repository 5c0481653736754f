import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';

const versionSchema = z.object({ name: z.string(), version: z.string(), commit: z.string() });

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          response: {
            200: z.object({ status: z.literal('ok') }),
            503: z.object({ status: z.literal('unavailable') }),
          },
        },
      },
      async (_request, reply) => {
        try {
          await ctx.db.execute(sql`select 1`);
          return { status: 'ok' as const };
        } catch {
          return reply.status(503).send({ status: 'unavailable' as const });
        }
      },
    );
    for (const url of ['/version.json', '/api/version.json']) {
      app.get(
        url,
        { schema: { tags: ['health'], response: { 200: versionSchema } } },
        async () => ctx.config.version,
      );
    }
  };
