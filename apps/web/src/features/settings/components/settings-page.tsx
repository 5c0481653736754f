import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import {
  PERMISSION_MESSAGES,
  canManageMasterData,
  visibleSettingsTabs,
  type SettingsTabKey,
} from '@hisaab/shared/permissions';
import { useSession } from '../../../api/session.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { AuditTab } from './audit/audit-tab.tsx';
import { BankAccountsTab } from './bank-accounts/bank-accounts-tab.tsx';
import { CompanyTab } from './company/company-tab.tsx';
import { CustomersTab } from './customers/customers-tab.tsx';
import { ItemsTab } from './items/items-tab.tsx';
import { MapItemsTab } from './map-items/map-items-tab.tsx';
import { TaxGroupsTab } from './tax-groups/tax-groups-tab.tsx';
import { TaxesTab } from './taxes/taxes-tab.tsx';
import { UserManagementTab } from './user-management-tab.tsx';

/** /settings: the tabs the user's roles allow; the first opens unless ?tab= names another. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { roles } = useSession();
  const [params, setParams] = useSearchParams();
  const tabs = visibleSettingsTabs(roles);
  const requested = params.get('tab');
  const active = tabs.find((t) => t.key === requested) ?? tabs[0];

  return (
    <>
      <PageHeader title={t('Settings')}>
        {canManageMasterData(roles) && (
          <Link to="/settings/import" className="text-accent underline-offset-2 hover:underline">
            {t('Import from Excel')}
          </Link>
        )}
        <Link to="/godowns" className="text-accent underline-offset-2 hover:underline">
          {t('Godowns')}
        </Link>
        <Link to="/settings/plans" className="text-accent underline-offset-2 hover:underline">
          {t('Plans & Pricing')}
        </Link>
      </PageHeader>
      {!active ? (
        <div className="flex flex-col gap-1 text-muted">
          <p>{i18n.t(PERMISSION_MESSAGES.noSettings)}</p>
          <p>{i18n.t(PERMISSION_MESSAGES.noTabs)}</p>
        </div>
      ) : (
        <Tabs
          label={t('Settings')}
          tabs={tabs.map((tab) => ({ ...tab, label: t(tab.label) }))}
          active={active.key}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
        >
          <TabPanel tab={active.key} />
        </Tabs>
      )}
    </>
  );
}

/** The screen of one tab; each keeps its own state and queries. */
function TabPanel({ tab }: { tab: SettingsTabKey }) {
  switch (tab) {
    case 'admin':
      return <UserManagementTab />;
    case 'customers':
      return <CustomersTab />;
    case 'items':
      return <ItemsTab />;
    case 'taxes':
      return <TaxesTab />;
    case 'taxgroups':
      return <TaxGroupsTab />;
    case 'mapitems':
      return <MapItemsTab />;
    case 'bankaccounts':
      return <BankAccountsTab />;
    case 'company':
      return <CompanyTab />;
    case 'audit':
      return <AuditTab />;
  }
}
