// PUT /api/taxes/items/{itemId}/group/{groupId}: an item's tax group, set from the taxes
// screen. Served by the items module (it changes an item), at the taxes screen's address:
// the taxes module reads no part of the items module, so the two do not depend on each other.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemReply } from '@hisaab/shared/replies/items';
import { itemTaxGroupParamsSchema } from '@hisaab/shared/schemas/tax';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { ifMatch } from '../../platform/versions.ts';
import { dbId, TAX_FORBIDDEN } from '../taxes/index.ts';
import { itemService } from './items.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const mappingParams = itemTaxGroupParamsSchema.extend({ itemId: dbId(tk('Invalid item id')) });

/** Registered at /api/taxes/items. */
export const itemTaxGroupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const items = itemService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    app.addHook('onRequest', requirePermission('manageMasterData', TAX_FORBIDDEN.setGroup));
    app.put(
      '/:itemId/group/:groupId',
      {
        schema: {
          tags: ['taxes'],
          security: [{ bearer: [] }],
          params: mappingParams,
          response: { 200: itemReply },
        },
      },
      async (request) =>
        items.setTaxGroup(
          caller(request),
          request.params.itemId,
          request.params.groupId,
          ifMatch(request.headers),
        ),
    );
  };
