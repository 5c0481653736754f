import { useTranslation } from '../../../i18n/react.ts';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@hisaab/shared/i18n/languages';
import { useLanguage } from '../hooks/use-language.ts';

/** The shell's language choice: each language named in itself. */
export function LanguagePicker({ id }: { id: string }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <div className="flex items-center gap-2 px-3 py-2 text-sm">
      <label htmlFor={id} className="text-muted">
        {t('Language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void setLanguage(e.target.value);
        }}
        className="min-w-0 flex-1 rounded-md border border-line bg-surface px-2 py-1 text-sm"
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
