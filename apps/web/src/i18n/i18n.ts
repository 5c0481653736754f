// The web's languages (issue 28). English texts are the keys, so the spec's English is what
// shows when a language lacks a text and every screen works before any catalogue has loaded.
// Another language loads as one chunk: i18next (the engine: plurals by Intl.PluralRules,
// {{interpolation}}) with that language's catalogue, the web's texts (locales/<code>/) and the
// shared texts the server also answers in. The screens read it through react.ts.
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from '@hisaab/shared/i18n/languages';
import { englishText, type Text } from '@hisaab/shared/i18n/messages';

import { ENGLISH, i18n, setEngine } from './react.ts';
import { storeLanguage } from './stored-language.ts';
import type { LanguagePack } from '../locales/language-pack.ts';

export { i18n };

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: LanguagePack }>> = {
  hi: () => import('../locales/hi/index.ts'),
  mr: () => import('../locales/mr/index.ts'),
};

const loaded = new Map<Language, LanguagePack>();
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

/** A language's chunk, loaded once; the print's labels read it without switching screens. */
export async function loadLanguagePack(language: Exclude<Language, 'en'>): Promise<LanguagePack> {
  let pack = loaded.get(language);
  if (!pack) {
    pack = (await loaders[language]()).default;
    loaded.set(language, pack);
  }
  return pack;
}

/** Loads the language's chunk (once) and switches every screen to it. */
export async function applyLanguage(language: Language): Promise<void> {
  if (language === 'en') {
    translateMessage = englishText;
    setEngine(ENGLISH);
  } else {
    const pack = await loadLanguagePack(language);
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
