import { nowTimeInIndia, todayInIndia } from '@hisaab/shared/format';
import { i18n } from '../../../i18n/i18n.ts';
import { reportLabel } from './report-types.ts';

/**
 * Spec section 4: the default snapshot name is the timestamp plus the report label without
 * symbols ('2025-03-15 10:00 GSTR1'), the label in the current language (a Devanagari
 * vowel sign is a mark, kept with its letter).
 */
export function defaultSnapshotName(reportKey: string, now: Date = new Date()): string {
  const label = i18n
    .t(reportLabel(reportKey))
    .replace(/[^\p{L}\p{M}\p{N} ]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${todayInIndia(now)} ${nowTimeInIndia(now)} ${label}`;
}
