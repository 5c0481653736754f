// The caller's language on the server. Every request carries one: the signed-in user's chosen
// language (users.language), else the best of the Accept-Language header, else English.
// Texts are written in English and translated on the way out (errors.ts for replies, mails,
// prints) from the shared catalogues (packages/shared/src/i18n/catalogues/<language>/*.json).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, pickLanguage, type Language } from '@hisaab/shared/i18n/languages';
import {
  fmt,
  translateText,
  type Catalogue,
  type Params,
  type Text,
} from '@hisaab/shared/i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request's texts are answered in. */
    language: Language;
  }
}

const cataloguesDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@hisaab/shared/i18n/languages')),
  'catalogues',
);

function readCatalogue(language: Language): Catalogue {
  const dir = path.join(cataloguesDir, language);
  const merged: Record<string, string> = {};
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return merged; // English has no catalogue: its texts are the keys
  }
  for (const file of files.sort()) {
    Object.assign(merged, JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  }
  return merged;
}

export interface Translator {
  language: Language;
  /** A text written in English, with its {{placeholders}} filled from params. */
  t(english: string, params?: Params): string;
  /**
   * The one translation of a text on its way out (errors.ts): a Message by its key, its values
   * filled in untranslated (a Message value translated); a string looked up whole in the
   * catalogue, else as it is. Nothing is matched back from finished English.
   */
  text(text: Text): string;
}

const translators = new Map<Language, Translator>();

export function translator(language: Language): Translator {
  let tr = translators.get(language);
  if (!tr) {
    const catalogue = readCatalogue(language);
    tr = {
      language,
      t: (english, params) => fmt(catalogue[english] ?? english, params ?? {}),
      text: (text) => translateText(catalogue, text),
    };
    translators.set(language, tr);
  }
  return tr;
}

/** Reads every language's catalogue once at start, so a bad file stops the server early. */
export function loadTranslations(): void {
  for (const language of LANGUAGES) translator(language);
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers['accept-language']);
  });
}
