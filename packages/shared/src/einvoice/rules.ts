// GST e-invoice (INV-01 schema 1.1) and e-way bill (NIC bulk JSON) facts the server's builders,
// the read-back of the IRP's reply and the web's forms share (docs: shared/domain/EINVOICE.md,
// EWAYBILL.md). Pure.
import { msg, tk } from '../i18n/messages.ts';

/** The IRN: SHA-256 in hex, 64 characters. */
export const IRN_PATTERN = /^[0-9a-f]{64}$/;
/** The IRP's document number rule: 1–16 characters, not starting with 0, / or -. */
export const EINVOICE_DOC_NO_PATTERN = /^[a-zA-Z1-9][a-zA-Z0-9/-]{0,15}$/;
/** The invoice a note names (RefDtls.PrecDocDtls.InvNo in NIC's schema): 2–16 characters. */
export const PRECEDING_DOC_NO_PATTERN = /^[a-zA-Z1-9][a-zA-Z0-9/-]{1,15}$/;
/**
 * How far an item's or the invoice's arithmetic may be off and still pass the IRP (error 2189
 * "small tolerance"): ₹1. Not published exactly by NIC: unconfirmed (README).
 */
export const IRP_TOLERANCE_PAISE = 100;
/** RndOffAmt must lie within ±₹99.99. */
export const MAX_ROUND_OFF_PAISE = 9999;

/** An e-way bill number: 12 digits. */
export const EWB_NO_PATTERN = /^[0-9]{12}$/;
/** A vehicle number: letters and digits only, 4 to 15 (e.g. KA01AB1234; temporary TR... too). */
export const VEHICLE_NO_PATTERN = /^[A-Z0-9]{4,15}$/;
/** A transporter id: a GSTIN or a TRANSIN (the same 15-character shape). */
export const TRANSPORTER_ID_PATTERN = /^[0-9]{2}[0-9A-Z]{13}$/;
/** Transport document number: up to 15, letters, digits, - and /. */
export const TRANS_DOC_NO_PATTERN = /^[A-Za-z0-9/-]{1,15}$/;
export const MAX_DISTANCE_KM = 4000;

export const TRANSPORT_MODES = ['1', '2', '3', '4'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];
export const TRANSPORT_MODE_LABELS: Record<TransportMode, string> = {
  '1': tk('Road'),
  '2': tk('Rail'),
  '3': tk('Air'),
  '4': tk('Ship'),
};
export const VEHICLE_TYPES = ['R', 'O'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = {
  R: tk('Regular'),
  O: tk('Over Dimensional Cargo'),
};

/** The cancel reasons of the IRP (1 and 2 are the only ones in NIC's general master). */
export const IRN_CANCEL_REASONS = {
  '1': tk('Duplicate'),
  '2': tk('Data entry mistake'),
  '3': tk('Order cancelled'),
  '4': tk('Others'),
} as const;
export type IrnCancelReason = keyof typeof IRN_CANCEL_REASONS;

/** The default consignment value above which an e-way bill is needed (rule 138): ₹50,000. */
export const DEFAULT_EWAY_BILL_THRESHOLD_PAISE = 5_000_000;

export const EINVOICE_MESSAGES = {
  hasIrn: tk('This invoice has an IRN. Cancel it with a credit note instead.'),
  notEnabled: tk(
    'E-invoicing is off: it applies above ₹5 crore of turnover. Set the turnover (AATO) in Settings first.',
  ),
  irnPattern: tk('The IRN must be 64 characters, 0-9 and a-f.'),
  ackNo: tk('The Ack No must be digits (up to 20).'),
  ackDate: tk('The Ack Date must be a date and time such as 2024-07-15 10:30:00.'),
  signedQr: tk('Paste the signed QR code text from the IRP reply (three parts separated by dots).'),
  signedQrTooLong: tk(
    'The signed QR code is longer than a QR code can hold (2,953 characters). Paste the signed QR code the IRP gave for this bill.',
  ),
  replyOrFields: tk('Upload the IRP reply JSON, or paste the IRN, Ack No, Ack Date and signed QR.'),
  replyNotJson: tk('The IRP reply is not JSON.'),
  replyNoIrn: tk('The IRP reply has no IRN (Irn).'),
  alreadyHasIrn: tk('This bill already has an IRN.'),
  noIrn: tk('This bill has no IRN to cancel.'),
  monthFormat: tk('Month must be YYYY-MM.'),
  ewbNo: tk('The e-way bill number must be 12 digits.'),
  vehicleNo: tk('Vehicle number: letters and digits only, 4 to 15 (e.g. KA01AB1234).'),
  transporterId: tk('Transporter ID must be a 15-character GSTIN or TRANSIN.'),
  transDocNo: tk('Transport document number: up to 15 letters, digits, - or /.'),
  distance: msg('Distance must be a whole number of km from 0 to {{max}}.', {
    max: MAX_DISTANCE_KM,
  }),
  transMode: tk('Mode must be 1 Road, 2 Rail, 3 Air or 4 Ship.'),
  vehicleType: tk('Vehicle type must be R (Regular) or O (Over Dimensional Cargo).'),
  transporterName: tk('Transporter name can be at most 100 characters.'),
  validUntil: tk('Valid until must be a date (yyyy-mm-dd).'),
  validUntilNeedsNo: tk('Enter the e-way bill number with its validity.'),
} as const;

/** A signed JWT's payload, parsed (no signature check: NIC's key is not at hand). */
export function jwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const b64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const text = decodeBase64(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The `data` of an IRP JWT: a JSON string inside the payload (parse twice). */
/**
 * The longest text a QR code holds (version 40, error correction L, bytes): a signed QR the
 * bill's print must draw. The IRP's are about 1,000 characters; a longer one is refused where
 * it enters (issue 37: a 2,400-character one made the PDF fail for ever).
 */
export const SIGNED_QR_MAX_LENGTH = 2953;

export function jwtData(token: string): Record<string, unknown> | null {
  const payload = jwtPayload(token);
  const data = payload?.['data'];
  if (typeof data === 'object' && data !== null) return data as Record<string, unknown>;
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 → UTF-8 text, by hand: the shared package runs in browsers and Node alike. */
function decodeBase64(b64: string): string {
  const clean = b64.replace(/=+$/, '');
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of clean) {
    const v = B64.indexOf(ch);
    if (v < 0) throw new Error('not base64');
    buffer = (buffer << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  // UTF-8 → string.
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]!;
    let cp: number;
    let n: number;
    if (b < 0x80) [cp, n] = [b, 1];
    else if (b >> 5 === 6) [cp, n] = [b & 0x1f, 2];
    else if (b >> 4 === 14) [cp, n] = [b & 0x0f, 3];
    else [cp, n] = [b & 0x07, 4];
    for (let k = 1; k < n; k++) cp = (cp << 6) | ((bytes[i + k] ?? 0) & 0x3f);
    out += String.fromCodePoint(cp);
    i += n;
  }
  return out;
}
