// The GST returns panel: the month's GSTR-1 checks (the `checks` list of GET
// /reports/gst/gstr1 for the month), the portal JSON downloads (GET /reports/gst/{return}/json
// ?year&month) and a unit's GST unit code (PUT /units/{id} { uqc }).
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { monthRange } from '@hisaab/shared/report-defaults';
import { readChecks } from '../utils/gst-checks.ts';
import { downloadFile } from '../../../api/download.ts';
import { generateReport } from './reports-api.ts';
import type { UnitUqcInput } from '@hisaab/shared/schemas/unit';

export const GST_CHECKS_KEY = ['reports', 'gst-checks'] as const;

export function useGstChecks(year: number, month: number) {
  return useQuery({
    queryKey: [...GST_CHECKS_KEY, year, month],
    queryFn: async () =>
      readChecks(await generateReport('gst/gstr1', { ...monthRange(year, month) }, null)),
  });
}

export type GstReturn = 'gstr1' | 'gstr3b';

export function downloadGstJson(kind: GstReturn, year: number, month: number): Promise<string> {
  const mmyyyy = `${String(month).padStart(2, '0')}${year}`;
  return downloadFile(
    `/reports/gst/${kind}/json`,
    { year, month },
    `${kind.toUpperCase()}_${mmyyyy}.json`,
  );
}

export function setUnitUqc(unitId: number, uqc: string): Promise<unknown> {
  return api.put(`/units/${unitId}`, { uqc } satisfies UnitUqcInput);
}
