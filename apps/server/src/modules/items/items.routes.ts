// /api/items: the item master. Every role reads it (reports need it); Admin or Manager change it.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemSchema } from '@hisaab/shared/schemas/item';
import { optionalId, text } from '@hisaab/shared/schemas/common';
import { BARCODE_MESSAGES } from '@hisaab/shared/barcode';
import { itemListReply, itemReply } from '@hisaab/shared/replies/items';
import { fileBytes } from '@hisaab/shared/replies/files';
import { itemLabelsSchema } from '@hisaab/shared/schemas/item-labels';
import { dbId } from '../taxes/index.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { askedVersion, setVersionTag } from '../../platform/versions.ts';
import { itemService } from './items.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';

export const ITEMS_FORBIDDEN = tk('Only Admin/Manager can manage items.');
const idParams = z.object({ id: dbId(tk('Invalid item id')) });
const codeParams = z.object({ code: text().max(200, BARCODE_MESSAGES.tooLong) });
// Unknown keys (moving-average fields among them) are dropped by the schema.
const updateSchema = itemSchema.extend({
  taxGroupId: optionalId(tk('Invalid tax group id')).optional(),
});
const tags = ['items'];
const security = [{ bearer: [] }];

export const itemRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = itemService(ctx);
    // onRequest: a refused caller learns nothing about what it sent.
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    app.addHook('onRequest', requirePermission('readBooks', ITEMS_FORBIDDEN));
    const writers = { onRequest: requirePermission('manageMasterData', ITEMS_FORBIDDEN) };

    app.get(
      '/',
      {
        schema: {
          tags,
          security,
          querystring: z.object({ search: z.string().max(200).optional() }),
          response: { 200: itemListReply },
        },
      },
      async (request) => service.list(caller(request), request.query.search),
    );

    // A scan at the counter (issue 40): any role that reads the books may look a code up.
    app.get(
      '/by-barcode/:code',
      { schema: { tags, security, params: codeParams, response: { 200: itemReply } } },
      async (request) => service.byBarcode(caller(request), request.params.code),
    );

    // Barcode labels (issue 40) as a PDF to print; nothing is stored. A POST for its list of
    // items and copies, which an Auditor (who changes nothing but prints nothing either) may not.
    app.post(
      '/labels',
      {
        schema: {
          tags,
          security,
          body: itemLabelsSchema,
          response: {
            200: {
              description: 'The labels as a PDF.',
              content: { 'application/pdf': { schema: fileBytes } },
            },
          },
        },
      },
      async (request, reply) => {
        const pdf = await service.labels(caller(request), request.body, request.language);
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', 'inline; filename="labels.pdf"')
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    );

    app.get(
      '/:id',
      { schema: { tags, security, params: idParams, response: { 200: itemReply } } },
      async (request, reply) => {
        const item = await service.get(caller(request), request.params.id);
        setVersionTag(reply, item.version);
        return item;
      },
    );

    app.post(
      '/',
      { ...writers, schema: { tags, security, body: itemSchema, response: { 201: itemReply } } },
      async (request, reply) =>
        reply.status(201).send(await service.create(caller(request), request.body)),
    );

    app.put(
      '/:id',
      {
        ...writers,
        schema: {
          tags,
          security,
          params: idParams,
          body: updateSchema,
          response: { 200: itemReply },
        },
      },
      async (request) =>
        service.update(caller(request), request.params.id, {
          ...request.body,
          version: askedVersion(request.body, request.headers),
        }),
    );
  };
