// GSTR-3B (GST.md section 9, GSTR_JSON.md section 4): 3.1 outward supplies (nil-rated in
// 3.1(c), never 3.1(a)), 3.2 inter-state supplies to unregistered buyers and UIN holders by
// place of supply, 4 input tax credit (OTH = the input tax of purchase bills whose vendor has
// a GSTIN, net of debit notes: period-tax.ts), 5 nil-rated purchases, 6.1 the tax payable
// (reverse charge apart: paid in cash). From the stored lines and tax lines. Exports and SEZ
// supplies (issue 36) are 3.1(b), zero-rated, with the IGST paid on them; never 3.1(a) nor
// 3.2. Reverse charge (GST.md section 12, as india-compliance's GSTR-3B report): purchases
// under it are 3.1(d) with their tax, their credit 4(A)(3) (ISRC); a sale under it is in
// 3.1(a) without tax.
import { tk } from '@hisaab/shared/i18n/messages';
import { isZeroRated } from '@hisaab/shared/gst/supply';
import { sql } from 'drizzle-orm';
import { gstinKind } from '@hisaab/shared/gstin';
import type { DbOrTx } from '../../../db/client.ts';
import {
  money,
  TAX_COLUMNS,
  text,
  type ReportDefinition,
  type RowsDataset,
} from '../report-definition.ts';
import { queryRows } from '../../../db/query-rows.ts';
import {
  addAmounts,
  inReturnSnapshot,
  loadGstProfile,
  monthPeriod,
  periodLines,
  rupees,
  taxCells,
  zeroAmounts,
  type Amounts,
  type GstProfile,
} from './gst-common.ts';
import { saleLineGroups, type SupplyTotal } from './gstr1-lines.ts';
import type { NoteRateRow } from './gstr1-rows.ts';
import { noteRateRows, salesNoteRows } from './gstr1-data.ts';
import { periodTax, taxHeads } from './period-tax.ts';
import { requireGstin } from './gstr1-return.ts';
import { adjust3b } from './amendments-data.ts';
import { isInterState } from './gstr1-sections.ts';

interface PlaceRow {
  pos: string;
  txval: number;
  iamt: number;
}

export interface Gstr3b {
  profile: GstProfile;
  taxable: Amounts;
  /** 3.1(b): exports and SEZ supplies, with the IGST and cess paid on them. */
  zeroRated: Amounts;
  nilRated: number;
  unregistered: PlaceRow[];
  uinHolders: PlaceRow[];
  itc: Amounts;
  /** Purchases under reverse charge (3.1(d)): taxable value and the tax the company owes. */
  reverseCharge: Amounts;
  /** Their input tax credit (4(A)(3)): the same tax when the company may claim, else none. */
  reverseChargeItc: Amounts;
  nilPurchases: { inter: number; intra: number };
}

function addPlace(map: Map<string, PlaceRow>, pos: string, a: Amounts) {
  const row = map.get(pos) ?? { pos, txval: 0, iamt: 0 };
  row.txval += a.txval;
  row.iamt += a.iamt;
  map.set(pos, row);
}

// A place whose sales a credit note took back whole has nothing left to report.
const sorted = (map: Map<string, PlaceRow>) =>
  [...map.values()]
    .filter((p) => p.txval !== 0 || p.iamt !== 0)
    .sort((a, b) => (a.pos < b.pos ? -1 : a.pos > b.pos ? 1 : 0));

/** Purchase lines with no GST (rate 0 or no GST row): table 5, inter- and intra-state. */
async function nilPurchases(
  db: DbOrTx,
  companyId: number,
  state: string | null,
  start: string,
  end: string,
) {
  const rows = await queryRows<{ inter: boolean; amount: string }>(
    db,
    sql`${periodLines({ companyId, kind: 'purchase', start, end, state })}
      select (${state}::text is not null and ln.pos <> ${state}::text) as inter,
        sum(ln.taxable_paise) as amount
      from ln
      where ln.special_kind is null and ln.rt_bp = 0
      group by 1`,
  );
  const out = { inter: 0, intra: 0 };
  for (const r of rows) out[r.inter ? 'inter' : 'intra'] += Number(r.amount);
  return out;
}

/**
 * What the period's debit notes take off the nil-rated purchases (5), by inter/intra
 * (negative, as stored). Their input tax is netted in period-tax.ts.
 */
async function debitNoteNilInward(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
): Promise<{ inter: number; intra: number }> {
  const rows = await noteRateRows(db, companyId, 'debit_note', profile, start, end);
  const nil = { inter: 0, intra: 0 };
  for (const r of rows) if (r.nil) nil[isInterState(r.pos, profile) ? 'inter' : 'intra'] += r.txval;
  return nil;
}

