// The language chosen on this device, kept in localStorage: read before any catalogue or
// i18next has loaded (the API client's Accept-Language, the light sign-in page).
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@hisaab/shared/i18n/languages';

export const LANGUAGE_STORAGE_KEY = 'hisaab.language';

export function storedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts this visit
  }
}
