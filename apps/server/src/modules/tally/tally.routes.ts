// GET /api/exports/tally?from=&to=&part=: the period's masters and vouchers as a TallyPrime
// import file (XML download). The same roles as the reports and their exports: Admin,
// Manager and Auditor (read-only, and this only reads).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION_MESSAGES } from '@hisaab/shared/permissions';
import { exportFileReply } from '@hisaab/shared/replies/reports';
import { tallyExportQuerySchema } from '@hisaab/shared/schemas/tally';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { tallyService } from './tally.service.ts';

const tags = ['exports'];
const security = [{ bearer: [] }];

export const tallyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = tallyService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    app.addHook('preHandler', requirePermission('reports', PERMISSION_MESSAGES.noReportsAccess));

    app.get(
      '/tally',
      {
        schema: {
          tags,
          security,
          querystring: tallyExportQuerySchema,
          response: {
            200: {
              description: 'The TallyPrime import file (Import Data, masters then vouchers).',
              content: { 'application/xml': { schema: exportFileReply } },
            },
          },
        },
      },
      async (request, reply) => {
        const file = await service.download(caller(request), request.query);
        return reply
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .header('Cache-Control', 'no-store')
          .type('application/xml; charset=utf-8')
          .send(file.body);
      },
    );
  };
