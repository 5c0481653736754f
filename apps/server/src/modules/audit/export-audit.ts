// Every download a signed-in user takes (report and insight CSV/XLSX, GST return JSON) leaves
// one entry in the audit trail. One hook on every route rather than a call in each exporter:
// the next download added is recorded without anyone remembering. It runs before the file goes
// out, so nothing is downloaded unrecorded.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/app-context.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';

const FILE_NAME = /filename="([^"]*)"/;

export function recordDownloads(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const me = request.auth;
    const disposition = reply.getHeader('content-disposition');
    if (!me || reply.statusCode !== 200 || typeof disposition !== 'string') return payload;
    if (!disposition.toLowerCase().startsWith('attachment')) return payload;
    const fileName = FILE_NAME.exec(disposition)?.[1] ?? 'download';
    await recordAudit(
      ctx.db,
      {
        companyId: me.companyId,
        userId: me.userId,
        entity: 'export',
        entityId: fileName,
        action: 'export',
        after: { path: request.url.split('?')[0], query: request.query ?? {} },
      },
      ctx.now(),
    );
    return payload;
  });
}
