// /api/reports: every report by name (GET /api/reports/{name}), snapshots, and exports of either
// (format=csv|xlsx). Admin, Manager and Auditor of the caller's company only (spec section 6).
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { PERMISSION_MESSAGES } from '@hisaab/shared/permissions';
import { SNAPSHOT_PAGE } from '@hisaab/shared/report-defaults';
import {
  reportResultReply,
  snapshotPageReply,
  snapshotReply,
  type ReportDataset,
} from '@hisaab/shared/replies/reports';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { exportFormat, jsonOrExport, sendFile } from './report-export.ts';
import { reportsService } from './reports.service.ts';
import { gstReturnRoutes } from './gst/gst.routes.ts';
import { filingRoutes } from './gst/filings.routes.ts';

const tags = ['reports'];
const security = [{ bearer: [] }];

/** A report's query: free-form strings, checked by the report's own parameter schema. */
const reportQuery = z.record(z.string(), z.string());

export const reportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = reportsService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    app.addHook('preHandler', requirePermission('reports', PERMISSION_MESSAGES.noReportsAccess));
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/snapshots',
      {
        schema: {
          tags,
          security,
          querystring: z.object({
            skip: z.coerce.number().int().min(0).max(1_000_000).default(SNAPSHOT_PAGE.skip),
            take: z.coerce.number().int().min(1).max(500).default(SNAPSHOT_PAGE.take),
          }),
          response: { 200: snapshotPageReply },
        },
      },
      async (request) => {
        const { skip, take } = request.query;
        const { items, total } = await service.list(caller(request), skip, take);
        return {
          items: items.map((s) => ({
            reportGuid: s.id,
            name: s.name,
            reportType: s.reportType,
            createdAtUtc: s.createdAt.toISOString(),
            createdById: s.createdBy,
            createdByEmail: s.createdByEmail,
          })),
          total,
          skip,
          take,
        };
      },
    );

    r.get(
      '/snapshots/:id',
      {
        schema: {
          tags,
          security,
          params: z.object({ id: z.string().max(64) }),
          querystring: reportQuery,
          response: {
            200: jsonOrExport(snapshotReply, 'The saved result, or with format=csv|xlsx its file.'),
          },
        },
      },
      async (request, reply) => {
        const me = caller(request);
        const format = exportFormat(request.query);
        if (format) {
          const file = await service.exportSnapshot(
            me,
            request.params.id,
            request.query,
            format,
            request.language,
          );
          return sendFile(reply, file, format);
        }
        const s = await service.snapshot(me, request.params.id);
        return {
          report: s.reportType,
          // Saved as the report answered them (jsonb); the serializer checks them again.
          parameters: s.parameters as Record<string, unknown>,
          datasets: s.datasets as ReportDataset[],
          snapshot: { id: s.id, name: s.name },
          createdAtUtc: s.createdAt.toISOString(),
          createdById: s.createdBy,
          createdByEmail: s.createdByEmail,
        };
      },
    );

    r.delete(
      '/snapshots/:id',
      {
        schema: {
          tags,
          security,
          params: z.object({ id: z.string().max(64) }),
          response: { 204: z.null().describe('Deleted.') },
        },
      },
      async (request, reply) => {
        await service.remove(caller(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    await app.register(gstReturnRoutes(ctx));
    await app.register(filingRoutes(ctx), { prefix: '/gst/filings' });

    // Any other path is a report's name: customers/unpaid, registers/sales, ledger/day-book, ...
    r.get(
      '/*',
      {
        schema: {
          tags,
          security,
          querystring: reportQuery,
          response: {
            200: jsonOrExport(reportResultReply, 'The report, or with format=csv|xlsx its file.'),
          },
        },
      },
      async (request, reply) => {
        const me = caller(request);
        const name = (request.params as { '*': string })['*'].replace(/\/+$/, '').toLowerCase();
        const format = exportFormat(request.query);
        if (format) {
          return sendFile(
            reply,
            await service.exportReport(me, name, request.query, format, request.language),
            format,
          );
        }
        return service.generate(me, name, request.query);
      },
    );
  };
