// GET /reports/analytics/{name} and /reports/exceptions/{name} (spec section 7, Analytics):
// parameters with empty values left out; the one reply shape of reports plus a summary line.
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { api } from '../../../api/client.ts';
import { readResult } from '../../../api/read-result.ts';

/** The path of an insight's reply and its CSV/XLSX exports. */
export const insightPath = (name: string) => `/reports/${name}`;

export async function generateInsight(
  name: string,
  params: Record<string, string>,
): Promise<ReportResult> {
  return readResult(await api.get<unknown>(insightPath(name), { query: params }), name);
}
