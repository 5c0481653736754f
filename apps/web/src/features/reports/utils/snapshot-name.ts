import { nowTimeInIndia, todayInIndia } from '@hisaab/shared/format';
import { reportLabel } from './report-types.ts';

/**
 * Spec section 4: the default snapshot name is the timestamp plus the report label without
 * symbols ('2025-03-15 10:00 GSTR1').
 */
export function defaultSnapshotName(reportKey: string, now: Date = new Date()): string {
  const label = reportLabel(reportKey)
    .replace(/[^\p{L}\p{N} ]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${todayInIndia(now)} ${nowTimeInIndia(now)} ${label}`;
}
