import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { InviteUserInput } from '@hisaab/shared/schemas/auth';
import {
  ADMIN_MESSAGES,
  MESSAGE_TEXTS,
  LOADING_MESSAGES,
  SETTINGS_MESSAGES,
  SUCCESS_MESSAGES,
  safeServerMessage,
} from '@hisaab/shared/messages';
import { bodyNumber, displayMessage } from '../../../api/api-error.ts';
import { i18n, messageText } from '../../../i18n/i18n.ts';
import type { Text } from '@hisaab/shared/i18n/messages';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import {
  USERS_KEY,
  cancelInvitation,
  changeUserRole,
  deleteUser,
  inviteUser,
  resendInvite,
  useCompanyUsers,
  useRoles,
} from '../api/users.ts';
import { InviteForm } from './invite-form.tsx';
import { InvitedUsersTable, OnboardedUsersTable, type UserActions } from './users-tables.tsx';

type Message = { tone: 'success' | 'error'; text: string };
type Pending = { kind: 'cancel' | 'delete'; email: string };

/** Settings › User Management (Admin only): invite, resend, cancel, change role, delete. */
export function UserManagementTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const users = useCompanyUsers();
  const roles = useRoles();
  const [message, setMessage] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: USERS_KEY });
  const fail = (err: unknown, fallback: Text) =>
    setMessage({ tone: 'error', text: displayMessage(err, messageText(fallback)) });

  async function onInvite(input: InviteUserInput): Promise<boolean> {
    setMessage(null);
    try {
      await inviteUser(input);
      setMessage({ tone: 'success', text: i18n.t(SUCCESS_MESSAGES.invitationSent) });
      await refresh();
      return true;
    } catch (err) {
      fail(err, ADMIN_MESSAGES.failedToSendInvite);
      return false;
    }
  }

  const actions: UserActions = {
    roles: roles.data ?? [],
    async onResend(email) {
      setMessage(null);
      try {
        const reply = await resendInvite(email);
        setMessage({
          tone: 'success',
          text: safeServerMessage(reply.message, i18n.t(SUCCESS_MESSAGES.invitationSent)),
        });
        return reply.cooldownSeconds;
      } catch (err) {
        fail(err, ADMIN_MESSAGES.failedToResendInvitation);
        return bodyNumber(err, 'retryAfterSeconds') ?? 0;
      }
    },
    async onUpdateRole(email, role) {
      setMessage(null);
      try {
        const reply = await changeUserRole(email, role);
        if (reply.message)
          setMessage({
            tone: 'success',
            text: safeServerMessage(reply.message, i18n.t(SUCCESS_MESSAGES.saved)),
          });
        await refresh();
      } catch (err) {
        fail(err, MESSAGE_TEXTS.failedToUpdateRole(email));
      }
    },
    onDelete: (email) => setConfirming({ kind: 'delete', email }),
    onCancel: (email) => setConfirming({ kind: 'cancel', email }),
  };

  async function confirm() {
    if (!confirming) return;
    const { kind, email } = confirming;
    setConfirming(null);
    setMessage(null);
    try {
      if (kind === 'cancel') await cancelInvitation(email);
      else await deleteUser(email);
      await refresh();
    } catch (err) {
      fail(
        err,
        kind === 'cancel'
          ? ADMIN_MESSAGES.failedToCancelInvitation
          : ADMIN_MESSAGES.failedToDeleteUser,
      );
    }
  }

  const list = users.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <InviteForm roles={roles.data ?? []} rolesLoading={roles.isPending} onInvite={onInvite} />
      {roles.isError && (
        <Alert tone="error">
          {displayMessage(roles.error, i18n.t(SETTINGS_MESSAGES.users.failedToLoadRoles))}
        </Alert>
      )}
      {message && (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <div>
        <Button variant="secondary" pending={users.isFetching} onClick={() => refresh()}>
          {t('Refresh')}
        </Button>
      </div>
      {users.isPending ? (
        <LoadingText>{i18n.t(LOADING_MESSAGES.users)}</LoadingText>
      ) : users.isError ? (
        <Alert tone="error">
          {displayMessage(users.error, i18n.t(SETTINGS_MESSAGES.users.failedToLoadUsers))}
        </Alert>
      ) : (
        <>
          <OnboardedUsersTable users={list.filter((u) => u.invitationAccepted)} actions={actions} />
          <InvitedUsersTable users={list.filter((u) => !u.invitationAccepted)} actions={actions} />
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.kind === 'delete' ? t('Delete user') : t('Cancel invitation')}
        message={messageText(
          confirming?.kind === 'delete'
            ? MESSAGE_TEXTS.deleteUser(confirming.email)
            : MESSAGE_TEXTS.cancelInvitation(confirming?.email ?? ''),
        )}
        confirmLabel={confirming?.kind === 'delete' ? t('Delete user') : t('Cancel invitation')}
        danger
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
