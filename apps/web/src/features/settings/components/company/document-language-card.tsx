// Settings › Company: the language of what the company's customers receive (issue 28): bills,
// notes, WhatsApp and e-mail texts, with English labels beside it and Devanagari digits on
// request. It saves apart from the settings form above it, through the screen's save (which
// sends the settings' version the screen shows, issue 37).
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/react.ts';
import { useQueryClient } from '@tanstack/react-query';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  isLanguage,
  type Language,
} from '@hisaab/shared/i18n/languages';
import type { CompanySettingsReply } from '@hisaab/shared/replies/settings';
import { Button } from '../../../../ui/button.tsx';
import { Select } from '../../../../ui/select.tsx';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';
import { isStaleEdit } from '../../../../api/api-error.ts';
import { COMPANY_SETTINGS_KEY, type CompanySettingsBody } from '../../api/company-settings.ts';
import { settingsError } from '../common/messages.ts';
import { MessageAlert } from '../../../../ui/message-alert.tsx';
import type { ScreenMessage } from '../../../../ui/message-alert.tsx';
import { Checkbox } from '../common/checkbox.tsx';

interface DocumentLanguageCardProps {
  settings: CompanySettingsReply;
  save: (body: CompanySettingsBody) => Promise<CompanySettingsReply>;
  /** Offered when the settings changed meanwhile: the screen reads them again. */
  onReload: () => void;
}

export function DocumentLanguageCard({
  settings,
  save: send,
  onReload,
}: DocumentLanguageCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<Language>(settings.documentLanguage);
  const [bilingual, setBilingual] = useState(settings.bilingualPrint);
  const [digits, setDigits] = useState(settings.devanagariDigits);
  const [message, setMessage] = useState<ScreenMessage | null>(null);
  const dirty =
    language !== settings.documentLanguage ||
    bilingual !== settings.bilingualPrint ||
    digits !== settings.devanagariDigits;

  async function save() {
    setMessage(null);
    try {
      const reply = await send({
        documentLanguage: language,
        bilingualPrint: bilingual,
        devanagariDigits: digits,
      });
      queryClient.setQueryData(COMPANY_SETTINGS_KEY, reply);
      void invalidateAfterWrite(queryClient, 'companySettings');
      setMessage({ tone: 'success', text: t('Saved.') });
    } catch (err) {
      const text = settingsError(err, t('Could not save the settings.'));
      setMessage({ tone: 'error', text, ...(isStaleEdit(err) ? { reload: onReload } : {}) });
    }
  }

  return (
    <section className="flex flex-col gap-3 rounded-md border border-line bg-surface p-4">
      <h3 className="font-semibold">{t('Bills in your customers’ language')}</h3>
      <MessageAlert message={message} onDismiss={() => setMessage(null)} />
      <Select
        label={t('Language of bills and messages to customers')}
        options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        value={language}
        onChange={(e) => isLanguage(e.target.value) && setLanguage(e.target.value)}
      />
      <Checkbox
        label={t('Print English labels with it')}
        checked={bilingual}
        disabled={language === 'en'}
        onChange={(e) => setBilingual(e.target.checked)}
      />
      <Checkbox
        label={t('Devanagari digits (०१२३)')}
        checked={digits}
        disabled={language === 'en'}
        onChange={(e) => setDigits(e.target.checked)}
      />
      <div>
        <Button onClick={save} disabled={!dirty}>
          {t('Save')}
        </Button>
      </div>
    </section>
  );
}
