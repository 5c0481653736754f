// User management calls (spec section 7, account base path), read through the shared replies.
import { useQuery } from '@tanstack/react-query';
import type { ChangeRoleInput, EmailInput, InviteUserInput } from '@hisaab/shared/schemas/auth';
import {
  companyUserListReply,
  resendInviteReply,
  roleListReply,
  userMessageReply,
  type CompanyUserReply,
} from '@hisaab/shared/replies/users';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';

export type CompanyUser = CompanyUserReply;

export const USERS_KEY = ['account', 'company-users'] as const;

export function useCompanyUsers() {
  return useQuery({
    queryKey: USERS_KEY,
    queryFn: async () =>
      parseReply(companyUserListReply, await api.get<unknown>('/account/company-users')),
  });
}

export function useRoles() {
  return useQuery({
    queryKey: ['account', 'roles'],
    queryFn: async () => parseReply(roleListReply, await api.get<unknown>('/account/roles')),
    staleTime: 5 * 60_000,
  });
}

export async function inviteUser(input: InviteUserInput) {
  return parseReply(userMessageReply, await api.post<unknown>('/account/invite-user', input));
}

export async function resendInvite(email: string) {
  const body: EmailInput = { email };
  return parseReply(resendInviteReply, await api.post<unknown>('/account/resend-invite', body));
}

export async function cancelInvitation(email: string) {
  const body: EmailInput = { email };
  return parseReply(userMessageReply, await api.post<unknown>('/account/cancel-invitation', body));
}

export function deleteUser(email: string) {
  return api.delete<null>(`/account/users/${encodeURIComponent(email)}`);
}

export async function changeUserRole(email: string, role: string) {
  const body: ChangeRoleInput = { role };
  const path = `/account/users/${encodeURIComponent(email)}/role`;
  return parseReply(userMessageReply, await api.post<unknown>(path, body));
}
