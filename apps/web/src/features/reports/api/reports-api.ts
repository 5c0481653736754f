// GET /reports/{name} (spec section 7 Reports): parameters with empty values left out, and
// save=true&name= to keep the result as a snapshot.
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { api } from '../../../api/client.ts';
import { readResult } from '../../../api/read-result.ts';

export interface SaveRequest {
  name: string;
}

export async function generateReport(
  name: string,
  params: Record<string, string>,
  save: SaveRequest | null,
): Promise<ReportResult> {
  const query: Record<string, string> = { ...params };
  if (save) {
    query.save = 'true';
    query.name = save.name.trim();
  }
  return readResult(await api.get<unknown>(`/reports/${name}`, { query }), name);
}
