// The IRP and the e-way bill portal want an address as lines, a place and a 6-digit PIN; Hisaab
// keeps one free-text address per company and party. The PIN is the last 6-digit number in it
// (not starting with 0), the place the last part before it (a trailing state name is skipped),
// the lines what comes before. An address without a PIN is reported, never guessed.
import { STATES } from '@hisaab/shared/states';

export interface AddressParts {
  addr1: string;
  addr2: string | null;
  place: string;
  pin: number;
}

const STATE_NAMES = new Set(STATES.map((s) => s.name.toLowerCase()));

export function addressParts(text: string | null | undefined): AddressParts | 'missing' | 'no-pin' {
  const raw = (text ?? '').trim();
  if (!raw) return 'missing';
  const pins = [...raw.matchAll(/(?<!\d)([1-9]\d{2})\s?(\d{3})(?!\d)/g)];
  const last = pins.at(-1);
  if (!last) return 'no-pin';
  const pin = Number(`${last[1]}${last[2]}`);
  const before = raw.slice(0, last.index) + ' ' + raw.slice(last.index + last[0].length);
  const parts = before
    .split(/[\n,]+/)
    .map((p) => p.replace(/\s+/g, ' ').replace(/^[\s-]+|[\s-]+$/g, ''))
    .filter((p) => p.length > 0 && !/^(pin|pincode|pin code)[:\s]*$/i.test(p));
  while (parts.length > 1 && STATE_NAMES.has(parts.at(-1)!.toLowerCase())) parts.pop();
  const place = parts.length > 1 ? parts.pop()! : (parts[0] ?? '');
  const lines = parts.join(', ');
  // Addr1 holds up to 100 characters; the rest goes to Addr2 (at most 100 again).
  const addr1 = lines.slice(0, 100).trim() || place;
  const rest = lines.slice(100, 200).trim();
  return { addr1, addr2: rest.length >= 3 ? rest : null, place, pin };
}
