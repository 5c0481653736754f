// UPI "scan and pay" on a bill: the company's UPI ID (VPA), the upi://pay link for the amount
// still due, and that link as a QR module matrix which the web (SVG) and the PDF (pdfkit) draw
// as vector squares.
import qrcode from 'qrcode-generator';
import { paiseToString } from './money.ts';
import { msg, tk } from './i18n/messages.ts';

/** name@bank: letters, digits, dot, hyphen, underscore before the @, letters after it. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const UPI_ID_MAX = 320;
export const UPI_PAYEE_NAME_MAX = 100;

export const UPI_MESSAGES = {
  badId: tk('UPI ID must look like name@bank, for example shopname@okaxis.'),
  payeeNameTooLong: msg('Payee name must be {{UPI_PAYEE_NAME_MAX}} characters or fewer.', {
    UPI_PAYEE_NAME_MAX,
  }),
} as const;

export function isUpiId(value: string): boolean {
  return value.length <= UPI_ID_MAX && UPI_ID_PATTERN.test(value);
}

export interface UpiPayment {
  /** The payee's UPI ID (VPA). */
  upiId: string | null;
  /** The name the payer's app shows; the company's name when blank. */
  payeeName: string;
  /** The amount still due, in paise. */
  duePaise: number;
  /** The bill's number, sent as the transaction note (tn). */
  billNumber: string;
}

/** The query value: percent-encoded, but the VPA's @ kept (UPI apps read `pa=a@b` everywhere). */
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/**
 * `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…` for the amount still due; null when nothing is due or
 * the company has no (valid) UPI ID, so no QR or link is shown then.
 */
export function upiPaymentLink(p: UpiPayment): string | null {
  const upiId = p.upiId?.trim() ?? '';
  if (!isUpiId(upiId) || !(p.duePaise > 0)) return null;
  const params: [string, string][] = [
    ['pa', upiId],
    ['pn', p.payeeName.trim() || upiId],
    ['am', paiseToString(p.duePaise)],
    ['cu', 'INR'],
    ['tn', p.billNumber],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encode(v)}`).join('&')}`;
}

/**
 * The QR code of `text` as rows of dark (true) / light modules, without the quiet zone (the
 * drawer leaves 4 modules of white around it). Error correction M: a receipt printer's smudge
 * or a crease still scans.
 */
export function qrMatrix(text: string): boolean[][] {
  // Level M where it fits (a bill's UPI link, an IRP's signed QR), else L, which holds up to
  // 2,953 bytes; longer text throws (callers bound what they store: SIGNED_QR_MAX_LENGTH).
  const qr = fits(text, 'M') ?? fits(text, 'L');
  if (!qr) throw new RangeError(`QR code data too long: ${text.length} characters`);
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

function fits(text: string, level: 'M' | 'L') {
  const qr = qrcode(0, level);
  qr.addData(text, 'Byte');
  try {
    qr.make();
    return qr;
  } catch {
    return null;
  }
}

/** The dark modules as runs [row, firstCol, length]: far fewer rectangles than one per module. */
export function qrDarkRuns(matrix: boolean[][]): [number, number, number][] {
  const runs: [number, number, number][] = [];
  matrix.forEach((row, r) => {
    let start = -1;
    row.forEach((dark, c) => {
      if (dark && start < 0) start = c;
      if ((!dark || c === row.length - 1) && start >= 0) {
        runs.push([r, start, (dark ? c + 1 : c) - start]);
        start = -1;
      }
    });
  });
  return runs;
}

/** Modules of white the QR standard asks for around the code. */
export const QR_QUIET_ZONE = 4;
