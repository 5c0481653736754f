import { formatDate } from '@hisaab/shared/format';

const TIME = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** A UTC timestamp as its date and time in India: '15/03/2025, 10:00 am'. */
export function createdText(utc: string): string {
  const ms = Date.parse(utc);
  if (Number.isNaN(ms)) return utc;
  return `${formatDate(utc)}, ${TIME.format(new Date(ms))}`;
}
