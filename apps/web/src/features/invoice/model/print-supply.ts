// What the printed bill says of its supply (issue 36): the legend under the title (CGST Rules
// rule 46: exports, SEZ supplies, reverse charge), the ship-to and dispatch-from addresses, an
// export's shipping bill, port and currency, and whether the tax is on reverse charge.
import { formatDate } from '@hisaab/shared/format';
import { supplyLegend, type ShipAddress } from '@hisaab/shared/gst/supply';
import type { PrintLabels } from '@hisaab/shared/i18n/print-labels';
import type { TransactionView } from '../api/transaction.ts';
import { stateByCode } from '@hisaab/shared/states';

/** "Maharashtra (27)": a state on the print. */
export function stateText(code: string | null | undefined): string | null {
  if (!code) return null;
  const st = stateByCode(code);
  return st ? `${st.name} (${st.code})` : code;
}

export interface PrintAddress {
  heading: string;
  name: string;
  rows: string[];
}

export interface SupplyPrint {
  legend: string | null;
  reverseCharge: boolean;
  shipTo: PrintAddress | null;
  dispatchFrom: PrintAddress | null;
  exportDetails: { label: string; value: string }[];
}

function addressOf(heading: string, a: ShipAddress | null, L: PrintLabels): PrintAddress | null {
  if (!a) return null;
  return {
    heading,
    name: a.name,
    rows: [
      [a.address, a.place, a.pin].filter(Boolean).join(', '),
      a.gstin ? `${L.t('GSTIN')}: ${a.gstin}` : null,
      `${L.t('State')}: ${stateText(a.stateCode) ?? a.stateCode}`,
    ].filter((r): r is string => Boolean(r)),
  };
}

export function supplyPrintOf(
  view: TransactionView,
  standard: boolean,
  L: PrintLabels,
): SupplyPrint | undefined {
  // A purchase, a receipt or a quotation prints as it always did.
  if (!standard || view.isPurchase || view.supplyType === undefined) {
    return view.isPurchase && view.reverseCharge
      ? { legend: null, reverseCharge: true, shipTo: null, dispatchFrom: null, exportDetails: [] }
      : undefined;
  }
  const legend = supplyLegend(view.supplyType, view.reverseCharge);
  const e = view.exportDetails;
  const exportDetails = e
    ? [
        [L.t('Shipping bill No.'), e.shippingBillNumber],
        [
          L.t('Shipping bill date'),
          e.shippingBillDate ? L.digits(formatDate(e.shippingBillDate)) : null,
        ],
        [L.t('Port code'), e.portCode],
        [L.t('Currency'), e.currency],
        [L.t('Country'), e.country],
      ]
        .filter((r): r is [string, string] => typeof r[1] === 'string' && r[1] !== '')
        .map(([label, value]) => ({ label, value }))
    : [];
  return {
    legend: legend === null ? null : L.t(legend),
    reverseCharge: view.reverseCharge,
    shipTo: addressOf(L.t('Ship To'), view.shipTo, L),
    dispatchFrom: addressOf(L.t('Dispatch From'), view.dispatchFrom, L),
    exportDetails,
  };
}
