import { useTranslation } from '../i18n/react.ts';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@hisaab/shared/i18n/languages';
import { applyLanguage, currentLanguage } from '../i18n/i18n.ts';

/**
 * The language choice of the pages before sign-in (issue 28): each language named in itself,
 * kept on this device; once signed in, the server learns it (shell's useServerLanguage).
 */
export function LanguageSelect({ id = 'language' }: { id?: string }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted">
        {t('Language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void applyLanguage(e.target.value);
        }}
        className="rounded-md border border-line bg-surface px-2 py-1 text-sm"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
