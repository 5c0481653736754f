// /api/companysettings: all settings at once, or one setting by key (EnableStockWarning, …,
// CompanyInfo, TurnoverAbove5Cr; any letter case).
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { companySettingsSchema } from '@hisaab/shared/schemas/company';
import { companySettingsReply, settingKeyReply } from '@hisaab/shared/replies/settings';
import type { AppContext } from '../../platform/app-context.ts';
import { camelCaseKeys } from '@hisaab/shared/schemas/common';
import { authenticate, caller, requirePermission } from '../../platform/auth.ts';
import { badRequest, type FieldErrors } from '../../platform/errors.ts';
import { askedVersion, ifMatch, setVersionTag } from '../../platform/versions.ts';
import { SETTING_KEYS, resolveSettingKey, settingsService } from './settings.service.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { issueText } from '@hisaab/shared/schemas/zod-messages';

const tags = ['company settings'];
const security = [{ bearer: [] }];
const WRITE_MESSAGE = tk('Only Admin/Manager can change company settings.');
const VALUE_REQUIRED = tk('A value is required.');

// PascalCase keys (EnableStockWarning, CompanyInfo.GSTIN, ...) are camelCased by the body hook.
const settingsBody = companySettingsSchema;

const keyParams = z.object({ key: z.string().max(64) });

/** `{ value: x }`, or a bare value (a JSON primitive, or the CompanyInfo object itself). */
function valueOf(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const entries = Object.entries(body);
    const wrapped = entries.find(([k]) => k.toLowerCase() === 'value');
    if (wrapped) return wrapped[1];
    return entries.length > 0 ? body : undefined;
  }
  return body ?? undefined;
}

/** One setting's value, checked by the same schema as the whole-settings update. */
function parseSetting(key: (typeof SETTING_KEYS)[number], body: unknown) {
  const value = valueOf(body);
  if (value === undefined) throw badRequest(VALUE_REQUIRED, { value: [VALUE_REQUIRED] });
  const parsed = companySettingsSchema.safeParse(camelCaseKeys({ [key]: value }));
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues)
    (errors[issue.path.join('.') || key] ??= []).push(issueText(issue));
  throw badRequest(issueText(parsed.error.issues[0], tk('Invalid value.')), errors);
}

export const settingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = settingsService(ctx);
    app.addHook('onRequest', authenticate(ctx.tokens, ctx.now));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const writers = { onRequest: requirePermission('manageMasterData', WRITE_MESSAGE) };

    r.get(
      '/',
      { schema: { tags, security, response: { 200: companySettingsReply } } },
      async (request, reply) => {
        const settings = await service.get(caller(request));
        setVersionTag(reply, settings.version);
        return settings;
      },
    );

    r.put(
      '/',
      {
        ...writers,
        schema: { tags, security, body: settingsBody, response: { 200: companySettingsReply } },
      },
      async (request) =>
        service.update(caller(request), {
          ...request.body,
          version: askedVersion(request.body, request.headers),
        }),
    );

    r.get(
      '/:key',
      { schema: { tags, security, params: keyParams, response: { 200: settingKeyReply } } },
      async (request, reply) => {
        const key = resolveSettingKey(request.params.key);
        const { setting, version } = await service.getKey(caller(request), key);
        setVersionTag(reply, version);
        return setting;
      },
    );

    r.put(
      '/:key',
      {
        ...writers,
        schema: {
          tags,
          security,
          params: keyParams,
          body: z.unknown(),
          response: { 200: settingKeyReply },
        },
      },
      async (request, reply) => {
        const key = resolveSettingKey(request.params.key);
        // The body is the value: the version it is based on comes as If-Match (issue 37), and
        // the new one goes back as the ETag (the reply is the setting alone, as before).
        const settings = await service.update(caller(request), {
          ...parseSetting(key, request.body),
          version: ifMatch(request.headers),
        });
        setVersionTag(reply, settings.version);
        return { key, value: settings[key] };
      },
    );
  };
