// HSN (goods) and SAC (services) codes: 4, 6 or 8 digits (GST.md section 7).

import { tk } from './i18n/messages.ts';
export const HSN_SAC_PATTERN = /^(?:\d{4}|\d{6}|\d{8})$/;

export const HSN_MESSAGES = {
  format: tk('HSN/SAC code must be 4, 6 or 8 digits.'),
} as const;

/** Spaces and dots removed ("8471 30 10" → "84713010"). */
export function normalizeHsnSac(s: string): string {
  return s.replace(/[\s.]/g, '');
}

/** null when valid or empty (the code is optional), else the message. */
export function validateHsnSac(s: string | null | undefined): string | null {
  if (s === null || s === undefined) return null;
  const code = normalizeHsnSac(s);
  if (code === '') return null;
  return HSN_SAC_PATTERN.test(code) ? null : HSN_MESSAGES.format;
}

/** SAC codes (services) are 6 digits starting 99. */
export function isSacCode(s: string): boolean {
  return /^99\d{4}$/.test(normalizeHsnSac(s));
}
