// Which PIN codes belong to which GST state (EINVOICE.md, validation 6: "Pin must fit the state
// (india-compliance state→PIN table); 999999 for foreign/other territory"). The ranges are the
// first three digits of the PIN, as india-compliance's STATE_PINCODE_MAPPING gives them (from the
// e-invoice master codes), keyed here by the 2-digit GST state code. india-compliance has no
// ranges for Telangana (36), Ladakh (38) and the old codes (25, 28): their PINs are not checked,
// as there. Pure.

type Range = readonly [from: number, to: number];

/** GST state code → the first-three-digit ranges of its PIN codes. */
export const STATE_PIN_PREFIXES: Readonly<Record<string, readonly Range[]>> = {
  '01': [[180, 194]], // Jammu and Kashmir
  '02': [[171, 177]], // Himachal Pradesh
  '03': [[140, 160]], // Punjab
  '04': [
    [140, 140],
    [160, 160],
  ], // Chandigarh
  '05': [[244, 263]], // Uttarakhand
  '06': [[121, 136]], // Haryana
  '07': [[110, 110]], // Delhi
  '08': [[301, 345]], // Rajasthan
  '09': [[201, 285]], // Uttar Pradesh
  '10': [[800, 855]], // Bihar
  '11': [[737, 737]], // Sikkim
  '12': [[790, 792]], // Arunachal Pradesh
  '13': [[797, 798]], // Nagaland
  '14': [[795, 795]], // Manipur
  '15': [[796, 796]], // Mizoram
  '16': [[799, 799]], // Tripura
  '17': [[793, 794]], // Meghalaya
  '18': [[781, 788]], // Assam
  '19': [[700, 743]], // West Bengal
  '20': [[813, 835]], // Jharkhand
  '21': [[751, 770]], // Odisha
  '22': [[490, 497]], // Chhattisgarh
  '23': [[450, 488]], // Madhya Pradesh
  '24': [[360, 396]], // Gujarat
  '26': [
    [362, 362],
    [396, 396],
  ], // Dadra and Nagar Haveli and Daman and Diu
  '27': [[400, 445]], // Maharashtra
  '29': [[560, 591]], // Karnataka
  '30': [[403, 403]], // Goa
  '31': [[682, 682]], // Lakshadweep
  '32': [[670, 695]], // Kerala
  '33': [[600, 643]], // Tamil Nadu
  '34': [
    [533, 533],
    [605, 605],
    [607, 607],
    [609, 609],
    [673, 673],
  ], // Puducherry (Yanam, Puducherry, Karaikal, Mahe)
  '35': [[744, 744]], // Andaman and Nicobar Islands
  '37': [[500, 535]], // Andhra Pradesh
};

/** The PIN the IRP wants for a party outside India (96) or in Other Territory (97). */
export const FOREIGN_PIN = 999999;

/**
 * Whether the PIN fits the state: true when it does, or when the state has no known ranges
 * (not checkable); false only on a definite mismatch.
 */
export function pinFitsState(pin: number, stateCode: string): boolean {
  if (stateCode === '96' || stateCode === '97') return pin === FOREIGN_PIN;
  const ranges = STATE_PIN_PREFIXES[stateCode];
  if (!ranges) return true;
  const prefix = Math.floor(pin / 1000);
  return ranges.some(([from, to]) => prefix >= from && prefix <= to);
}
