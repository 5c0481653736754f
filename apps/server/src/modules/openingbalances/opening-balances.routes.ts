// /api/opening-balances: read (every role of the company) and save (Admin/Manager) the opening
// balances of cash in hand and the bank accounts.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { openingBalancesSchema } from '@hisaab/shared/schemas/opening-balance';
import { openingBalancesReply } from '@hisaab/shared/replies/opening-balances';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { askedVersion, setVersionTag } from '../../platform/versions.ts';
import { openingBalanceService } from './opening-balances.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const tags = ['opening balances'];
const security = [{ bearer: [] }];
const WRITE_MESSAGE = tk('Only Admin/Manager can change opening balances.');

export const openingBalanceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = openingBalanceService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/',
      { schema: { tags, security, response: { 200: openingBalancesReply } } },
      async (request, reply) => {
        const balances = await service.get(caller(request));
        setVersionTag(reply, balances.version);
        return balances;
      },
    );
    r.put(
      '/',
      {
        onRequest: requirePermission('manageMasterData', WRITE_MESSAGE),
        schema: {
          tags,
          security,
          body: openingBalancesSchema,
          response: { 200: openingBalancesReply },
        },
      },
      (request) =>
        service.save(caller(request), {
          ...request.body,
          version: askedVersion(request.body, request.headers),
        }),
    );
  };
