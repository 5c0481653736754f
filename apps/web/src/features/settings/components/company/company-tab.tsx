import { useState } from 'react';
import { useTranslation } from '../../../../i18n/react.ts';
import { useQueryClient } from '@tanstack/react-query';
import { LOADING_MESSAGES, SETTINGS_MESSAGES, SUCCESS_MESSAGES } from '@hisaab/shared/messages';
import { canEditCompanyInfo } from '@hisaab/shared/permissions';
import type { CompanyInfo } from '@hisaab/shared/schemas/company';
import { useSession } from '../../../../api/session.ts';
import { i18n } from '../../../../i18n/i18n.ts';
import { Alert } from '../../../../ui/alert.tsx';
import {
  COMPANY_SETTINGS_KEY,
  saveCompanyInfo,
  saveCompanySettings,
  useCompanySettings,
  type CompanySettingsBody,
} from '../../api/company-settings.ts';
import { settingsError } from '../common/messages.ts';
import { Toolbar } from '../common/toolbar.tsx';
import { CompanyInfoForm } from './company-info-form.tsx';
import { CompanySettingsForm } from './company-settings-form.tsx';
import { DocumentLanguageCard } from './document-language-card.tsx';
import { BooksClosedCard } from './books-closed-card.tsx';
import { YearCloseCard } from './year-close-card.tsx';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';

type Message = { tone: 'success' | 'error'; text: string };

/** Settings › Company Settings: the settings of spec section 3, then company information. */
export function CompanyTab() {
  const { t } = useTranslation();
  const { roles } = useSession();
  const queryClient = useQueryClient();
  const settings = useCompanySettings();
  const [settingsMessage, setSettingsMessage] = useState<Message | null>(null);
  const [infoMessage, setInfoMessage] = useState<Message | null>(null);
  // Remounts the forms with the server's values after a refresh.
  const [version, setVersion] = useState(0);

  async function refresh() {
    setSettingsMessage(null);
    setInfoMessage(null);
    await queryClient.invalidateQueries({ queryKey: COMPANY_SETTINGS_KEY });
    setVersion((v) => v + 1);
  }

  async function saveSettings(body: CompanySettingsBody): Promise<boolean> {
    setSettingsMessage(null);
    try {
      queryClient.setQueryData(COMPANY_SETTINGS_KEY, await saveCompanySettings(body));
      // The invoice screen reads the print mode and the company's details too.
      void invalidateAfterWrite(queryClient, 'companySettings');
      setSettingsMessage({ tone: 'success', text: i18n.t(SUCCESS_MESSAGES.saved) });
      return true;
    } catch (err) {
      setSettingsMessage({
        tone: 'error',
        text: settingsError(err, SETTINGS_MESSAGES.generic.failedToSave),
      });
      return false;
    }
  }

  async function saveInfo(info: CompanyInfo): Promise<boolean> {
    setInfoMessage(null);
    try {
      await saveCompanyInfo(info);
      await invalidateAfterWrite(queryClient, 'companySettings');
      setVersion((v) => v + 1);
      setInfoMessage({ tone: 'success', text: i18n.t(SUCCESS_MESSAGES.companyInfoUpdated) });
      return true;
    } catch (err) {
      setInfoMessage({
        tone: 'error',
        text: settingsError(err, SETTINGS_MESSAGES.company.failedToUpdateInfo),
      });
      return false;
    }
  }

  const data = settings.data;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <Toolbar onRefresh={refresh} refreshing={settings.isFetching} />
      {settings.isPending ? (
        <p role="status" className="text-muted">
          {i18n.t(LOADING_MESSAGES.loading)}
        </p>
      ) : settings.isError || !data ? (
        <Alert tone="error">
          {settingsError(settings.error, SETTINGS_MESSAGES.company.failedToLoad)}
        </Alert>
      ) : (
        <>
          <section className="flex flex-col gap-3 rounded-md border border-line bg-surface p-4">
            <h3 className="font-semibold">{t('Settings')}</h3>
            {settingsMessage && (
              <Alert tone={settingsMessage.tone} onDismiss={() => setSettingsMessage(null)}>
                {settingsMessage.text}
              </Alert>
            )}
            <CompanySettingsForm key={`s${version}`} settings={data} onSave={saveSettings} />
          </section>
          <DocumentLanguageCard key={`d${version}`} settings={data} />
          <BooksClosedCard key={`b${version}`} />
          <YearCloseCard key={`y${version}`} />
          <section className="flex flex-col gap-3 rounded-md border border-line bg-surface p-4">
            {infoMessage && (
              <Alert tone={infoMessage.tone} onDismiss={() => setInfoMessage(null)}>
                {infoMessage.text}
              </Alert>
            )}
            <CompanyInfoForm
              key={`i${version}`}
              info={data.companyInfo}
              canEdit={canEditCompanyInfo(roles)}
              onSave={saveInfo}
            />
          </section>
        </>
      )}
    </div>
  );
}
