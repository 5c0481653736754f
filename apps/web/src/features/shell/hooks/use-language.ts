// The language the user reads Hisaab in (issue 28): chosen in the shell, kept on this device
// for the first paint and on the server for every device and for the server's own answers.
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { isLanguage, type Language } from '@hisaab/shared/i18n/languages';
import { preferencesReply } from '@hisaab/shared/replies/accounts';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { applyLanguage, currentLanguage } from '../../../i18n/i18n.ts';

async function saveLanguage(language: Language): Promise<void> {
  await api.put<unknown>('/account/preferences', { language });
}

/** The current language and a setter that switches the screens and saves the choice. */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return [
    language,
    async (next) => {
      await applyLanguage(next);
      await saveLanguage(next).catch((err) => console.warn('Language not saved.', err));
    },
  ];
}

/**
 * Once per sign-in: the server's choice wins (set on another device); a user who never chose
 * keeps the one picked on this device before signing in, and the server learns it.
 */
export function useServerLanguage(): void {
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const { language } = parseReply(
          preferencesReply,
          await api.get<unknown>('/account/preferences'),
        );
        if (cancelled) return;
        if (isLanguage(language)) {
          if (language !== currentLanguage()) await applyLanguage(language);
        } else if (currentLanguage() !== 'en') {
          await saveLanguage(currentLanguage());
        }
      } catch {
        // Offline or signed out meanwhile: the language chosen on this device stays.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);
}
