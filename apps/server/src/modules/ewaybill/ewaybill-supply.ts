// What a sale's kind of supply and its ship-to / dispatch-from addresses change in the e-way
// bill (issue 36, EWAYBILL.md "Ship-to, dispatch-from, exports and SEZ"): transType 1 regular,
// 2 bill-to-ship-to, 3 bill-from-dispatch-from, 4 both; the addresses and actual states of
// where the goods leave and go; exports (sub-type 3 Export, to URP) and SEZ supplies to state
// 99 "Other Countries" as the portal's bill-to state, the actual state being the ship-to's
// (for an export, the port in India the goods leave from).
import { type MessageValue, msg, type Text, tk } from '@hisaab/shared/i18n/messages';
import { isExport, isZeroRated, type ShipAddress } from '@hisaab/shared/gst/supply';
import type { TransactionView } from '../transactions/index.ts';
import { type AddressParts, shipAddressParts } from '../einvoice/index.ts';

/** The e-way bill portal's bill-to state of exports and SEZ supplies ("Other Countries"). */
export const EWB_OTHER_COUNTRIES = 99;

export interface Leg {
  addr: AddressParts | null;
  state: string;
}

export interface SupplyLegs {
  transType: 1 | 2 | 3 | 4;
  shipTo: Leg | null;
  dispatchFrom: Leg | null;
  /** An export: sub-type 3, to URP, the ship-to (port) required. */
  exported: boolean;
  /** Bill-to state 99 (exports and SEZ supplies). */
  otherCountries: boolean;
}

function leg(s: ShipAddress | null, who: MessageValue, problem: (t: Text) => void): Leg | null {
  return s ? { addr: shipAddressParts(s, who, problem), state: s.stateCode } : null;
}

/** Only a sale's own ship-to and dispatch-from move its goods; returns and purchases keep 1. */
export function supplyLegs(view: TransactionView, problem: (t: Text) => void): SupplyLegs {
  const sale = view.kind === 'sale' && !view.isPurchase;
  const shipTo = sale ? leg(view.shipTo, msg('the ship-to address'), problem) : null;
  const dispatchFrom = sale
    ? leg(view.dispatchFrom, msg('the dispatch-from address'), problem)
    : null;
  const exported = sale && isExport(view.supplyType);
  if (exported && !shipTo)
    problem(
      tk(
        'an export needs the port or place in India the goods leave from as its ship-to address, with its PIN code.',
      ),
    );
  return {
    transType: shipTo && dispatchFrom ? 4 : dispatchFrom ? 3 : shipTo ? 2 : 1,
    shipTo,
    dispatchFrom,
    exported,
    otherCountries: sale && isZeroRated(view.supplyType),
  };
}