export async function buildGstr3b(
  db: DbOrTx,
  companyId: number,
  start: string,
  end: string,
): Promise<Gstr3b> {
  return inReturnSnapshot(db, async (tx) => {
    const profile = await loadGstProfile(tx, companyId);
    requireGstin(profile);
    // Grouped in the statement per kind, place of supply and buyer (a few hundred rows), net of
    // the period's credit notes, one more row source, whose rows are negative (and of its
    // debit notes to customers, positive: a price raised adds to the supplies).
    const { supplyTotals } = await saleLineGroups(tx, companyId, profile, start, end, ['supply']);
    const rows: (SupplyTotal | NoteRateRow)[] = [
      ...supplyTotals,
      ...(await salesNoteRows(tx, companyId, profile, start, end)),
    ];
    // The tax heads of 3.1(a) and 4 are the period's tax (period-tax.ts), the figure Taxes for
    // a month shows too; 3.1(a)'s taxable value and 3.2 come from the supply lines.
    const tax = await periodTax(tx, companyId, start, end, profile.inputTaxRecoverable);
    // Amendments (issue 38 part 3): an amended document as filed in its month; an amendment's
    // difference (amended − reported before) in the month it is made.
    const outward = { rows: [] as SupplyTotal[], outputTax: taxHeads(tax, 'output') };
    await adjust3b(tx, companyId, profile, start, end, outward);
    rows.push(...outward.rows);
    const taxable = zeroAmounts();
    const zeroRated = zeroAmounts();
    let nilRated = 0;
    const unregistered = new Map<string, PlaceRow>();
    const uinHolders = new Map<string, PlaceRow>();
    for (const r of rows) {
      if ('supplyType' in r ? isZeroRated(r.supplyType) : r.zero) {
        zeroRated.txval += r.txval;
        zeroRated.iamt += r.iamt;
        zeroRated.csamt += r.csamt;
        continue;
      }
      if (r.nil) {
        nilRated += r.txval;
        continue;
      }
      taxable.txval += r.txval;
      if (!isInterState(r.pos, profile) || r.pos === null) continue;
      if (!r.ctin) addPlace(unregistered, r.pos, r);
      else if (gstinKind(r.ctin) === 'uin') addPlace(uinHolders, r.pos, r);
    }
    // Nil-rated purchases net of debit notes (goods sent back).
    const returned = await debitNoteNilInward(tx, companyId, profile, start, end);
    const nilBought = await nilPurchases(tx, companyId, profile.state, start, end);
    // The period's output tax less what 3.1(b) reports: the IGST and cess of zero-rated supplies.
    const output = outward.outputTax;
    const reverseCharge = taxHeads(tax, 'reverseCharge');
    return {
      profile,
      taxable: {
        ...output,
        iamt: output.iamt - zeroRated.iamt,
        csamt: output.csamt - zeroRated.csamt,
        txval: taxable.txval,
      },
      zeroRated,
      nilRated,
      unregistered: sorted(unregistered),
      uinHolders: sorted(uinHolders),
      itc: taxHeads(tax, 'input'),
      reverseCharge,
      reverseChargeItc: profile.inputTaxRecoverable
        ? { ...reverseCharge, txval: 0 }
        : zeroAmounts(),
      nilPurchases: {
        inter: nilBought.inter + returned.inter,
        intra: nilBought.intra + returned.intra,
      },
    };
  });
}

const heads = (a: Amounts) => ({
  iamt: rupees(a.iamt),
  camt: rupees(a.camt),
  samt: rupees(a.samt),
  csamt: rupees(a.csamt),
});
const zeroHeads = (ty: string) => ({ ty, iamt: 0, camt: 0, samt: 0, csamt: 0 });
/** 4(C): the credit of 4(A), reverse charge's included (nothing is reversed yet). */
export const netItc = (r: Gstr3b): Amounts => addAmounts({ ...r.itc }, r.reverseChargeItc);

const places = (list: PlaceRow[]) =>
  list.map((p) => ({ pos: p.pos, txval: rupees(p.txval), iamt: rupees(p.iamt) }));

export function gstr3bJson(r: Gstr3b, gstin: string, retPeriod: string) {
  return {
    gstin,
    ret_period: retPeriod,
    sup_details: {
      osup_det: { txval: rupees(r.taxable.txval), ...heads(r.taxable) },
      osup_zero: {
        txval: rupees(r.zeroRated.txval),
        iamt: rupees(r.zeroRated.iamt),
        csamt: rupees(r.zeroRated.csamt),
      },
      osup_nil_exmp: { txval: rupees(r.nilRated) },
      isup_rev: { txval: rupees(r.reverseCharge.txval), ...heads(r.reverseCharge) },
      osup_nongst: { txval: 0 },
    },
    inter_sup: {
      unreg_details: places(r.unregistered),
      comp_details: [],
      uin_details: places(r.uinHolders),
    },
    itc_elg: {
      itc_avl: [
        zeroHeads('IMPG'),
        zeroHeads('IMPS'),
        { ty: 'ISRC', ...heads(r.reverseChargeItc) },
        zeroHeads('ISD'),
        { ty: 'OTH', ...heads(r.itc) },
      ],
      itc_rev: [zeroHeads('RUL'), zeroHeads('OTH')],
      // Nothing is reversed yet, so the net credit is all of it.
      itc_net: heads(netItc(r)),
      itc_inelg: [zeroHeads('RUL'), zeroHeads('OTH')],
    },
    inward_sup: {
      isup_details: [
        { ty: 'GST', inter: rupees(r.nilPurchases.inter), intra: rupees(r.nilPurchases.intra) },
        { ty: 'NONGST', inter: 0, intra: 0 },
      ],
    },
  };
}

