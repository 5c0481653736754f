// Saved reports (spec section 7): GET /reports/snapshots?skip&take, GET and DELETE
// /reports/snapshots/{id}. Snapshots are read-only.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  snapshotPageReply,
  snapshotReply,
  type SnapshotPage,
  type SnapshotReply,
} from '@hisaab/shared/replies/reports';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';

export const SNAPSHOTS_KEY = ['reports', 'snapshots'] as const;

export async function listSnapshots(skip: number, take: number): Promise<SnapshotPage> {
  const body = await api.get<unknown>('/reports/snapshots', { query: { skip, take } });
  return parseReply(snapshotPageReply, body);
}

export function useSnapshots(skip: number, take: number) {
  return useQuery({
    queryKey: [...SNAPSHOTS_KEY, skip, take],
    queryFn: () => listSnapshots(skip, take),
    placeholderData: keepPreviousData,
  });
}

export async function getSnapshot(id: string): Promise<SnapshotReply> {
  const body = await api.get<unknown>(`/reports/snapshots/${encodeURIComponent(id)}`);
  return parseReply(snapshotReply, body);
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
