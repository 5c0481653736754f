// POST /api/sync {entityType, name, extras}: creates an entity typed into an autocomplete
// ('Add a new entry'), or answers the existing one of that name. Only units so far.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { syncSchema } from '@hisaab/shared/schemas/unit';
import { unitReply } from '@hisaab/shared/replies/units';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { UNITS_FORBIDDEN, unitService } from '../units/index.ts';

export const syncRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const units = unitService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    app.addHook('onRequest', requirePermission('manageMasterData', UNITS_FORBIDDEN));

    // syncSchema refuses any entity type but 'unit' with 'Unsupported entity type.' (400).
    app.post(
      '/',
      {
        schema: {
          tags: ['sync'],
          security: [{ bearer: [] }],
          body: syncSchema,
          response: { 200: unitReply },
        },
      },
      async (request) => units.sync(caller(request), request.body.name),
    );
  };
