// GET /audit (the audit trail, Admin and Auditor) and /audit/users (its user filter).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntryView } from '@hisaab/shared/schemas/audit';
import { api } from '../../../api/client.ts';
import { asRow, listOf, num, numOrNull, str, strOrNull, type Row } from '../../../api/wire.ts';

export interface AuditFilters {
  entity: string;
  entityId: string;
  userId: string;
  from: string;
  to: string;
  skip: number;
}

export interface AuditPageView {
  items: AuditEntryView[];
  total: number;
  skip: number;
  take: number;
}

function toEntry(row: Row): AuditEntryView {
  return {
    id: num(row.id),
    at: str(row.at),
    userId: numOrNull(row.userId),
    userEmail: strOrNull(row.userEmail),
    entity: str(row.entity),
    entityId: str(row.entityId),
    action: str(row.action),
    // Before and after are the stored documents, kept as they came.
    before: (row.before ?? null) as unknown,
    after: (row.after ?? null) as unknown,
  };
}

export function useAuditTrail(filters: AuditFilters) {
  return useQuery({
    queryKey: ['audit', filters],
    queryFn: async (): Promise<AuditPageView> => {
      const data = await api.get<unknown>('/audit', { query: { ...filters } });
      const page = asRow(data);
      return {
        items: listOf(data).map(toEntry),
        total: num(page.total),
        skip: num(page.skip),
        take: num(page.take, 50),
      };
    },
    placeholderData: keepPreviousData,
  });
}

export function useAuditUsers() {
  return useQuery({
    queryKey: ['audit', 'users'],
    queryFn: async () =>
      listOf(await api.get<unknown>('/audit/users')).map((r) => ({
        id: num(r.id),
        email: str(r.email),
      })),
  });
}
