// The e-invoice blocks a bill's kind of supply brings (issue 36, EINVOICE.md "Exports, SEZ and
// ship-to"): SupTyp (B2B, SEZWP, SEZWOP, EXPWP, EXPWOP, DEXP), an export's buyer as the IRP
// wants it (Gstin URP, Stcd and Pos 96, Pin 999999), ExpDtls from the export details, ShipDtls
// from the ship-to and DispDtls from the dispatch-from addresses, each checked as the schema
// asks (name 3 to 100, town 3 to 100, a PIN of the address's state).
import { formatDate } from '@hisaab/shared/format';
import { type MessageValue, msg, type Text } from '@hisaab/shared/i18n/messages';
import { pinFitsState } from '@hisaab/shared/einvoice/pin-states';
import {
  EXPORT_STATE_CODE,
  isExport,
  isUnderLut,
  type ExportDetails,
  type ShipAddress,
  type SupplyType,
} from '@hisaab/shared/gst/supply';
import { stateByCode } from '@hisaab/shared/states';
import { addressParts, type AddressParts } from './address-parts.ts';

/** The PIN the IRP takes for an address outside India (EINVOICE.md validation 6). */
export const FOREIGN_PIN = 999999;

export function supTypOf(t: SupplyType): string {
  switch (t) {
    case 'export_with_tax':
      return 'EXPWP';
    case 'export_under_lut':
      return 'EXPWOP';
    case 'sez_with_tax':
      return 'SEZWP';
    case 'sez_under_lut':
      return 'SEZWOP';
    case 'deemed_export':
      return 'DEXP';
    default:
      return 'B2B';
  }
}

/**
 * An overseas buyer's address: lines and a town, no Indian PIN (its own postcode stays in the
 * lines). Addr1 takes up to 100 characters, the rest Addr2.
 */
export function foreignAddress(text: string | null): AddressParts | null {
  const parts = (text ?? '')
    .split(/[\n,]+/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
  if (parts.length === 0) return null;
  const place = parts.length > 1 ? parts.pop()! : parts[0]!;
  const lines = parts.join(', ') || place;
  const rest = lines.slice(100, 200).trim();
  return {
    addr1: lines.slice(0, 100).trim(),
    addr2: rest.length >= 3 ? rest : null,
    place,
    pin: FOREIGN_PIN,
  };
}

/**
 * A ship-to or dispatch-from address as the IRP's lines, town and PIN: the stored place and
 * PIN when given, else what the address text holds (as for the parties).
 */
export function shipAddressParts(
  s: ShipAddress,
  who: MessageValue,
  problem: (t: Text) => void,
): AddressParts | null {
  const parsed = addressParts(s.pin ? `${s.address} ${s.pin}` : s.address);
  const lines = s.address.replace(/\s*\n\s*/g, ', ').trim();
  const place = s.place?.trim() || (typeof parsed === 'object' ? parsed.place : '');
  const pin = s.pin ? Number(s.pin) : typeof parsed === 'object' ? parsed.pin : null;
  if (pin === null) {
    problem(msg('the address of {{who}} has no 6-digit PIN code.', { who }));
    return null;
  }
  if (place.length < 3 || place.length > 100)
    problem(
      msg('the town of {{who}} ("{{town}}") must be 3 to 100 characters.', { who, town: place }),
    );
  if (/["\\]/.test(`${s.name}${lines}${place}`))
    problem(msg('remove " and \\ from the address of {{who}}.', { who }));
  if (!pinFitsState(pin, s.stateCode))
    problem(
      msg(
        'the PIN {{pin}} of {{who}} is not a PIN of {{state}} (state {{code}}): correct the address.',
        { pin, who, state: stateByCode(s.stateCode)?.name ?? s.stateCode, code: s.stateCode },
      ),
    );
  const rest = lines.slice(100, 200).trim();
  return { addr1: lines.slice(0, 100).trim(), addr2: rest.length >= 3 ? rest : null, place, pin };
}

const name100 = (n: string) => n.trim().slice(0, 100);

/** ShipDtls: the place the goods go (for an export, the port in India they leave from). */
export function shipDetails(s: ShipAddress, problem: (t: Text) => void) {
  const who = msg('the ship-to address');
  if (s.name.trim().length < 3)
    problem(msg('{{what}} must be 3 to 100 characters.', { what: who }));
  const a = shipAddressParts(s, who, problem);
  return {
    Gstin: s.gstin ?? 'URP',
    LglNm: name100(s.name),
    Addr1: a?.addr1 ?? '',
    ...(a?.addr2 ? { Addr2: a.addr2 } : {}),
    Loc: a?.place ?? '',
    Pin: a?.pin ?? 0,
    Stcd: s.stateCode,
  };
}

/** DispDtls: where the goods leave from when it is not the seller's address. */
export function dispatchDetails(s: ShipAddress, problem: (t: Text) => void) {
  const who = msg('the dispatch-from address');
  if (s.name.trim().length < 3)
    problem(msg('{{what}} must be 3 to 100 characters.', { what: who }));
  const a = shipAddressParts(s, who, problem);
  return {
    Nm: name100(s.name),
    Addr1: a?.addr1 ?? '',
    ...(a?.addr2 ? { Addr2: a.addr2 } : {}),
    Loc: a?.place ?? '',
    Pin: a?.pin ?? 0,
    Stcd: s.stateCode,
  };
}

/**
 * ExpDtls of an export: the shipping bill (dd/mm/yyyy), port, currency and country as known;
 * RefClm is left out (optional in the schema, not sent by india-compliance either).
 */
export function exportDetailsBlock(d: ExportDetails | null): Record<string, string> | null {
  if (!d) return null;
  const out: Record<string, string> = {};
  if (d.shippingBillNumber) out['ShipBNo'] = d.shippingBillNumber;
  if (d.shippingBillDate) out['ShipBDt'] = formatDate(d.shippingBillDate);
  if (d.portCode) out['Port'] = d.portCode;
  if (d.currency && d.currency !== 'INR') out['ForCur'] = d.currency;
  if (d.country) out['CntCode'] = d.country;
  return Object.keys(out).length > 0 ? out : null;
}

/** The buyer's state on the IRP: 96 for an export, else from its GSTIN or address. */
export const exportBuyerState = (t: SupplyType, state: string | null) =>
  isExport(t) ? EXPORT_STATE_CODE : state;

/** Under LUT the bill carries the rate and no tax: the tax expected on a line is 0. */
export const taxExpected = (t: SupplyType, assPaise: number, rate: number) =>
  isUnderLut(t) ? 0 : Math.round((assPaise * rate) / 100);
