// /api/taxes/groups: tax groups and their ordered taxes.
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  groupTaxAddSchema,
  groupTaxMappingsSchema,
  groupTaxReorderSchema,
  taxGroupSchema,
  taxRate,
} from '@hisaab/shared/schemas/tax';
import {
  groupItemsMovedReply,
  groupTaxListReply,
  taxGroupDeletedReply,
  taxGroupListReply,
  taxGroupReply,
  type GroupItemsMovedReply,
  type TaxGroupDeletedReply,
} from '@hisaab/shared/replies/taxes';
import { dbId } from './ids.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { caller, requirePermission } from '../../platform/auth.ts';
import { sent } from '../../platform/errors.ts';
import { askedVersion, ifMatch, setVersionTag } from '../../platform/versions.ts';
import { taxGroupService, type GroupTaxesChanged } from './tax-groups.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const idParams = z.object({ id: dbId(tk('Invalid tax group id')) });
const groupTaxParams = idParams.extend({ taxId: dbId(tk('Invalid tax id')) });
const moveItemsBody = z.object({ toGroupId: dbId(tk('Invalid tax group id')) });
const forRateBody = z.object({ rate: taxRate });
const tags = ['tax groups'];
const security = [{ bearer: [] }];

/**
 * A change of a group's tax list answers the list, as before; the group's new version goes
 * in the ETag (issue 37), and the group's own reply carries it too.
 */
async function taxesTagged(reply: FastifyReply, changed: Promise<GroupTaxesChanged>) {
  const { taxes, version } = await changed;
  setVersionTag(reply, version);
  return taxes;
}

/** Registered by taxRoutes, which has already authenticated the caller. */
export const taxGroupRoutes =
  (ctx: AppContext, forbidden: { read: string; writeGroup: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const service = taxGroupService(ctx);

    await app.register(async (reads) => {
      reads.addHook('onRequest', requirePermission('readBooks', forbidden.read));
      const r = reads.withTypeProvider<ZodTypeProvider>();
      r.get(
        '/',
        { schema: { tags, security, response: { 200: taxGroupListReply } } },
        async (request) => service.list(caller(request)),
      );
      r.get(
        '/:id',
        { schema: { tags, security, params: idParams, response: { 200: taxGroupReply } } },
        async (request, reply) => {
          const group = await service.get(caller(request), request.params.id);
          setVersionTag(reply, group.version);
          return group;
        },
      );
      r.get(
        '/:id/taxes',
        { schema: { tags, security, params: idParams, response: { 200: groupTaxListReply } } },
        async (request, reply) => {
          const group = await service.get(caller(request), request.params.id);
          setVersionTag(reply, group.version);
          return group.taxes;
        },
      );
    });

    await app.register(async (writes) => {
      writes.addHook('onRequest', requirePermission('manageMasterData', forbidden.writeGroup));
      const r = writes.withTypeProvider<ZodTypeProvider>();
      r.post(
        '/',
        { schema: { tags, security, body: taxGroupSchema, response: { 201: taxGroupReply } } },
        async (request, reply) =>
          reply.status(201).send(await service.create(caller(request), request.body.name)),
      );
      r.post(
        '/for-rate',
        {
          schema: {
            tags,
            security,
            body: forRateBody,
            response: { 200: taxGroupReply, 201: taxGroupReply },
          },
        },
        async (request, reply) => {
          const { group, created } = await service.createForRate(
            caller(request),
            request.body.rate,
          );
          return reply.status(created ? 201 : 200).send(group);
        },
      );
      r.put(
        '/:id',
        {
          schema: {
            tags,
            security,
            params: idParams,
            body: taxGroupSchema,
            response: { 200: taxGroupReply },
          },
        },
        async (request) =>
          service.rename(
            caller(request),
            request.params.id,
            request.body.name,
            askedVersion(request.body, request.headers),
          ),
      );
      r.delete(
        '/:id',
        {
          schema: {
            tags,
            security,
            params: idParams,
            response: { 200: taxGroupDeletedReply },
          },
        },
        async (request) =>
          sent<TaxGroupDeletedReply>(
            await service.remove(caller(request), request.params.id, ifMatch(request.headers)),
          ),
      );
      r.post(
        '/:id/move-items',
        {
          schema: {
            tags,
            security,
            params: idParams,
            body: moveItemsBody,
            response: { 200: groupItemsMovedReply },
          },
        },
        async (request) =>
          sent<GroupItemsMovedReply>(
            await service.moveItems(caller(request), request.params.id, request.body.toGroupId),
          ),
      );
      r.post(
        '/:id/taxes',
        {
          schema: {
            tags,
            security,
            params: idParams,
            body: groupTaxMappingsSchema,
            response: { 200: groupTaxListReply },
          },
        },
        async (request, reply) =>
          taxesTagged(
            reply,
            service.replaceTaxes(
              caller(request),
              request.params.id,
              request.body.mappings,
              askedVersion(request.body, request.headers),
            ),
          ),
      );
      r.post(
        '/:id/taxes/add',
        {
          schema: {
            tags,
            security,
            params: idParams,
            body: groupTaxAddSchema,
            response: { 200: groupTaxListReply },
          },
        },
        async (request, reply) =>
          taxesTagged(
            reply,
            service.addTax(
              caller(request),
              request.params.id,
              request.body.taxId,
              request.body.priority,
              askedVersion(request.body, request.headers),
            ),
          ),
      );
      r.delete(
        '/:id/taxes/:taxId',
        {
          schema: { tags, security, params: groupTaxParams, response: { 200: groupTaxListReply } },
        },
        async (request, reply) =>
          taxesTagged(
            reply,
            service.removeTax(
              caller(request),
              request.params.id,
              request.params.taxId,
              ifMatch(request.headers),
            ),
          ),
      );
      r.post(
        '/:id/taxes/reorder',
        {
          schema: {
            tags,
            security,
            params: idParams,
            body: groupTaxReorderSchema,
            response: { 200: groupTaxListReply },
          },
        },
        async (request, reply) =>
          taxesTagged(
            reply,
            service.reorder(
              caller(request),
              request.params.id,
              request.body.taxGroupTaxIdsInOrder,
              askedVersion(request.body, request.headers),
            ),
          ),
      );
    });
  };
