import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyCodeAvailabilityReply,
  companyCodeSuggestionReply,
} from '@hisaab/shared/replies/companies';
import type { AppContext } from '../../platform/app-context.ts';
import { isCompanyCodeAvailable, suggestCompanyCode } from './companies.service.ts';

export const companyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/suggest-code',
      {
        schema: {
          tags: ['companies'],
          querystring: z.object({ name: z.string().max(250).default('') }),
          response: { 200: companyCodeSuggestionReply },
        },
      },
      async (request) => ({ code: await suggestCompanyCode(ctx.db, request.query.name) }),
    );
    app.get(
      '/company-code-available',
      {
        schema: {
          tags: ['companies'],
          querystring: z.object({ code: z.string().max(64).default('') }),
          response: { 200: companyCodeAvailabilityReply },
        },
      },
      async (request) => ({ available: await isCompanyCodeAvailable(ctx.db, request.query.code) }),
    );
  };
