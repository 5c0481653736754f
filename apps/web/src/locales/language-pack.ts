// One language's pack: i18next set up on its catalogue (English plural forms as the fallback),
// built when the language's first chunk loads (locales/<code>/index.ts); the screens' texts
// join it when a screen past the dashboard loads them (add).
import i18next from 'i18next';
import type { Language } from '@hisaab/shared/i18n/languages';
import { translateText, type Catalogue, type Text } from '@hisaab/shared/i18n/messages';
import type { TFunction } from '../i18n/react.ts';
import englishPlurals from './en/index.ts';

export interface LanguagePack {
  t: TFunction;
  /**
   * A text in this language: a Message by its key, its values as they are (a Message value
   * translated); a string looked up whole in the catalogue, else as it is.
   */
  message: (text: Text) => string;
  /** The catalogue's own text for an English text; undefined when it has none. */
  lookup: (english: string) => string | undefined;
  /** Adds texts that arrived in a later chunk (the screens' texts, i18n.ts). */
  add: (texts: Catalogue) => void;
}

export function languagePack(language: Language, files: Record<string, Catalogue>): LanguagePack {
  const catalogue: Catalogue = Object.assign({}, ...Object.values(files));
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: { [language]: { translation: catalogue }, en: { translation: englishPlurals } },
    // Keys are English sentences: their dots and colons are text, not paths.
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false }, // React escapes what it renders
    initAsync: false,
  });
  const t = instance.getFixedT(language) as unknown as TFunction;
  return {
    t: (key, options) => t(key, options),
    message: (text: Text) => translateText(catalogue, text),
    lookup: (english) => catalogue[english],
    add: (texts) => {
      Object.assign(catalogue, texts);
      instance.addResourceBundle(language, 'translation', texts, true, true);
    },
  };
}
