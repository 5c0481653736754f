// GST unit quantity codes (GSTR_JSON.md section 5): the HSN table of GSTR-1 reports every
// quantity in one of these. A unit maps to one; common unit names are recognised.

export const UQC_CODES = {
  BAG: 'Bags',
  BAL: 'Bale',
  BDL: 'Bundles',
  BKL: 'Buckles',
  BOU: 'Billion of units',
  BOX: 'Box',
  BTL: 'Bottles',
  BUN: 'Bunches',
  CAN: 'Cans',
  CBM: 'Cubic meters',
  CCM: 'Cubic centimeters',
  CMS: 'Centimeters',
  CTN: 'Cartons',
  DOZ: 'Dozens',
  DRM: 'Drums',
  GGK: 'Great gross',
  GMS: 'Grammes',
  GRS: 'Gross',
  GYD: 'Gross yards',
  KGS: 'Kilograms',
  KLR: 'Kilolitre',
  KME: 'Kilometre',
  LTR: 'Litres',
  MLT: 'Millilitre',
  MTR: 'Meters',
  MTS: 'Metric ton',
  NOS: 'Numbers',
  PAC: 'Packs',
  PCS: 'Pieces',
  PRS: 'Pairs',
  QTL: 'Quintal',
  ROL: 'Rolls',
  SET: 'Sets',
  SQF: 'Square feet',
  SQM: 'Square meters',
  SQY: 'Square yards',
  TBS: 'Tablets',
  TGM: 'Ten gross',
  THD: 'Thousands',
  TON: 'Tonnes',
  TUB: 'Tubes',
  UGS: 'US gallons',
  UNT: 'Units',
  YDS: 'Yards',
  OTH: 'Others',
  NA: 'Not applicable (services)',
} as const;

export type UqcCode = keyof typeof UQC_CODES;

/** The codes as a list to choose from ("KGS – Kilograms"), for every screen that sets one. */
export const UQC_CHOICES = Object.entries(UQC_CODES).map(([code, label]) => ({
  value: code,
  label: `${code} – ${label}`,
}));

export function isUqcCode(code: string): code is UqcCode {
  return Object.hasOwn(UQC_CODES, code);
}

/** Unit names shops type, lower-cased, mapped to their code. */
const COMMON_NAMES: Record<string, UqcCode> = {
  no: 'NOS',
  nos: 'NOS',
  'no.': 'NOS',
  number: 'NOS',
  numbers: 'NOS',
  num: 'NOS',
  pc: 'PCS',
  pcs: 'PCS',
  piece: 'PCS',
  pieces: 'PCS',
  kg: 'KGS',
  kgs: 'KGS',
  kilo: 'KGS',
  kilogram: 'KGS',
  kilograms: 'KGS',
  g: 'GMS',
  gm: 'GMS',
  gms: 'GMS',
  gram: 'GMS',
  grams: 'GMS',
  l: 'LTR',
  lt: 'LTR',
  ltr: 'LTR',
  litre: 'LTR',
  litres: 'LTR',
  liter: 'LTR',
  liters: 'LTR',
  ml: 'MLT',
  mlt: 'MLT',
  millilitre: 'MLT',
  m: 'MTR',
  mtr: 'MTR',
  meter: 'MTR',
  meters: 'MTR',
  metre: 'MTR',
  metres: 'MTR',
  cm: 'CMS',
  cms: 'CMS',
  box: 'BOX',
  boxes: 'BOX',
  bag: 'BAG',
  bags: 'BAG',
  btl: 'BTL',
  bottle: 'BTL',
  bottles: 'BTL',
  doz: 'DOZ',
  dozen: 'DOZ',
  dozens: 'DOZ',
  pair: 'PRS',
  pairs: 'PRS',
  prs: 'PRS',
  set: 'SET',
  sets: 'SET',
  pack: 'PAC',
  packs: 'PAC',
  pkt: 'PAC',
  packet: 'PAC',
  ctn: 'CTN',
  carton: 'CTN',
  cartons: 'CTN',
  roll: 'ROL',
  rolls: 'ROL',
  qtl: 'QTL',
  quintal: 'QTL',
  ton: 'TON',
  tonne: 'TON',
  tonnes: 'TON',
  unit: 'UNT',
  units: 'UNT',
  unt: 'UNT',
  tab: 'TBS',
  tablet: 'TBS',
  tablets: 'TBS',
  sqft: 'SQF',
  'sq ft': 'SQF',
  sqm: 'SQM',
  can: 'CAN',
  cans: 'CAN',
  drum: 'DRM',
  tube: 'TUB',
};

/**
 * The code a unit name plainly means (also when the name is a code, or a portal label such as
 * KGS-KILOGRAMS), else null: a unit nobody recognises stays without a code, never OTH.
 */
export function guessUqc(unitName: string): UqcCode | null {
  const name = unitName.trim();
  const upper = name.toUpperCase();
  if (isUqcCode(upper)) return upper;
  const label = /^([A-Z]{2,3})-[A-Z ]+$/.exec(upper)?.[1];
  if (label !== undefined && isUqcCode(label)) return label;
  // Own keys only: a unit named "constructor" or "__proto__" must not find Object's members.
  const key = name.toLowerCase();
  return Object.hasOwn(COMMON_NAMES, key) ? COMMON_NAMES[key]! : null;
}
