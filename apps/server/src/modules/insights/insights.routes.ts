// GET /api/reports/analytics/{name} and /api/reports/exceptions/{name}: the insights, as
// JSON or format=csv|xlsx. Admin or Manager only (spec section 6: an Auditor reads reports,
// not insights). Registered at /api/reports: these static segments win over the reports
// plugin's /api/reports/* wildcard, so every analytics/... path lands here.
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSION_MESSAGES } from '@hisaab/shared/permissions';
import { reportResultReply } from '@hisaab/shared/replies/reports';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { exportFormat, jsonOrExport, sendFile } from '../reports/index.ts';
import { insightsService } from './insights.service.ts';

const tags = ['insights'];
const security = [{ bearer: [] }];

/** An insight's query: free-form strings, checked by the insight's own parameter schema. */
const insightQuery = z.record(z.string(), z.string());

export const insightRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = insightsService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    app.addHook('preHandler', requirePermission('insights', PERMISSION_MESSAGES.noInsightsAccess));
    const r = app.withTypeProvider<ZodTypeProvider>();

    for (const group of ['analytics', 'exceptions'] as const) {
      r.get(
        `/${group}/*`,
        {
          schema: {
            tags,
            security,
            querystring: insightQuery,
            response: {
              200: jsonOrExport(
                reportResultReply,
                'The insight, or with format=csv|xlsx its file.',
              ),
            },
          },
        },
        async (request, reply) => {
          const me = caller(request);
          const rest = (request.params as { '*': string })['*'].replace(/\/+$/, '').toLowerCase();
          const name = `${group}/${rest}`;
          const format = exportFormat(request.query);
          if (format) {
            return sendFile(
              reply,
              await service.exportInsight(me, name, request.query, format, request.language),
              format,
            );
          }
          return service.generate(me, name, request.query, request.language);
        },
      );
    }
  };