export async function gstr3bDownload(db: DbOrTx, companyId: number, year: number, month: number) {
  const period = monthPeriod(year, month);
  const r = await buildGstr3b(db, companyId, period.start, period.end);
  const gstin = requireGstin(r.profile);
  return { fileName: `${gstin}_GSTR3B_${period.fp}.json`, body: gstr3bJson(r, gstin, period.fp) };
}

const ZERO = zeroAmounts();

export const gstr3bReport: ReportDefinition = {
  async build({ db, companyId, params }) {
    const { startDate, endDate } = params as { startDate: string; endDate: string };
    const r = await buildGstr3b(db, companyId, startDate, endDate);
    const nature = text('nature', tk('Nature of supplies'));
    const itcRow = (details: string, a: Amounts) => {
      const { igst, cgst, sgst, cess } = taxCells(a);
      return { details, igst, cgst, sgst, cess };
    };
    const datasets: RowsDataset[] = [
      {
        name: '3.1',
        title: tk('3.1 Outward supplies'),
        columns: [nature, ...TAX_COLUMNS],
        rows: [
          {
            nature: '(a) Outward taxable supplies (other than zero rated, nil rated and exempted)',
            ...taxCells(r.taxable),
          },
          { nature: '(b) Outward taxable supplies (zero rated)', ...taxCells(r.zeroRated) },
          {
            nature: '(c) Other outward supplies (nil rated, exempted)',
            ...taxCells({ ...ZERO, txval: r.nilRated }),
          },
          {
            nature: '(d) Inward supplies (liable to reverse charge)',
            ...taxCells(r.reverseCharge),
          },
          { nature: '(e) Non-GST outward supplies', ...taxCells(ZERO) },
        ],
      },
      {
        name: '3.2',
        title: tk('3.2 Inter-state supplies'),
        columns: [
          text('category', tk('Supplies made to')),
          text('pos', tk('Place of supply')),
          money('taxableValue', tk('Taxable value')),
          money('igst', tk('IGST')),
        ],
        rows: [
          ...r.unregistered.map((p) => ({
            category: 'Unregistered persons',
            pos: p.pos,
            taxableValue: p.txval,
            igst: p.iamt,
          })),
          ...r.uinHolders.map((p) => ({
            category: 'UIN holders',
            pos: p.pos,
            taxableValue: p.txval,
            igst: p.iamt,
          })),
        ],
      },
      {
        name: '4',
        title: tk('4 Eligible ITC'),
        columns: [text('details', tk('Details')), ...TAX_COLUMNS.slice(1)],
        rows: [
          itcRow('(A)(1) Import of goods', ZERO),
          itcRow('(A)(2) Import of services', ZERO),
          itcRow('(A)(3) Inward supplies liable to reverse charge', r.reverseChargeItc),
          itcRow('(A)(4) Inward supplies from ISD', ZERO),
          itcRow('(A)(5) All other ITC', r.itc),
          itcRow('(B) ITC reversed', ZERO),
          itcRow('(C) Net ITC available (A) - (B)', netItc(r)),
          itcRow('(D) Ineligible ITC', ZERO),
        ],
      },
      {
        name: '5',
        title: tk('5 Exempt, nil and non-GST inward supplies'),
        columns: [
          nature,
          money('interState', tk('Inter-state')),
          money('intraState', tk('Intra-state')),
        ],
        rows: [
          {
            nature: 'Nil rated and exempt supplies',
            interState: r.nilPurchases.inter,
            intraState: r.nilPurchases.intra,
          },
          { nature: 'Non-GST supplies', interState: 0, intraState: 0 },
        ],
      },
      {
        name: '6.1',
        title: tk('6.1 Payment of tax'),
        columns: [text('details', tk('Details')), ...TAX_COLUMNS.slice(1)],
        rows: [
          itcRow('(A) Other than reverse charge: tax payable', r.taxable),
          // Tax on reverse charge is paid in cash: credit may not be used for it.
          itcRow('(B) Reverse charge: tax payable (paid in cash)', r.reverseCharge),
        ],
      },
    ];
    return datasets;
  },
};
