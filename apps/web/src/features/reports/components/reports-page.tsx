import { useState } from 'react';
import { Link } from 'react-router';
import { canAccessScreen, PERMISSION_MESSAGES } from '@hisaab/shared/permissions';
import { useSession } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { GenerateTab } from './generate-tab.tsx';
import { SavedTab } from './saved-tab.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const ACTION_LINK =
  'inline-flex items-center justify-center rounded-md border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink hover:bg-canvas';

const TABS = [
  { key: 'saved', label: tk('Saved Reports') },
  { key: 'generate', label: tk('Generate Reports') },
] as const;
const REPORTS = 'reports';

/** Spec section 2 Reports: saved snapshots and generating reports, for Admin, Manager, Auditor. */
export function ReportsPage() {
  const { roles } = useSession();
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>('generate');
  // The saved list loads when first shown, then stays (with an opened report) across tabs.
  const [savedShown, setSavedShown] = useState(false);
  function change(key: string) {
    setTab(key);
    if (key === 'saved') setSavedShown(true);
  }
  return (
    <>
      <PageHeader title={t('Reports')}>
        {canAccessScreen(roles, REPORTS) && (
          <Link to="/reports/tally" className={ACTION_LINK}>
            {t('Export to Tally')}
          </Link>
        )}
      </PageHeader>
      {canAccessScreen(roles, REPORTS) ? (
        <Tabs
          tabs={TABS.map((x) => ({ ...x, label: t(x.label) }))}
          active={tab}
          onChange={change}
          label={t('Reports')}
        >
          {/* Both stay mounted so a result survives a look at the saved list. */}
          <div hidden={tab !== 'generate'}>
            <GenerateTab />
          </div>
          <div hidden={tab !== 'saved'}>{savedShown && <SavedTab />}</div>
        </Tabs>
      ) : (
        <Alert tone="warning">{t(PERMISSION_MESSAGES.noReportsAccess)}</Alert>
      )}
    </>
  );
}
