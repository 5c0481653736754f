// /api/customers: list (with search), read, create, update, delete with optional takeover.
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerSchema } from '@hisaab/shared/schemas/customer';
import { optionalStateCode } from '@hisaab/shared/schemas/customer-state';
import { gstCategoryField } from '@hisaab/shared/schemas/supply-settings';
import { optionalId, positiveId } from '@hisaab/shared/schemas/common';
import { ID_VALIDATION } from '@hisaab/shared/validation-messages';
import { customerListReply, customerReply } from '@hisaab/shared/replies/customers';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { askedVersion, ifMatch, setVersionTag } from '../../platform/versions.ts';
import { customerService } from './customers.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const tags = ['customers'];
const security = [{ bearer: [] }];
const WRITE_MESSAGE = tk('Only Admin/Manager can change customers.');

// PascalCase keys (GSTIN, PAN, ...) are already camelCased by the app-wide body hook.
export const customerBody = customerSchema.and(
  z.object({
    stateCode: optionalStateCode.optional(),
    /** SEZ unit, overseas, deemed export or none (issue 36); absent keeps the stored one. */
    gstCategory: gstCategoryField.optional(),
  }),
);

const idParams = z.object({ id: positiveId(ID_VALIDATION.customerIdRequired) });
const listQuery = z.object({
  search: z
    .string()
    .trim()
    .max(250, tk('Search must be 250 characters or fewer.'))
    .optional()
    .transform((s) => (s ? s : null)),
});
const deleteQuery = z.object({ defaultCustomerId: optionalId(tk('Invalid default customer id')) });

export const customerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = customerService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const writers = { onRequest: requirePermission('manageMasterData', WRITE_MESSAGE) };

    r.get(
      '/',
      {
        schema: { tags, security, querystring: listQuery, response: { 200: customerListReply } },
      },
      async (request) => service.list(caller(request), request.query.search),
    );

    r.get(
      '/:id',
      { schema: { tags, security, params: idParams, response: { 200: customerReply } } },
      async (request, reply) => {
        const customer = await service.get(caller(request), request.params.id);
        setVersionTag(reply, customer.version);
        return customer;
      },
    );

    r.post(
      '/',
      {
        ...writers,
        schema: { tags, security, body: customerBody, response: { 201: customerReply } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(caller(request), request.body)),
    );

    r.put(
      '/:id',
      {
        ...writers,
        schema: {
          tags,
          security,
          params: idParams,
          body: customerBody,
          response: { 200: customerReply },
        },
      },
      async (request) =>
        service.update(caller(request), request.params.id, {
          ...request.body,
          version: askedVersion(request.body, request.headers),
        }),
    );

    r.delete(
      '/:id',
      {
        ...writers,
        schema: {
          tags,
          security,
          params: idParams,
          querystring: deleteQuery,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.remove(
          caller(request),
          request.params.id,
          request.query.defaultCustomerId,
          ifMatch(request.headers),
        );
        return reply.status(204).send(null);
      },
    );
  };
