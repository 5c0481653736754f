// Saved reports (spec section 7): GET /reports/snapshots?skip&take, GET and DELETE
// /reports/snapshots/{id}. Snapshots are read-only.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportResult, SnapshotListItem } from '@hisaab/shared/reports/report-result';
import { api } from '../../../api/client.ts';
import { asRow, listOf, num, numOrNull, str, strOrNull } from '../../../api/wire.ts';
import { readResult } from '../../../api/read-result.ts';

export const SNAPSHOTS_KEY = ['reports', 'snapshots'] as const;

export interface SnapshotPage {
  items: SnapshotListItem[];
  total: number;
}

export interface Snapshot extends ReportResult {
  createdAtUtc: string;
  createdByEmail: string | null;
}

export async function listSnapshots(skip: number, take: number): Promise<SnapshotPage> {
  const body = await api.get<unknown>('/reports/snapshots', { query: { skip, take } });
  const items = listOf(body).map((r) => ({
    reportGuid: str(r.reportGuid ?? r.id),
    name: str(r.name),
    reportType: str(r.reportType),
    createdAtUtc: str(r.createdAtUtc),
    createdById: numOrNull(r.createdById),
    createdByEmail: strOrNull(r.createdByEmail),
  }));
  return { items, total: num(asRow(body).total, items.length) };
}

export function useSnapshots(skip: number, take: number) {
  return useQuery({
    queryKey: [...SNAPSHOTS_KEY, skip, take],
    queryFn: () => listSnapshots(skip, take),
    placeholderData: keepPreviousData,
  });
}

export async function getSnapshot(id: string): Promise<Snapshot> {
  const body = await api.get<unknown>(`/reports/snapshots/${encodeURIComponent(id)}`);
  const row = asRow(body);
  return {
    ...readResult(body),
    createdAtUtc: str(row.createdAtUtc),
    createdByEmail: strOrNull(row.createdByEmail),
  };
}

export function useSnapshot(id: string | null) {
  return useQuery({
    queryKey: [...SNAPSHOTS_KEY, 'one', id],
    queryFn: () => getSnapshot(id ?? ''),
    enabled: id !== null,
    staleTime: Infinity, // read-only
  });
}

export function deleteSnapshot(id: string): Promise<unknown> {
  return api.delete(`/reports/snapshots/${encodeURIComponent(id)}`);
}
