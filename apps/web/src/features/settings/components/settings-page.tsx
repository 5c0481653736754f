import { Link, useSearchParams } from 'react-router';
import { PERMISSION_MESSAGES, visibleSettingsTabs } from '@hisaab/shared/permissions';
import { useSession } from '../../../api/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { MasterDataTab } from './master-data-tab.tsx';
import { UserManagementTab } from './user-management-tab.tsx';

/** /settings: the tabs the user's roles allow; the first opens unless ?tab= names another. */
export function SettingsPage() {
  const { roles } = useSession();
  const [params, setParams] = useSearchParams();
  const tabs = visibleSettingsTabs(roles);
  const requested = params.get('tab');
  const active = tabs.find((t) => t.key === requested) ?? tabs[0];

  return (
    <>
      <PageHeader title="Settings">
        <Link to="/settings/plans" className="text-accent underline-offset-2 hover:underline">
          Plans &amp; Pricing
        </Link>
      </PageHeader>
      {!active ? (
        <div className="flex flex-col gap-1 text-muted">
          <p>{PERMISSION_MESSAGES.noSettings}</p>
          <p>{PERMISSION_MESSAGES.noTabs}</p>
        </div>
      ) : (
        <Tabs
          label="Settings"
          tabs={tabs}
          active={active.key}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
        >
          {active.key === 'admin' ? <UserManagementTab /> : <MasterDataTab label={active.label} />}
        </Tabs>
      )}
    </>
  );
}
