// Intra-state (CGST + SGST/UTGST) or inter-state (IGST), GST.md sections 3 and 4.
import { stateByCode } from '../states.ts';
import { TaxError, type PlaceOfSupplySplit } from './types.ts';
import { tk } from '../i18n/messages.ts';

function stateCode(code: string, what: string): string {
  const c = code.trim();
  if (!/^\d{2}$/.test(c)) {
    throw new TaxError(`${what} must be a two-digit state code, got "${code}".`);
  }
  return c;
}

/** UTs without a legislature (states.ts `isUnionTerritory`) use UTGST instead of SGST. */
export function isUtWithoutLegislature(code: string): boolean {
  return stateByCode(code)?.isUnionTerritory ?? false;
}

/** Same state → intra-state; anything else (another state, 96 exports) → inter-state. */
export function placeOfSupplySplit(input: {
  sellerStateCode: string;
  placeOfSupplyStateCode: string;
}): PlaceOfSupplySplit {
  const seller = stateCode(input.sellerStateCode, tk('Seller state'));
  const place = stateCode(input.placeOfSupplyStateCode, tk('Place of supply'));
  return {
    supply: seller === place ? 'intra' : 'inter',
    stateComponent: isUtWithoutLegislature(place) ? 'UTGST' : 'SGST',
  };
}
