// GET /reports/{name} (spec section 7 Reports): parameters with empty values left out, and
// save=true&name= to keep the result as a snapshot. Money cells stay rupees: the result view
// formats each cell by its column's kind.
import { reportResultReply, type ReportResult } from '@hisaab/shared/replies/reports';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';

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
  return parseReply(reportResultReply, await api.get<unknown>(`/reports/${name}`, { query }));
}
