// /api/units: the company's units of measure and their GST unit codes. Every role reads them;
// Admin or Manager change them, like the items they belong to.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unitSchema, unitUqcSchema } from '@hisaab/shared/schemas/unit';
import { unitListReply, unitReply } from '@hisaab/shared/replies/units';
import type { AppContext } from '../../platform/app-context.ts';
import { dbId } from '../taxes/index.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { UNITS_FORBIDDEN, unitService } from './units.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const idParams = z.object({ id: dbId(tk('Invalid unit id')) });
const tags = ['units'];
const security = [{ bearer: [] }];

export const unitRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = unitService(ctx);
    // onRequest: a refused caller learns nothing about what it sent.
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    app.addHook('onRequest', requirePermission('readBooks', UNITS_FORBIDDEN));
    const writers = { onRequest: requirePermission('manageMasterData', UNITS_FORBIDDEN) };

    app.get(
      '/',
      { schema: { tags, security, response: { 200: unitListReply } } },
      async (request) => service.list(caller(request)),
    );

    app.post(
      '/',
      { ...writers, schema: { tags, security, body: unitSchema, response: { 201: unitReply } } },
      async (request, reply) =>
        reply.status(201).send(await service.create(caller(request), request.body.name)),
    );

    app.put(
      '/:id',
      {
        ...writers,
        schema: {
          tags,
          security,
          params: idParams,
          body: unitUqcSchema,
          response: { 200: unitReply },
        },
      },
      async (request) => service.setUqc(caller(request), request.params.id, request.body.uqc),
    );
  };
