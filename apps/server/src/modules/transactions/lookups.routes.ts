// What the invoice screen looks up while a bill is typed: the autocomplete lists, the last rate
// billed to a customer, and a vendor's last buy rate. For every signed-in user of the company.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { lookupService } from './lookups.service.ts';

const tags = ['transactions'];
const security = [{ bearer: [] }];
// Non-positive or non-numeric ids are answered with empty results, as the spec says.
const anyId = z.coerce.number().int().catch(0);

export const lookupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = lookupService(ctx);
    app.addHook('preHandler', authenticate(ctx.tokens, ctx.now));

    app.get('/transactions/autocomplete', { schema: { tags, security } }, async (request) =>
      service.autocomplete(caller(request)),
    );

    app.get(
      '/items/customer-rate/:customerId',
      { schema: { tags, security, params: z.object({ customerId: anyId }) } },
      async (request) => service.customerRates(caller(request), request.params.customerId),
    );

    app.get(
      '/items/:itemId/customer-rate/:customerId',
      { schema: { tags, security, params: z.object({ itemId: anyId, customerId: anyId }) } },
      async (request) =>
        service.customerRate(caller(request), request.params.itemId, request.params.customerId),
    );

    app.get(
      '/items/:itemId/vendor-buy-rate/:vendorId',
      { schema: { tags, security, params: z.object({ itemId: anyId, vendorId: anyId }) } },
      async (request) =>
        service.vendorBuyRate(caller(request), request.params.itemId, request.params.vendorId),
    );
  };
