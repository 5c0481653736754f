import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/react.ts';
import { useQueryClient } from '@tanstack/react-query';
import { LOADING_MESSAGES, SETTINGS_MESSAGES, SUCCESS_MESSAGES } from '@hisaab/shared/messages';
import { canEditCompanyInfo } from '@hisaab/shared/permissions';
import type { CompanyInfo } from '@hisaab/shared/schemas/company';
import type { CompanySettingsReply } from '@hisaab/shared/replies/settings';
import { useSession } from '../../../../api/session.ts';
import { i18n } from '../../../../i18n/i18n.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { isStaleEdit } from '../../../../api/api-error.ts';
import {
  COMPANY_SETTINGS_KEY,
  saveCompanyInfo,
  saveCompanySettings,
  useCompanySettings,
  type CompanySettingsBody,
} from '../../api/company-settings.ts';
import { settingsError } from '../common/messages.ts';
import { MessageAlert } from '../../../../ui/message-alert.tsx';
import type { ScreenMessage } from '../../../../ui/message-alert.tsx';
import { Toolbar } from '../common/toolbar.tsx';
import { CompanyInfoForm } from './company-info-form.tsx';
import { CompanySettingsForm } from './company-settings-form.tsx';
import { DocumentLanguageCard } from './document-language-card.tsx';
import { BooksClosedCard } from './books-closed-card.tsx';
import { YearCloseCard } from './year-close-card.tsx';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';

/**
 * Settings › Company Settings: the settings of spec section 3, then company information. They
 * are one record with one version (issue 37): each save sends the version the screen shows,
 * so a save made meanwhile by someone else is refused (409) and Reload is offered, the typed
 * values staying in the forms until it is chosen.
 */
export function CompanyTab() {
  const { t } = useTranslation();
  const { roles } = useSession();
  const queryClient = useQueryClient();
  const settings = useCompanySettings();
  const [settingsMessage, setSettingsMessage] = useState<ScreenMessage | null>(null);
  const [infoMessage, setInfoMessage] = useState<ScreenMessage | null>(null);
  // Remounts the forms with the server's values after a refresh.
  const [version, setVersion] = useState(0);
  // The settings' version the forms show (issue 37): set by the first read, then moved by this
  // screen's own saves and by Refresh/Reload only (a read in the background does not move it).
  const [basedOn, setBasedOn] = useState<number | null>(null);
  const data = settings.data;
  useEffect(() => {
    if (basedOn === null && data) setBasedOn(data.version);
  }, [basedOn, data]);

  /** Reads the settings again and shows them in every form (the version with them). */
  async function refresh() {
    setSettingsMessage(null);
    setInfoMessage(null);
    await queryClient.invalidateQueries({ queryKey: COMPANY_SETTINGS_KEY });
    setBasedOn(
      queryClient.getQueryData<CompanySettingsReply>(COMPANY_SETTINGS_KEY)?.version ?? null,
    );
    setVersion((v) => v + 1);
  }

  /** A failed save's message; one refused as stale offers Reload (refresh). */
  const failure = (err: unknown, fallback: string): ScreenMessage => ({
    tone: 'error',
    text: settingsError(err, fallback),
    ...(isStaleEdit(err) ? { reload: () => void refresh() } : {}),
  });

  async function saveSettings(body: CompanySettingsBody): Promise<boolean> {
    setSettingsMessage(null);
    try {
      const reply = await saveCompanySettings({ ...body, version: basedOn });
      queryClient.setQueryData(COMPANY_SETTINGS_KEY, reply);
      setBasedOn(reply.version);
      // The invoice screen reads the print mode and the company's details too.
      void invalidateAfterWrite(queryClient, 'companySettings');
      setSettingsMessage({ tone: 'success', text: i18n.t(SUCCESS_MESSAGES.saved) });
      return true;
    } catch (err) {
      setSettingsMessage(failure(err, SETTINGS_MESSAGES.generic.failedToSave));
      return false;
    }
  }

  async function saveInfo(info: CompanyInfo): Promise<boolean> {
    setInfoMessage(null);
    try {
      await saveCompanyInfo(info, basedOn);
      await invalidateAfterWrite(queryClient, 'companySettings');
      setBasedOn(
        queryClient.getQueryData<CompanySettingsReply>(COMPANY_SETTINGS_KEY)?.version ?? null,
      );
      setVersion((v) => v + 1);
      setInfoMessage({ tone: 'success', text: i18n.t(SUCCESS_MESSAGES.companyInfoUpdated) });
      return true;
    } catch (err) {
      setInfoMessage(failure(err, SETTINGS_MESSAGES.company.failedToUpdateInfo));
      return false;
    }
  }

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
            <MessageAlert message={settingsMessage} onDismiss={() => setSettingsMessage(null)} />
            <CompanySettingsForm key={`s${version}`} settings={data} onSave={saveSettings} />
          </section>
          <DocumentLanguageCard
            key={`d${version}`}
            settings={data}
            save={async (body) => {
              const reply = await saveCompanySettings({ ...body, version: basedOn });
              setBasedOn(reply.version);
              return reply;
            }}
            onReload={() => void refresh()}
          />
          <BooksClosedCard key={`b${version}`} />
          <YearCloseCard key={`y${version}`} />
          <section className="flex flex-col gap-3 rounded-md border border-line bg-surface p-4">
            <MessageAlert message={infoMessage} onDismiss={() => setInfoMessage(null)} />
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
