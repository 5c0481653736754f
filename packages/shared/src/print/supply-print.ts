// What a bill's kind of supply prints (issue 36, GST.md section 12): the words under the title
// (CGST Rules rule 46: exports and SEZ supplies, reverse charge), the ship-to and dispatch-from
// places as boxes beside the buyer's, and beside the number and date an export's shipping bill,
// port, currency and country, and on a supply under LUT the company's LUT reference.
import { formatDate } from '../format.ts';
import type { PrintLabels } from '../i18n/print-labels.ts';
import { tk } from '../i18n/messages.ts';
import { isExport, isUnderLut, supplyLegend, type ShipAddress } from '../gst/supply.ts';
import { stateByCode } from '../states.ts';
import type { PrintBill, PrintCompany, PrintParty } from './print-document.ts';

const SHIP_TO = tk('Ship To');
const DISPATCH_FROM = tk('Dispatch From');
const SHIPPING_BILL_NO = tk('Shipping Bill No.');
const SHIPPING_BILL_DATE = tk('Shipping Bill Date');
const PORT_CODE = tk('Port Code');
const CURRENCY = tk('Currency');
const COUNTRY = tk('Destination');
const LUT_ARN = tk('LUT ARN');

export interface SupplyPrint {
  /** The English legend (translated with the other labels), or null. */
  legend: string | null;
  shipTo: PrintParty | null;
  dispatchFrom: PrintParty | null;
  /** Label and value rows beside the number and date. */
  rows: [string, string][];
}

function placeParty(
  heading: string,
  s: ShipAddress | null,
  state: (code: string) => string | null,
): PrintParty | null {
  if (!s) return null;
  const town = [s.place, s.pin].filter(Boolean).join(' - ');
  return {
    heading,
    name: s.name,
    address: town ? `${s.address}\n${town}` : s.address,
    phone: null,
    email: null,
    gstin: s.gstin,
    pan: null,
    state: state(s.stateCode),
    gstinOptional: true,
  };
}

/** "Maharashtra (Code 27)": Rule 46's name of the State and its code, in the document's words. */
export function stateText(code: string | null | undefined, L: PrintLabels): string | null {
  if (!code) return null;
  const st = stateByCode(code);
  return st
    ? L.t('{{state}} (Code {{code}})', { state: st.name, code: st.code })
    : L.t('Code {{code}}', { code });
}

/** Only a sale's tax invoice carries these (a note, purchase or estimate prints as before). */
export function supplyPrint(args: {
  view: PrintBill;
  company: Pick<PrintCompany, 'lutReference'>;
  saleInvoice: boolean;
  L: PrintLabels;
  state: (code: string) => string | null;
}): SupplyPrint {
  const { view, company, L } = args;
  if (!args.saleInvoice || view.kind !== 'sale')
    return { legend: null, shipTo: null, dispatchFrom: null, rows: [] };
  const rows: [string, string][] = [];
  const d = isExport(view.supplyType) ? view.exportDetails : null;
  if (d?.shippingBillNumber) rows.push([L.label.t(SHIPPING_BILL_NO), d.shippingBillNumber]);
  if (d?.shippingBillDate)
    rows.push([L.label.t(SHIPPING_BILL_DATE), L.digits(formatDate(d.shippingBillDate))]);
  if (d?.portCode) rows.push([L.label.t(PORT_CODE), d.portCode]);
  if (d?.currency) rows.push([L.label.t(CURRENCY), d.currency]);
  if (d?.country) rows.push([L.label.t(COUNTRY), d.country]);
  if (isUnderLut(view.supplyType) && company.lutReference)
    rows.push([L.label.t(LUT_ARN), company.lutReference]);
  return {
    legend: supplyLegend(view.supplyType, view.reverseCharge),
    shipTo: placeParty(L.label.t(SHIP_TO), view.shipTo, args.state),
    dispatchFrom: placeParty(L.label.t(DISPATCH_FROM), view.dispatchFrom, args.state),
    rows,
  };
}
