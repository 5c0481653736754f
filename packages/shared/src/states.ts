// State and UT codes used in GSTINs and as place of supply (GST.md section 3).

export type StateKind = 'state' | 'old' | 'other-countries' | 'centre';

export interface IndianState {
  code: string;
  name: string;
  /** A UT without a legislature: UTGST replaces SGST there (same rate). */
  isUnionTerritory: boolean;
  /** 'old' codes still appear in old GSTINs; 96 is only a place of supply; 99 is not a state. */
  kind: StateKind;
}

function s(code: string, name: string, isUnionTerritory = false, kind: StateKind = 'state') {
  return { code, name, isUnionTerritory, kind };
}

export const STATES: readonly IndianState[] = [
  s('01', 'Jammu & Kashmir'),
  s('02', 'Himachal Pradesh'),
  s('03', 'Punjab'),
  s('04', 'Chandigarh', true),
  s('05', 'Uttarakhand'),
  s('06', 'Haryana'),
  s('07', 'Delhi'),
  s('08', 'Rajasthan'),
  s('09', 'Uttar Pradesh'),
  s('10', 'Bihar'),
  s('11', 'Sikkim'),
  s('12', 'Arunachal Pradesh'),
  s('13', 'Nagaland'),
  s('14', 'Manipur'),
  s('15', 'Mizoram'),
  s('16', 'Tripura'),
  s('17', 'Meghalaya'),
  s('18', 'Assam'),
  s('19', 'West Bengal'),
  s('20', 'Jharkhand'),
  s('21', 'Odisha'),
  s('22', 'Chhattisgarh'),
  s('23', 'Madhya Pradesh'),
  s('24', 'Gujarat'),
  s('25', 'Daman & Diu', true, 'old'),
  s('26', 'Dadra & Nagar Haveli and Daman & Diu', true),
  s('27', 'Maharashtra'),
  s('28', 'Andhra Pradesh (old)', false, 'old'),
  s('29', 'Karnataka'),
  s('30', 'Goa'),
  s('31', 'Lakshadweep', true),
  s('32', 'Kerala'),
  s('33', 'Tamil Nadu'),
  s('34', 'Puducherry'),
  s('35', 'Andaman & Nicobar Islands', true),
  s('36', 'Telangana'),
  s('37', 'Andhra Pradesh'),
  s('38', 'Ladakh', true),
  s('97', 'Other Territory', true),
  s('96', 'Other Countries', false, 'other-countries'),
  s('99', 'Centre Jurisdiction', false, 'centre'),
];

const BY_CODE = new Map(STATES.map((st) => [st.code, st]));

/** Accepts '7' or '07'. */
export function stateByCode(code: string | number): IndianState | undefined {
  return BY_CODE.get(String(code).trim().padStart(2, '0'));
}

/** Codes that can start a GSTIN: every code but 96 (exports have no GSTIN). */
export function isGstinStateCode(code: string): boolean {
  const st = BY_CODE.get(code);
  return st !== undefined && st.kind !== 'other-countries';
}

/** Choices for a place of supply today: current states/UTs plus 96 for exports. */
export const PLACE_OF_SUPPLY_STATES: readonly IndianState[] = STATES.filter(
  (st) => st.kind === 'state' || st.kind === 'other-countries',
);

/** "27-Maharashtra", the form GST returns and invoices use. */
export function stateLabel(code: string): string | null {
  const st = stateByCode(code);
  return st ? `${st.code}-${st.name}` : null;
}
