// /api/taxes: taxes, tax groups (/groups) and item–group mapping (/items). Every role reads them
// (reports need them); Admin or Manager change them (spec section 6), each kind of write refused
// with the spec's message.
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_TAX_TYPE, taxSchema } from '@hisaab/shared/schemas/tax';
import { isoDate } from '@hisaab/shared/schemas/common';
import { taxListReply, taxReply } from '@hisaab/shared/replies/taxes';
import { dbId } from './ids.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { askedVersion, ifMatch, setVersionTag } from '../../platform/versions.ts';
import { TAX_FORBIDDEN, taxService } from './taxes.service.ts';
import { taxGroupRoutes } from './tax-groups.routes.ts';
import { tk } from '@hisaab/shared/i18n/messages';

/** A tax sent without a type is GST (spec section 3); a blank type is still refused. */
const taxBody = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v) && (v as { taxType?: unknown }).taxType == null
      ? { ...v, taxType: DEFAULT_TAX_TYPE }
      : v,
  taxSchema,
);
const idParams = z.object({ id: dbId(tk('Invalid tax id')) });
const listQuery = z.object({
  activeOn: z.preprocess(
    (v) => (v === '' ? undefined : v),
    isoDate(tk('Active on must be a yyyy-mm-dd date.')).optional(),
  ),
});
const tags = ['taxes'];
const security = [{ bearer: [] }];

export const taxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = taxService(ctx);
    // onRequest: a refused caller learns nothing about what it sent.
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));

    await app.register(taxGroupRoutes(ctx, TAX_FORBIDDEN), { prefix: '/groups' });

    // PUT /items/{itemId}/group/{groupId} is served by the items module (item-tax-group.routes.ts).

    await app.register(async (reads) => {
      reads.addHook('onRequest', requirePermission('readBooks', TAX_FORBIDDEN.read));
      const r = reads.withTypeProvider<ZodTypeProvider>();
      r.get(
        '/',
        { schema: { tags, security, querystring: listQuery, response: { 200: taxListReply } } },
        async (request) => service.list(caller(request), request.query.activeOn ?? null),
      );
      r.get(
        '/:id',
        { schema: { tags, security, params: idParams, response: { 200: taxReply } } },
        async (request, reply) => {
          const tax = await service.get(caller(request), request.params.id);
          setVersionTag(reply, tax.version);
          return tax;
        },
      );
    });

    await app.register(async (writes) => {
      writes.addHook('onRequest', requirePermission('manageMasterData', TAX_FORBIDDEN.writeTax));
      const r = writes.withTypeProvider<ZodTypeProvider>();
      r.post(
        '/',
        { schema: { tags, security, body: taxBody, response: { 201: taxReply } } },
        async (request, reply) =>
          reply.status(201).send(await service.create(caller(request), request.body)),
      );
      r.put(
        '/:id',
        {
          schema: { tags, security, params: idParams, body: taxBody, response: { 200: taxReply } },
        },
        async (request) =>
          service.update(caller(request), request.params.id, {
            ...request.body,
            version: askedVersion(request.body, request.headers),
          }),
      );
      r.delete(
        '/:id',
        { schema: { tags, security, params: idParams, response: { 204: z.null() } } },
        async (request, reply) => {
          await service.remove(caller(request), request.params.id, ifMatch(request.headers));
          return reply.status(204).send(null);
        },
      );
    });
  };
