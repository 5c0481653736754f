import { i18n } from '../../../i18n/i18n.ts';
import { ADMIN_MESSAGES } from '@hisaab/shared/messages';
import { hasRole } from '@hisaab/shared/permissions';
import { Button } from '../../../ui/button.tsx';
import { Table, type Column } from '../../../ui/table.tsx';
import type { CompanyUser } from '../api/users.ts';
import { ResendButton } from './resend-button.tsx';
import { RoleChange } from './role-change.tsx';

export interface UserActions {
  roles: readonly string[];
  onUpdateRole: (email: string, role: string) => Promise<void>;
  onDelete: (email: string) => void;
  onResend: (email: string) => Promise<number>;
  onCancel: (email: string) => void;
}

const isAdmin = (u: CompanyUser) => hasRole(u.roles, 'Admin');

function emailColumn(): Column<CompanyUser> {
  return { key: 'email', header: i18n.t('Email'), render: (u) => u.email };
}

/** The spec shows the first role only. */
function rolesColumn(): Column<CompanyUser> {
  return { key: 'roles', header: i18n.t('Roles'), render: (u) => i18n.t(u.roles[0] ?? '') };
}

function roleChange(u: CompanyUser, a: UserActions) {
  return (
    <RoleChange
      email={u.email}
      currentRole={u.roles[0] ?? ''}
      roles={a.roles}
      onUpdate={a.onUpdateRole}
    />
  );
}

export function OnboardedUsersTable({
  users,
  actions,
}: {
  users: CompanyUser[];
  actions: UserActions;
}) {
  const columns: Column<CompanyUser>[] = [
    emailColumn(),
    rolesColumn(),
    {
      key: 'actions',
      header: i18n.t('Actions'),
      // Admin users cannot be edited or deleted (spec section 6).
      render: (u) =>
        isAdmin(u) ? null : (
          <div className="flex flex-wrap items-center gap-2">
            {roleChange(u, actions)}
            <Button variant="danger" onClick={() => actions.onDelete(u.email)}>
              {i18n.t('Delete')}
            </Button>
          </div>
        ),
    },
  ];
  return (
    <Table
      caption={i18n.t('Onboarded Users')}
      showCaption
      columns={columns}
      rows={users}
      rowKey={(u) => u.id}
      empty={i18n.t(ADMIN_MESSAGES.noOnboardedUsers)}
    />
  );
}

export function InvitedUsersTable({
  users,
  actions,
}: {
  users: CompanyUser[];
  actions: UserActions;
}) {
  const columns: Column<CompanyUser>[] = [
    emailColumn(),
    rolesColumn(),
    {
      key: 'actions',
      header: i18n.t('Actions'),
      render: (u) => (
        <div className="flex flex-wrap items-center gap-2">
          <ResendButton
            email={u.email}
            serverSeconds={u.resendAvailableInSeconds}
            onResend={actions.onResend}
          />
          <Button variant="danger" onClick={() => actions.onCancel(u.email)}>
            {i18n.t('Cancel')}
          </Button>
          {!isAdmin(u) && roleChange(u, actions)}
        </div>
      ),
    },
  ];
  return (
    <Table
      caption={i18n.t('Invited Users')}
      showCaption
      columns={columns}
      rows={users}
      rowKey={(u) => u.id}
      empty={i18n.t(ADMIN_MESSAGES.noPendingInvitations)}
    />
  );
}
