import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, normalizePhone, whatsappDigits, whatsappLink } from './phone.ts';

describe('normalizePhone', () => {
  it.each<[string, string | null]>([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['(987) 654-3210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+1 415 555 0100', '+14155550100'],
    ['987654321', null],
    ['+91 98765', null],
    ['', null],
    ['1234567890123456', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('exports the spec message', () => {
    expect(PHONE_MESSAGES.invalid).toBe('Enter a valid phone number with country code.');
  });
});

describe('whatsapp', () => {
  it('uses digits only with the country code', () => {
    expect(whatsappDigits('98765 43210')).toBe('919876543210');
    expect(whatsappDigits('12345')).toBeNull();
    expect(whatsappLink('9876543210', 'Bill INV-0001 ₹1,180.00 & thanks')).toBe(
      'https://wa.me/919876543210?text=Bill%20INV-0001%20%E2%82%B91%2C180.00%20%26%20thanks',
    );
  });
});
