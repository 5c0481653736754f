// The languages Hisaab speaks. English is the source: its texts are the keys of every
// catalogue, so the spec's exact English never drifts. A new language is a code here and a
// folder of catalogues (shared catalogues/<code>/ and the web's locales/<code>/).

export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as a picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
};

/** The BCP 47 tag for Intl and the page's lang attribute. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best of our languages in an Accept-Language header ("hi-IN,hi;q=0.9,en;q=0.8"), by its
 * q-values; English when it names none of them or is absent.
 */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: Language = DEFAULT_LANGUAGE;
  let bestQ = -1;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > bestQ) {
      best = primary;
      bestQ = q;
    }
  }
  return bestQ > 0 ? best : DEFAULT_LANGUAGE;
}
