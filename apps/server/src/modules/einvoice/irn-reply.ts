// The IRP's reply read back: an uploaded reply JSON (the API's {Status, Data} with Data a JSON
// string, its `result`, or the result itself, or a one-element list of them) or the four
// fields pasted. The signed QR's data must name this bill: its number, date and the seller's
// GSTIN (and the IRN). The JWT signature is not verified (NIC's signing key is not at hand).
import { formatDate } from '@hisaab/shared/format';
import { msg, tk, type Text } from '@hisaab/shared/i18n/messages';
import {
  EINVOICE_MESSAGES as M,
  IRN_PATTERN,
  jwtData,
  SIGNED_QR_MAX_LENGTH,
} from '@hisaab/shared/einvoice/rules';
import type { IrnReplyBody } from '@hisaab/shared/einvoice/schemas';

export interface IrnFields {
  irn: string;
  ackNo: string;
  ackDate: string;
  signedQr: string;
  signedInvoice: string | null;
}

type Fields = Record<string, string[]>;

/** Case-insensitive lookup of a key in a reply object. */
function pick(o: Record<string, unknown>, key: string): unknown {
  const k = Object.keys(o).find((x) => x.toLowerCase() === key.toLowerCase());
  return k === undefined ? undefined : o[k];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The object that holds Irn, AckNo, ... in whatever wrapper the reply came. */
function resultOf(reply: unknown, depth = 0): Record<string, unknown> | null {
  if (depth > 4) return null;
  if (typeof reply === 'string') {
    const parsed = parseJson(reply);
    return parsed === undefined ? null : resultOf(parsed, depth + 1);
  }
  if (Array.isArray(reply)) return reply.length === 1 ? resultOf(reply[0], depth + 1) : null;
  if (!reply || typeof reply !== 'object') return null;
  const o = reply as Record<string, unknown>;
  if (pick(o, 'Irn') !== undefined) return o;
  for (const key of ['result', 'Data', 'data']) {
    const inner = pick(o, key);
    if (inner !== undefined) {
      const found = resultOf(inner, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

const text = (v: unknown) =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** The fields of the reply, or the problems with it (per field, plain words). */
export function readIrnReply(body: IrnReplyBody): IrnFields | Fields {
  let source: Record<string, unknown>;
  if (body.reply !== undefined) {
    if (typeof body.reply === 'string' && parseJson(body.reply) === undefined)
      return { reply: [M.replyNotJson] };
    const found = resultOf(body.reply);
    if (!found) return { reply: [M.replyNoIrn] };
    source = {
      irn: pick(found, 'Irn'),
      ackNo: pick(found, 'AckNo'),
      ackDate: pick(found, 'AckDt'),
      signedQr: pick(found, 'SignedQRCode'),
      signedInvoice: pick(found, 'SignedInvoice'),
    };
  } else {
    source = { ...body, signedInvoice: null };
  }
  const fields: IrnFields = {
    irn: text(source['irn']).toLowerCase(),
    ackNo: text(source['ackNo']),
    ackDate: text(source['ackDate']),
    signedQr: text(source['signedQr']),
    signedInvoice: text(source['signedInvoice']) || null,
  };
  const errors: Fields = {};
  const add = (f: string, m: string) => (errors[f] ??= []).push(m);
  if (!IRN_PATTERN.test(fields.irn)) add('irn', M.irnPattern);
  if (!/^\d{1,20}$/.test(fields.ackNo)) add('ackNo', M.ackNo);
  const d = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(:\d{2})?$/.exec(fields.ackDate);
  if (!d || Number.isNaN(Date.parse(`${d[1]}-${d[2]}-${d[3]}T${d[4]}:${d[5]}:00Z`)))
    add('ackDate', M.ackDate);
  // Bounded before it is decoded: a reply of a megabyte held the server for seconds.
  if (fields.signedQr.length > SIGNED_QR_MAX_LENGTH) add('signedQr', M.signedQrTooLong);
  else if (!jwtData(fields.signedQr)) add('signedQr', M.signedQr);
  return Object.keys(errors).length ? errors : fields;
}

export const isIrnFields = (r: IrnFields | Fields): r is IrnFields =>
  typeof (r as IrnFields).irn === 'string' && !Array.isArray((r as Fields)['irn']);

/** What in the signed data does not match the bill (plain words), empty when it is this bill. */
export function mismatches(
  fields: IrnFields,
  bill: { number: string; date: string; sellerGstin: string },
): Text[] {
  const out: Text[] = [];
  const qr = jwtData(fields.signedQr)!;
  const docNo = text(qr['DocNo']);
  const docDt = text(qr['DocDt']);
  const seller = text(qr['SellerGstin']).toUpperCase();
  const irn = text(qr['Irn']).toLowerCase();
  if (docNo.toUpperCase() !== bill.number.toUpperCase())
    out.push(
      msg('The reply is for document {{doc}}, not {{number}}.', {
        doc: docNo || msg('(none)'),
        number: bill.number,
      }),
    );
  if (docDt !== formatDate(bill.date))
    out.push(
      msg("The reply's date {{replyDate}} is not the bill's date {{date}}.", {
        replyDate: docDt || msg('(none)'),
        date: formatDate(bill.date),
      }),
    );
  if (seller !== bill.sellerGstin.toUpperCase())
    out.push(
      msg("The reply's seller GSTIN {{seller}} is not yours ({{gstin}}).", {
        seller: seller || msg('(none)'),
        gstin: bill.sellerGstin,
      }),
    );
  if (irn && irn !== fields.irn) out.push(tk('The signed QR code is for another IRN.'));
  if (fields.signedInvoice) {
    const inv = jwtData(fields.signedInvoice);
    const doc = inv && (inv['DocDtls'] as Record<string, unknown> | undefined);
    if (doc && text(doc['No']).toUpperCase() !== bill.number.toUpperCase())
      out.push(
        msg('The signed invoice is for document {{doc}}, not {{number}}.', {
          doc: text(doc['No']),
          number: bill.number,
        }),
      );
  }
  return out;
}
