// GET /audit (the audit trail, Admin and Auditor) and /audit/users (its user filter).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditPageReply, auditUserListReply } from '@hisaab/shared/replies/audit';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';

export interface AuditFilters {
  entity: string;
  entityId: string;
  userId: string;
  from: string;
  to: string;
  skip: number;
}

export function useAuditTrail(filters: AuditFilters) {
  return useQuery({
    queryKey: ['audit', filters],
    queryFn: async () =>
      parseReply(auditPageReply, await api.get<unknown>('/audit', { query: { ...filters } })),
    placeholderData: keepPreviousData,
  });
}

export function useAuditUsers() {
  return useQuery({
    queryKey: ['audit', 'users'],
    queryFn: async () => parseReply(auditUserListReply, await api.get<unknown>('/audit/users')),
  });
}
