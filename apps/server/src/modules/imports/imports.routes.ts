// /api/imports: spreadsheet templates, a preview of an upload (every row's problems, nothing
// written) and the import itself (all rows or none). Admin or Manager only.
import { z } from 'zod';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_FORMATS,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type ImportPreview,
} from '@hisaab/shared/imports';
import { isUqcCode } from '@hisaab/shared/gst/uqc';
import { importPreviewReply, importResultReply } from '@hisaab/shared/replies/imports';
import { isCleanText } from '@hisaab/shared/schemas/common';
import type { AppContext } from '../../platform/app-context.ts';
import { authenticate, caller, requireRoles } from '../../platform/auth.ts';
import { badRequest, HttpError, sent } from '../../platform/errors.ts';
import { buildTemplate } from './import-template.ts';
import { importService, type Upload } from './imports.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const tags = ['imports'];
const security = [{ bearer: [] }];
const kindParams = z.object({ kind: z.enum(IMPORT_KINDS, { error: IMPORT_MESSAGES.unknownKind }) });
const templateQuery = z.object({
  format: z.enum(IMPORT_FORMATS, { error: tk('Choose xlsx or csv.') }).default('xlsx'),
});
const upload = { tags, security, consumes: ['multipart/form-data'], params: kindParams };
/** The template file itself: XLSX or CSV bytes, sent as they are (no JSON). */
const templateFile = z
  .custom<Buffer>((v) => Buffer.isBuffer(v))
  .meta({
    type: 'string',
    format: 'binary',
    description: 'The template: an XLSX workbook or a CSV file, as the format asks.',
  });

/**
 * The GST unit codes chosen for new units on the preview: a JSON object of unit name → UQC
 * (or null for none), as the field `unitCodes`.
 */
const unitCodesField = z.record(
  z.string().trim().min(1).max(32),
  z.string().refine(isUqcCode).nullable(),
);

/**
 * The one file of a multipart form (field name `file`) and the codes of new units (field
 * `unitCodes`); other fields are ignored.
 */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(tk('Send the file as multipart/form-data.'));
  let bytes: Buffer | null = null;
  let fileName: string | null = null;
  let unitCodes: Upload['unitCodes'] = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'unitCodes') {
        unitCodes = parseUnitCodes(part.value);
      } else if (part.type === 'file') {
        bytes = await part.toBuffer();
        // Kept in the audit entry: a name that is not clean text is left out.
        const name = part.filename.trim().slice(0, 255);
        fileName = name !== '' && isCleanText(name) ? name : null;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, tk('Payload too large'), IMPORT_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(tk('Choose one file at a time.'));
    throw badRequest(tk('The upload could not be read. Please try again.'));
  }
  return { bytes, fileName, unitCodes };
}

function parseUnitCodes(value: unknown): Upload['unitCodes'] {
  let json: unknown;
  try {
    json = JSON.parse(String(value));
  } catch {
    throw badRequest(IMPORT_MESSAGES.unitCodes);
  }
  const parsed = unitCodesField.safeParse(json);
  if (!parsed.success) throw badRequest(IMPORT_MESSAGES.unitCodes);
  return parsed.data;
}

export const importRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = importService(ctx);
    await app.register(fastifyMultipart, {
      // A field of unit codes: a few hundred new units at most.
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 16384, parts: 6 },
    });
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    app.addHook('onRequest', requireRoles(['Admin', 'Manager'], IMPORT_MESSAGES.forbidden));

    app.get(
      '/templates/:kind',
      {
        schema: {
          tags,
          security,
          params: kindParams,
          querystring: templateQuery,
          response: { 200: templateFile },
        },
      },
      async (request, reply) => {
        const file = await buildTemplate(request.params.kind, request.query.format);
        return reply
          .header('Content-Type', file.contentType)
          .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
          .send(file.bytes);
      },
    );

    // A POST that writes nothing: the file travels in the body.
    app.post(
      '/:kind/preview',
      { schema: { ...upload, response: { 200: importPreviewReply } } },
      // The problems are Messages: the reply hook (platform/errors.ts) translates them.
      async (request) =>
        sent<ImportPreview>(
          await service.preview(caller(request), request.params.kind, await readUpload(request)),
        ),
    );

    app.post(
      '/:kind',
      { schema: { ...upload, response: { 201: importResultReply } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.run(caller(request), request.params.kind, await readUpload(request))),
    );
  };
