// The moment of an expense and the India date it belongs to. The screen sends the chosen date
// plus the current time, as an ISO string with or without a zone; without one it is India time.
// India Standard Time is UTC+05:30 all year.
const IST_OFFSET_MINUTES = 330;
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

export interface ExpenseMoment {
  /** yyyy-mm-dd in India */
  date: string;
  instant: Date;
}

/** Minutes east of UTC from 'Z', '+05:30' or '-0400'; India when absent. */
function offsetMinutes(zone: string | undefined): number | null {
  if (!zone) return IST_OFFSET_MINUTES;
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2, 4));
  if (hours > 14 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}

/**
 * A date alone takes the current India time of day (`now`). Returns null for an impossible
 * time (hour 24 and up, minute or second 60 and up, zone beyond ±14:00).
 */
export function expenseMoment(text: string, now: Date): ExpenseMoment | null {
  const m = ISO.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const offset = offsetMinutes(m[8]);
  if (offset === null) return null;
  let localMs: number;
  if (m[4] === undefined) {
    const indiaNow = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000);
    const msOfDay =
      indiaNow.getTime() -
      Date.UTC(indiaNow.getUTCFullYear(), indiaNow.getUTCMonth(), indiaNow.getUTCDate());
    localMs = Date.UTC(year, month - 1, day) + msOfDay;
  } else {
    const [hour, minute, second] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
    if (hour > 23 || minute > 59 || second > 59) return null;
    const millis = Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3));
    localMs = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  }
  const instant = new Date(localMs - offset * 60_000);
  if (Number.isNaN(instant.getTime())) return null;
  const date = new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
  // Years outside 0001–9999 are not dates a shop records.
  if (!/^\d{4}-/.test(date) || date < '0001-01-01') return null;
  return { date, instant };
}
