// File handler (spec section 7): uploads and bill PDFs for any signed-in user of the company;
// the public link needs no login, the code in it is the permission.
import { z } from 'zod';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileBytes, publicAccessCodeReply } from '@hisaab/shared/replies/files';
import { positiveId } from '@hisaab/shared/schemas/common';
import { transactionIdParamsSchema } from '@hisaab/shared/schemas/transaction';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller } from '../../platform/auth.ts';
import { badRequest, fieldError, HttpError } from '../../platform/errors.ts';
import {
  CONTENT_TYPES,
  FILE_MESSAGES,
  fileService,
  MAX_UPLOAD_BYTES,
  type UploadInput,
} from './files.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const tags = ['files'];
const security = [{ bearer: [] }];
const created = { 201: publicAccessCodeReply };

/** A file sent as its bytes (a Buffer, which Fastify sends unserialised), of these types. */
function download(description: string, types: readonly string[]) {
  const content = Object.fromEntries(types.map((type) => [type, { schema: fileBytes }]));
  return { 200: { description, content } };
}
const storedFile = (description: string) => download(description, Object.values(CONTENT_TYPES));

const htmlToPdfBody = z.object({
  htmlContent: z
    .string({ error: FILE_MESSAGES.htmlRequired })
    .refine((s) => s.trim().length > 0, FILE_MESSAGES.htmlRequired),
  fileName: z.string().max(255).nullish(),
});

/** A form id: blank, 0 or "null" means not given; anything else must be a positive whole number. */
function formId(value: string | undefined, field: string, message: string): number | null {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'null' || text === 'undefined') return null;
  if (!/^\d{1,16}$/.test(text)) throw fieldError(field, message);
  return Number(text);
}

/** Reads the multipart form: one file and the id fields, in any order. */
async function readUploadForm(request: FastifyRequest): Promise<UploadInput> {
  if (!request.isMultipart()) throw badRequest(FILE_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  let fileName: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        bytes = await part.toBuffer();
        fileName = part.filename || null;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname.toLowerCase()] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, tk('Payload too large'), FILE_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(FILE_MESSAGES.oneFile);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, tk('Payload too large'), tk('The upload has too many fields.'));
    throw badRequest(tk('The upload could not be read. Please try again.'));
  }
  return {
    bytes,
    fileName,
    transactionId: formId(
      fields.transactionid,
      'transactionId',
      FILE_MESSAGES.invalidTransactionId,
    ),
    expenseId: formId(fields.expenseid, 'expenseId', FILE_MESSAGES.invalidExpenseId),
  };
}

export const fileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = fileService(ctx);
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });

    app.get(
      '/public/:code',
      {
        schema: {
          tags,
          params: z.object({ code: z.string() }),
          response: storedFile('The shared file (a bill PDF or an uploaded receipt).'),
        },
      },
      async (request, reply) => {
        const file = await service.openPublic(request.params.code);
        return reply
          .header('Content-Type', file.contentType)
          .header('Content-Disposition', `inline; filename="${file.fileName}"`)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Referrer-Policy', 'no-referrer')
          .header('Cache-Control', 'private, max-age=3600')
          .send(file.bytes);
      },
    );

    await app.register(async (signedIn) => {
      signedIn.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
      const r = signedIn.withTypeProvider<ZodTypeProvider>();

      r.post(
        '/',
        { schema: { tags, security, consumes: ['multipart/form-data'], response: created } },
        async (request, reply) => {
          const form = await readUploadForm(request);
          return reply.status(201).send(await service.upload(caller(request), form));
        },
      );

      r.get(
        '/expense/:id/receipt',
        {
          schema: {
            tags,
            security,
            params: z.object({ id: positiveId(FILE_MESSAGES.invalidExpenseId) }),
            response: storedFile("The expense's receipt (a JPEG or a PDF)."),
          },
        },
        async (request, reply) => {
          const file = await service.openExpenseReceipt(caller(request), request.params.id);
          return reply
            .header('Content-Type', file.contentType)
            .header('Content-Disposition', `inline; filename="${file.fileName}"`)
            .header('X-Content-Type-Options', 'nosniff')
            .header('Cache-Control', 'private, no-store')
            .send(file.bytes);
        },
      );

      // Download PDF on a saved bill: drawn from the stored bill, nothing stored.
      r.get(
        '/transaction/:id/pdf',
        {
          schema: {
            tags,
            security,
            params: transactionIdParamsSchema,
            response: download('The bill as a PDF.', ['application/pdf']),
          },
        },
        async (request, reply) => {
          const file = await service.downloadTransactionPdf(caller(request), request.params.id);
          return reply
            .header('Content-Type', 'application/pdf')
            .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
            .header('X-Content-Type-Options', 'nosniff')
            .header('Cache-Control', 'private, no-store')
            .send(file.bytes);
        },
      );

      r.post(
        '/transaction/:id/html-to-pdf',
        // The client's print HTML is accepted (and ignored) even when it is large.
        {
          bodyLimit: 10 * 1024 * 1024,
          schema: {
            tags,
            security,
            params: transactionIdParamsSchema,
            body: htmlToPdfBody,
            response: created,
          },
        },
        async (request, reply) =>
          reply
            .status(201)
            .send(
              await service.renderTransactionPdf(
                caller(request),
                request.params.id,
                request.body.fileName ?? null,
              ),
            ),
      );
    });
  };
