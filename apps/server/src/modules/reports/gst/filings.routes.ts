// /api/reports/gst/filings (issue 38): mark a month's GSTR-1 or GSTR-3B filed, download the JSON
// kept at filing, undo a filing (owner only); the periods module keeps them. Registered inside
// the reports plugin (its sign-in and roles); the app-wide guard keeps the Auditor to the reads.
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileReturnSchema, undoFilingSchema } from '@hisaab/shared/schemas/periods';
import { filingReply, periodLocksReply } from '@hisaab/shared/replies/periods';
import { positiveId } from '@hisaab/shared/schemas/common';
import type { AppContext } from '../../../platform/app-context.ts';
import { caller } from '../../../platform/auth.ts';
import { filingsService, periodsService } from '../../periods/index.ts';
import { portalFile } from './portal-file.ts';

const tags = ['reports'];
const security = [{ bearer: [] }];
const params = z.object({ id: positiveId() });
/** The JSON kept at filing: its bytes sent as they are (never serialized again). */
const filedFile = z
  .custom<Buffer>((v) => Buffer.isBuffer(v))
  .meta({
    type: 'string',
    format: 'binary',
    description: 'The GSTR-1 or GSTR-3B JSON exactly as it was downloaded when marked filed.',
  });

export const filingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const periods = periodsService(ctx);
    const service = filingsService(ctx, portalFile);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/', { schema: { tags, security, response: { 200: periodLocksReply } } }, (request) =>
      periods.locks(caller(request)),
    );
    r.post(
      '/',
      { schema: { tags, security, body: fileReturnSchema, response: { 201: filingReply } } },
      async (request, reply) => {
        const filing = await service.file(caller(request), request.body);
        return reply.code(201).send(filing);
      },
    );
    r.get(
      '/:id/json',
      { schema: { tags, security, params, response: { 200: filedFile } } },
      async (request, reply) => {
        const file = await service.json(caller(request), request.params.id);
        // The bytes as kept: a Buffer is sent as it is, never serialized again.
        return reply
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .header('Cache-Control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(file.bytes);
      },
    );
    r.post(
      '/:id/undo',
      {
        schema: { tags, security, params, body: undoFilingSchema, response: { 200: filingReply } },
      },
      (request) => service.undo(caller(request), request.params.id, request.body.reason),
    );
  };
