import { useTranslation } from '../i18n/react.ts';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  isLanguage,
  type Language,
} from '@hisaab/shared/i18n/languages';
import { applyLanguage, currentLanguage } from '../i18n/i18n.ts';

/**
 * The language choice (issue 28): each language named in itself. Before sign-in it is kept on
 * this device (the server learns it at sign-in: shell's useServerLanguage); the shell passes
 * `choose` to save it for the user as well.
 */
export function LanguageSelect({
  id = 'language',
  choose = applyLanguage,
  className = '',
}: {
  id?: string;
  choose?: (language: Language) => Promise<void>;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="text-muted">
        {t('Language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void choose(e.target.value);
        }}
        className="min-w-0 rounded-md border border-line bg-surface px-2 py-1 text-sm"
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
