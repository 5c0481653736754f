// /api/godowns (issue 40 part 3): the company's godowns with how many items each holds. Every
// role reads them; Admin or Manager add, rename, mark the default and delete (spec section 6,
// masters). A stale edit or delete answers 409; another company's godown 404.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tk } from '@hisaab/shared/i18n/messages';
import { godownSchema } from '@hisaab/shared/schemas/godown';
import { godownListReply, godownReply } from '@hisaab/shared/replies/godowns';
import { noContent } from '@hisaab/shared/replies/transactions';
import type { AppContext } from '../../platform/app-context.ts';
import { dbId } from '../taxes/index.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { askedVersion, ifMatch } from '../../platform/versions.ts';
import { GODOWN_MESSAGES, godownService } from './godowns.service.ts';

const params = z.object({ id: dbId(tk('Invalid godown id')) });
const tags = ['godowns'];
const security = [{ bearer: [] }];

export const godownRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = godownService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    app.addHook('onRequest', requirePermission('readBooks', GODOWN_MESSAGES.forbidden));
    const writers = { onRequest: requirePermission('manageMasterData', GODOWN_MESSAGES.forbidden) };

    app.get(
      '/',
      { schema: { tags, security, response: { 200: godownListReply } } },
      async (request) => service.list(caller(request)),
    );

    app.post(
      '/',
      {
        ...writers,
        schema: { tags, security, body: godownSchema, response: { 201: godownReply } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(caller(request), request.body)),
    );

    app.put(
      '/:id',
      {
        ...writers,
        schema: { tags, security, params, body: godownSchema, response: { 200: godownReply } },
      },
      async (request) =>
        service.update(caller(request), request.params.id, {
          ...request.body,
          version: askedVersion(request.body, request.headers),
        }),
    );

    app.delete(
      '/:id',
      { ...writers, schema: { tags, security, params, response: { 204: noContent } } },
      async (request, reply) => {
        await service.remove(caller(request), request.params.id, ifMatch(request.headers));
        return reply.status(204).send(null);
      },
    );
  };
