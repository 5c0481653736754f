// GET /reports/analytics/{name} and /reports/exceptions/{name} (spec section 7, Analytics):
// parameters with empty values left out; the one reply shape of reports plus a summary line.
import { reportResultReply, type ReportResult } from '@hisaab/shared/replies/reports';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';

/** The path of an insight's reply and its CSV/XLSX exports. */
export const insightPath = (name: string) => `/reports/${name}`;

export async function generateInsight(
  name: string,
  params: Record<string, string>,
): Promise<ReportResult> {
  return parseReply(
    reportResultReply,
    await api.get<unknown>(insightPath(name), { query: params }),
  );
}
