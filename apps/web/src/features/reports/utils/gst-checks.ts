// The `checks` dataset of the gst/gstr1 report, read for the GST returns panel: each check in
// plain words, errors first, with the document or unit it is about. A report's check carries
// its name and message by key and values (the dataset's cellTexts), which the screen translates
// (messageText); a refused download's checks come translated already.
import { z } from 'zod';
import type { Text } from '@hisaab/shared/i18n/messages';
import { gstCheckReply } from '@hisaab/shared/replies/gst';
import { cellMessage } from '@hisaab/shared/reports/localise';
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { parseReply } from '../../../api/reply.ts';

export type CheckSeverity = 'error' | 'warning' | 'ok';

export interface GstCheck {
  severity: CheckSeverity;
  /** The check's short name ('Unit code (UQC)'), when given. */
  title: Text | null;
  message: Text;
  number: string | null;
  transactionId: number | null;
  unitId: number | null;
  unitName: string | null;
}

const RANK: Record<CheckSeverity, number> = { error: 0, warning: 1, ok: 2 };
const checkRows = z.array(gstCheckReply);

/**
 * The checks of a GSTR-1 result (or of a refused download's reply), errors first; null when
 * the result carries none. Rows not in the checks' shape are an error the screen shows.
 */
export function readChecks(source: ReportResult | readonly unknown[]): GstCheck[] | null {
  const dataset = Array.isArray(source)
    ? null
    : (source as ReportResult).datasets.find((d) => d.name === 'checks');
  const rows = Array.isArray(source) ? source : dataset?.rows;
  if (!rows) return null;
  const texts = dataset?.cellTexts;
  return parseReply(checkRows, rows)
    .map((c, i) => ({
      severity: c.severity,
      title: (c.check && cellMessage(texts?.[i]?.['check'])) || c.check || null,
      message:
        (c.message && cellMessage(texts?.[i]?.['message'])) ||
        c.message ||
        cellMessage(texts?.[i]?.['check']) ||
        c.check,
      number: c.number || null,
      transactionId: c.transactionId,
      unitId: c.unitId ?? null,
      unitName: c.unitName ?? null,
    }))
    .filter((c) => c.message !== '' || c.number !== null)
    .sort((a, b) => RANK[a.severity] - RANK[b.severity]);
}
