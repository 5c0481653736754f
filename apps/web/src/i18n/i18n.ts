// The web's languages (issue 28): i18next with react-i18next. English texts are the keys, so
// the spec's English is what shows when a language lacks a text and every screen works before
// any catalogue has loaded. Only the chosen language's catalogue is fetched (locales/<code>/,
// one chunk per language with the shared catalogues of server texts in it).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  isLanguage,
  type Language,
} from '@hisaab/shared/i18n/languages';
import { messageTranslator, type Catalogue } from '@hisaab/shared/i18n/messages';
import englishPlurals from '../locales/en/index.ts';
import { storeLanguage } from './stored-language.ts';

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  hi: () => import('../locales/hi/index.ts'),
  mr: () => import('../locales/mr/index.ts'),
};

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: { en: { translation: englishPlurals } },
  // Keys are English sentences: their dots and colons are text, not paths.
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false }, // React escapes what it renders
  initAsync: false,
  react: { useSuspense: false },
});

let translateMessage: (english: string) => string = (s) => s;

/**
 * A text made in English elsewhere (a validation message of the shared schemas, a server
 * message the web composes) in the current language: a catalogue text, or a sentence matched
 * back to its template ("Row 4: ..."). Server answers arrive already translated.
 */
export function messageText(english: string): string {
  return translateMessage(english);
}

/** Loads the language's catalogue (once) and switches every screen to it. */
export async function applyLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const { default: catalogue } = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', catalogue);
  }
  const catalogue = (i18n.getResourceBundle(language, 'translation') ?? {}) as Catalogue;
  translateMessage = language === 'en' ? (s) => s : messageTranslator(catalogue);
  storeLanguage(language);
  document.documentElement.lang = LANGUAGE_TAGS[language];
  await i18n.changeLanguage(language);
}

/** The language requests are answered in (the Accept-Language header of every API call). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
