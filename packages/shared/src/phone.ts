// Messaging phone numbers (spec section 5 Invoice save; GST.md section 10 WhatsApp links).

import { tk } from './i18n/messages.ts';
export const PHONE_MESSAGES = {
  invalid: tk('Enter a valid phone number with country code.'),
} as const;

export const DEFAULT_COUNTRY_CODE = '91';

/**
 * '+' and digits in E.164 form, or null when there are fewer than 10 digits (or more than 15).
 * 10 digits get +91; a leading 0 before 10 digits is the Indian trunk prefix and a leading 00
 * the international prefix; other numbers of 11+ digits are taken to include a country code.
 */
export function normalizePhone(s: string | null | undefined): string | null {
  if (typeof s !== 'string') return null;
  const trimmed = s.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (!trimmed.startsWith('+')) {
    if (digits.length === 10) digits = DEFAULT_COUNTRY_CODE + digits;
    else if (digits.length === 11 && digits.startsWith('0')) {
      digits = DEFAULT_COUNTRY_CODE + digits.slice(1);
    } else if (digits.startsWith('00')) digits = digits.slice(2);
  }
  if (digits.length < 10 || digits.length > 15) return null;
  return `+${digits}`;
}

/** Digits only with the country code, as wa.me links want; null when the number is invalid. */
export function whatsappDigits(phone: string | null | undefined): string | null {
  const normalized = normalizePhone(phone);
  return normalized === null ? null : normalized.slice(1);
}

/** https://wa.me/919876543210?text=... with the text percent-encoded. */
export function whatsappLink(phone: string, text: string): string | null {
  const digits = whatsappDigits(phone);
  return digits === null ? null : `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
