// GET /api/audit: who changed what and when, before and after, newest first (Admin, Auditor);
// GET /api/audit/users: whom the trail can be filtered by.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION_MESSAGES } from '@hisaab/shared/permissions';
import { auditQuerySchema } from '@hisaab/shared/schemas/audit';
import { auditPageReply, auditUserListReply } from '@hisaab/shared/replies/audit';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { auditService } from './audit.service.ts';

export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = auditService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    app.addHook('onRequest', requirePermission('readAudit', PERMISSION_MESSAGES.noAuditAccess));

    app.get(
      '/',
      {
        schema: {
          tags: ['audit'],
          security: [{ bearer: [] }],
          querystring: auditQuerySchema,
          response: { 200: auditPageReply },
        },
      },
      async (request) => service.list(caller(request), request.query),
    );

    // The trail's user filter: the company's users, for an Auditor too (who cannot list users).
    app.get(
      '/users',
      {
        schema: {
          tags: ['audit'],
          security: [{ bearer: [] }],
          response: { 200: auditUserListReply },
        },
      },
      async (request) => service.users(caller(request)),
    );
  };
