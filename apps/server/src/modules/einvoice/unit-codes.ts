// A line's unit as a GST unit quantity code (UQC): the unit's own code (units.uqc), else what
// its name plainly means (guessUqc), else OTH: the file says OTH and the screen says so.
import { guessUqc, isUqcCode } from '@hisaab/shared/gst/uqc';

/** Unit id → its stored UQC (null when none was set). */
export type UnitCodes = Map<number, string | null>;

export function uqcOfLine(units: UnitCodes, line: { unitId: number | null; unitName: string }) {
  const stored = line.unitId === null ? null : (units.get(line.unitId) ?? null);
  const code = stored?.trim().toUpperCase() ?? '';
  if (code && isUqcCode(code)) return code;
  return guessUqc(line.unitName) ?? 'OTH';
}

/** Whether the line's unit had to be sent as OTH (no code and none recognisable). */
export function unitIsUnknown(units: UnitCodes, line: { unitId: number | null; unitName: string }) {
  return uqcOfLine(units, line) === 'OTH' && guessUqc(line.unitName) !== 'OTH';
}
