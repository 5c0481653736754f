// The web's languages (issue 28). English texts are the keys, so the spec's English is what
// shows when a language lacks a text and every screen works before any catalogue has loaded.
// Another language loads in two chunks (issue 41): first i18next (the engine: plurals by
// Intl.PluralRules, {{interpolation}}) with the texts of the frame and the dashboard, then, once
// a screen past the dashboard loads, the texts of every other screen: the web's texts
// (locales/<code>/) and the shared texts the server also answers in. A Hindi dashboard fetches
// only what it shows. The screens read it through react.ts.
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from '@hisaab/shared/i18n/languages';
import { englishText, type Catalogue, type Text } from '@hisaab/shared/i18n/messages';

import { ENGLISH, i18n, setEngine } from './react.ts';
import { storedLanguage, storeLanguage } from './stored-language.ts';
import type { LanguagePack } from '../locales/language-pack.ts';

export { i18n };

type OtherLanguage = Exclude<Language, 'en'>;
interface LanguageChunk {
  default: LanguagePack;
  screens: () => Promise<Catalogue>;
}

const loaders: Record<OtherLanguage, () => Promise<LanguageChunk>> = {
  hi: () => import('../locales/hi/index.ts'),
  mr: () => import('../locales/mr/index.ts'),
};

const chunks = new Map<OtherLanguage, Promise<LanguageChunk>>();
const withScreens = new Map<OtherLanguage, Promise<LanguagePack>>();
/** The language last asked for: a screen's loader may run before applyLanguage has finished. */
let wanted: Language = storedLanguage();
/** Whether a screen past the dashboard has loaded: a language chosen later loads its texts too. */
let screensShown = false;
let translateMessage: (text: Text) => string = englishText;

/**
 * A text made elsewhere (a validation message of the shared schemas, a report's fixed words) in
 * the current language: the web's one translator of such texts. A Message by its key, its
 * values as they are (a Message value translated); a catalogue text looked up whole. Server
 * answers arrive already translated.
 */
export function messageText(text: Text): string {
  return translateMessage(text);
}

function chunkOf(language: OtherLanguage): Promise<LanguageChunk> {
  let chunk = chunks.get(language);
  if (!chunk) {
    chunk = loaders[language]();
    chunks.set(language, chunk);
    chunk.catch(() => chunks.delete(language));
  }
  return chunk;
}

/**
 * A language's whole catalogue (both chunks, each loaded once); the print's labels read it
 * without switching screens.
 */
export function loadLanguagePack(language: OtherLanguage): Promise<LanguagePack> {
  let pack = withScreens.get(language);
  if (!pack) {
    pack = chunkOf(language).then(async (chunk) => {
      chunk.default.add(await chunk.screens());
      return chunk.default;
    });
    withScreens.set(language, pack);
    pack.catch(() => withScreens.delete(language));
  }
  return pack;
}

/**
 * The texts of the screens past the dashboard in the language being shown: each such screen's
 * loader awaits it (app/lazy-screens.ts), so the screen draws in that language at once. English
 * loads nothing.
 */
export async function loadScreenTexts(): Promise<void> {
  screensShown = true;
  const language = wanted;
  if (language === 'en') return;
  const pack = await loadLanguagePack(language);
  // A new engine object: the screens drawn so far render again with the added texts.
  if (i18n.language === language) setEngine({ language, t: pack.t });
}

/** Loads the language's chunk (once) and switches every screen to it. */
export async function applyLanguage(language: Language): Promise<void> {
  wanted = language;
  if (language === 'en') {
    translateMessage = englishText;
    setEngine(ENGLISH);
  } else {
    const pack = screensShown
      ? await loadLanguagePack(language)
      : (await chunkOf(language)).default;
    translateMessage = pack.message;
    setEngine({ language, t: pack.t });
  }
  storeLanguage(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

/** The language requests are answered in (the Accept-Language header of every API call). */
export function currentLanguage(): Language {
  return i18n.language ?? DEFAULT_LANGUAGE;
}
