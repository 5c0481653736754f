// User management under /api/account (Admin only) and invitation acceptance (no login).
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptInviteSchema,
  changeRoleSchema,
  emailSchema,
  inviteUserSchema,
} from '@hisaab/shared/schemas/auth';
import {
  companyUserListReply,
  resendInviteReply,
  roleListReply,
  userMessageReply,
} from '@hisaab/shared/replies/users';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { userService } from './users.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const emailParam = z.object({ email: z.string().min(1).max(256) });
const tags = ['users'];

export const userRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = userService(ctx);

    app.post(
      '/accept-invite',
      { schema: { tags, body: acceptInviteSchema, response: { 200: userMessageReply } } },
      async (request) =>
        service.acceptInvite(request.body.email, request.body.token, request.body.password),
    );

    // Everything below is for Admins of the caller's company.
    await app.register(async (admin) => {
      admin.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
      admin.addHook(
        'onRequest',
        requirePermission('manageUsers', tk('Only admins can manage users.')),
      );
      const r = admin.withTypeProvider<ZodTypeProvider>();
      const security = [{ bearer: [] }];

      r.get('/roles', { schema: { tags, security, response: { 200: roleListReply } } }, async () =>
        service.roles(),
      );

      r.get(
        '/company-users',
        {
          schema: {
            tags,
            security,
            response: {
              200: companyUserListReply,
            },
          },
        },
        async (request) => service.list(caller(request)),
      );

      r.post(
        '/invite-user',
        { schema: { tags, security, body: inviteUserSchema, response: { 200: userMessageReply } } },
        async (request) =>
          service.invite(
            caller(request),
            request.body.email,
            request.body.role,
            request.ip,
            request.language,
          ),
      );

      r.post(
        '/resend-invite',
        {
          schema: {
            tags,
            security,
            body: emailSchema,
            response: { 200: resendInviteReply },
          },
        },
        async (request) =>
          service.resend(caller(request), request.body.email, request.ip, request.language),
      );

      r.post(
        '/cancel-invitation',
        { schema: { tags, security, body: emailSchema, response: { 200: userMessageReply } } },
        async (request) => service.cancel(caller(request), request.body.email),
      );

      r.delete(
        '/users/:email',
        { schema: { tags, security, params: emailParam, response: { 204: z.null() } } },
        async (request, reply) => {
          await service.remove(caller(request), request.params.email);
          return reply.status(204).send(null);
        },
      );

      r.post(
        '/users/:email/role',
        {
          schema: {
            tags,
            security,
            params: emailParam,
            body: changeRoleSchema,
            response: { 200: userMessageReply },
          },
        },
        async (request) =>
          service.changeRole(caller(request), request.params.email, request.body.role),
      );
    });
  };
