// What the invoice screen looks up while a bill is typed: the autocomplete lists, the last rate
// billed to a customer, and a vendor's last buy rate. For every signed-in user of the company.
import { z } from 'zod';
import { MAX_ID, wholeNumber } from '@hisaab/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autocompleteReply,
  customerRateReply,
  customerRatesReply,
  vendorBuyRateReply,
} from '@hisaab/shared/replies/lookups';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { AUTOCOMPLETE_FULL_LIST, lookupService } from './lookups.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const tags = ['transactions'];
const security = [{ bearer: [] }];
// 0 is "none selected": an empty list or null, as the spec says. Anything else that is not an id
// the database can hold (abc, -1, 1.5, beyond int4) is refused like every other id.
const lookupId = (message: string) => wholeNumber(0, MAX_ID, message);
const itemId = lookupId(tk('Invalid item id'));
const customerId = lookupId(tk('Invalid customer id'));

const autocompleteQuery = z.object({
  search: z.string().max(100, tk('Search text is too long')).optional(),
  limit: wholeNumber(1, AUTOCOMPLETE_FULL_LIST, tk('Invalid limit')).optional(),
});

export const lookupRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = lookupService(ctx);
    app.addHook('preHandler', authenticate(ctx.tokens, ctx.now));

    app.get(
      '/transactions/autocomplete',
      {
        schema: {
          tags,
          security,
          querystring: autocompleteQuery,
          response: { 200: autocompleteReply },
        },
      },
      async (request) => service.autocomplete(caller(request), request.query),
    );

    app.get(
      '/items/customer-rate/:customerId',
      {
        schema: {
          tags,
          security,
          params: z.object({ customerId }),
          response: { 200: customerRatesReply },
        },
      },
      async (request) => service.customerRates(caller(request), request.params.customerId),
    );

    app.get(
      '/items/:itemId/customer-rate/:customerId',
      {
        schema: {
          tags,
          security,
          params: z.object({ itemId, customerId }),
          response: { 200: customerRateReply },
        },
      },
      async (request) =>
        service.customerRate(caller(request), request.params.itemId, request.params.customerId),
    );

    app.get(
      '/items/:itemId/vendor-buy-rate/:vendorId',
      {
        schema: {
          tags,
          security,
          params: z.object({ itemId, vendorId: lookupId(tk('Invalid vendor id')) }),
          response: { 200: vendorBuyRateReply },
        },
      },
      async (request) =>
        service.vendorBuyRate(caller(request), request.params.itemId, request.params.vendorId),
    );
  };
