// User management calls (spec section 7, account base path) and their reply shapes.
import { useQuery } from '@tanstack/react-query';
import type { InviteUserInput } from '@hisaab/shared/schemas/auth';
import { api } from '../../../api/client.ts';

export interface CompanyUser {
  id: string;
  email: string;
  roles: string[];
  invitationAccepted: boolean;
  resendAvailableInSeconds: number;
}

type Row = Record<string, unknown>;

/** Reads `name` or `Name`: replies may be camelCase or PascalCase (spec section 3). */
function pick(row: Row, name: string): unknown {
  return row[name] ?? row[name.charAt(0).toUpperCase() + name.slice(1)];
}

/** A bare array or an object wrapping items (spec section 3). */
function listOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (data !== null && typeof data === 'object') {
    const items = pick(data as Row, 'items');
    if (Array.isArray(items)) return items;
  }
  return [];
}

function toUser(raw: unknown): CompanyUser | null {
  if (raw === null || typeof raw !== 'object') return null;
  const row = raw as Row;
  const email = pick(row, 'email');
  if (typeof email !== 'string') return null;
  const roles = pick(row, 'roles');
  const seconds = pick(row, 'resendAvailableInSeconds');
  return {
    id: String(pick(row, 'id') ?? email),
    email,
    roles: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [],
    invitationAccepted: pick(row, 'invitationAccepted') === true,
    resendAvailableInSeconds: typeof seconds === 'number' && seconds > 0 ? seconds : 0,
  };
}

export const USERS_KEY = ['account', 'company-users'] as const;

export function useCompanyUsers() {
  return useQuery({
    queryKey: USERS_KEY,
    queryFn: async () =>
      listOf(await api.get<unknown>('/account/company-users'))
        .map(toUser)
        .filter((u): u is CompanyUser => u !== null),
  });
}

export function useRoles() {
  return useQuery({
    queryKey: ['account', 'roles'],
    queryFn: async () =>
      listOf(await api.get<unknown>('/account/roles')).filter(
        (r): r is string => typeof r === 'string',
      ),
    staleTime: 5 * 60_000,
  });
}

type MessageReply = { message?: string; cooldownSeconds?: number } | null;

export function inviteUser(input: InviteUserInput) {
  return api.post<MessageReply>('/account/invite-user', input);
}

export function resendInvite(email: string) {
  return api.post<MessageReply>('/account/resend-invite', { email });
}

export function cancelInvitation(email: string) {
  return api.post<MessageReply>('/account/cancel-invitation', { email });
}

export function deleteUser(email: string) {
  return api.delete<null>(`/account/users/${encodeURIComponent(email)}`);
}

export function changeUserRole(email: string, role: string) {
  return api.post<MessageReply>(`/account/users/${encodeURIComponent(email)}/role`, { role });
}
