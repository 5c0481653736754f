// HTTP for the account endpoints: parse, call one service function, shape the reply.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  resetPasswordSchema,
} from '@hisaab/shared/schemas/auth';
import {
  messageReply as message,
  preferencesReply,
  sessionReply as session,
} from '@hisaab/shared/replies/accounts';
import { LANGUAGES } from '@hisaab/shared/i18n/languages';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { accountService } from './accounts.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const tags = ['account'];

export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = accountService(ctx);

    app.post(
      '/register',
      { schema: { tags, body: registerSchema, response: { 201: message } } },
      async (request, reply) =>
        reply.status(201).send(await service.register(request.body, request.ip, request.language)),
    );

    app.get(
      '/confirm-email',
      {
        schema: {
          tags,
          querystring: z.object({
            email: z.string().max(256).default(''),
            token: z.string().max(256).default(''),
          }),
          // Always a redirect to the sign-in page, which says whether the link worked.
          response: {
            302: z.null().describe('To /login?email=…&confirmed=1 (confirmed) or 0 (not).'),
          },
        },
      },
      async (request, reply) =>
        reply.redirect(await service.confirmEmail(request.query.email, request.query.token)),
    );

    app.post(
      '/login',
      { schema: { tags, body: loginSchema, response: { 200: session } } },
      async (request) => service.login(request.body.email, request.body.password, request.ip),
    );

    app.post(
      '/refresh-token',
      { schema: { tags, body: refreshTokenSchema, response: { 200: session } } },
      async (request) => service.refresh(request.body.accessToken, request.body.refreshToken),
    );

    app.post(
      '/logout',
      {
        preHandler: authenticate(ctx.tokens, ctx.now),
        // Signing out changes no books: an Auditor may.
        config: { readOnlyRolesMay: true },
        schema: {
          tags,
          security: [{ bearer: [] }],
          body: z.object({ refreshToken: z.string().max(512).optional() }).optional(),
          response: { 204: z.null().describe('Signed out.') },
        },
      },
      async (request, reply) => {
        await service.logout(caller(request).userId, request.body?.refreshToken);
        return reply.status(204).send(null);
      },
    );

    // The user's own language (issue 28): any role may choose it, it changes no books.
    app.get(
      '/preferences',
      {
        preHandler: authenticate(ctx.tokens, ctx.now),
        schema: { tags, security: [{ bearer: [] }], response: { 200: preferencesReply } },
      },
      async (request) => service.preferences(caller(request).userId),
    );

    app.put(
      '/preferences',
      {
        preHandler: authenticate(ctx.tokens, ctx.now),
        config: { readOnlyRolesMay: true },
        schema: {
          tags,
          security: [{ bearer: [] }],
          body: z.object({ language: z.enum(LANGUAGES, { message: tk('Choose a language.') }) }),
          response: { 200: preferencesReply },
        },
      },
      async (request) => service.setLanguage(caller(request).userId, request.body.language),
    );

    app.post(
      '/forgot-password',
      { schema: { tags, body: emailSchema, response: { 200: message } } },
      async (request) => service.forgotPassword(request.body.email, request.ip, request.language),
    );

    app.post(
      '/reset-password',
      { schema: { tags, body: resetPasswordSchema, response: { 200: message } } },
      async (request) =>
        service.resetPassword(request.body.email, request.body.token, request.body.password),
    );

    app.post(
      '/resend-verification-email',
      { schema: { tags, body: emailSchema, response: { 200: message } } },
      async (request) =>
        service.resendVerification(request.body.email, request.ip, request.language),
    );
  };
