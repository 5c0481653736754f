import { describe, expect, it } from 'vitest';
import { billTotals } from './bill-totals.ts';
import { newDraft, type BillDraft } from './bill-draft.ts';
import { LOCAL, RAVI, RICE, line } from './fixtures.ts';
import { sideOfMode } from './invoice-mode.ts';
import { checkSave } from './save-payload.ts';
import {
  EMPTY_ADDRESS,
  REGULAR_SUPPLY_DRAFT,
  resolveSupply,
  type SupplyDraft,
} from './supply-draft.ts';
import { trialView } from './trial-view.ts';

const HIMACHAL = { ...EMPTY_ADDRESS, name: 'Site office', address: 'Baddi', stateCode: '02' };
const FREIGHT = { ...RICE, id: 20, name: 'Freight (GTA)', reverseCharge: true };

function sale(supply: Partial<SupplyDraft>, customer = LOCAL): BillDraft {
  return {
    ...newDraft(sideOfMode('sale'), '2025-10-01'),
    customer,
    customerText: customer.name,
    lines: [line(RICE, '1', '1180')],
    supply: { ...REGULAR_SUPPLY_DRAFT, ...supply },
  };
}

const totalsOf = (d: BillDraft, items = [RICE]) =>
  billTotals({
    lines: d.lines,
    items,
    billDate: d.date,
    companyState: '27',
    customerState: d.customer?.stateCode ?? null,
    chargesTax: true,
    supply: resolveSupply(d, '27', items),
  });

const body = (d: BillDraft) => {
  const c = checkSave(d, {
    totalPaise: totalsOf(d).amountPaise,
    bankAccountCount: 0,
    traceability: false,
    cashCustomerId: 1,
    companyState: '27',
  });
  if (!c.ok || c.request.kind === 'payment') throw new Error('not a bill');
  return c.request.body;
};

describe('the bill’s supply (issue 36)', () => {
  it('a plain sale is regular, at the customer’s state, charged, and sends nothing chosen', () => {
    const r = resolveSupply(sale({}), '27');
    expect(r).toMatchObject({ supplyType: 'regular', place: '27', placeOfSupply: null });
    expect(body(sale({}))).toMatchObject({
      supplyType: 'regular',
      reverseCharge: false,
      placeOfSupply: null,
      shipTo: null,
      dispatchFrom: null,
      exportDetails: null,
    });
  });

  it('ship-to in another state moves the place of supply and makes it IGST (GST.md 12)', () => {
    const d = sale({ shipTo: HIMACHAL });
    expect(resolveSupply(d, '27').place).toBe('02');
    expect(totalsOf(d).taxSummary.map((r) => [r.component, r.rateBp, r.amountPaise])).toEqual([
      ['IGST', 500, 5619],
    ]);
    expect(body(d)).toMatchObject({
      placeOfSupply: null,
      shipTo: { name: 'Site office', address: 'Baddi', stateCode: '02', gstin: null, pin: null },
    });
  });

  it('a place chosen is sent only when the rules would give another', () => {
    expect(body(sale({ placeOfSupply: '27' })).placeOfSupply).toBeNull();
    expect(body(sale({ shipTo: HIMACHAL, placeOfSupply: '27' })).placeOfSupply).toBe('27');
    const t = totalsOf(sale({ shipTo: HIMACHAL, placeOfSupply: '27' }));
    expect(t.taxSummary.map((r) => r.component)).toEqual(['CGST', 'SGST']);
  });

  it('defaults an overseas customer to export under LUT: rate shown, no tax, IGST, place 96', () => {
    const d = sale({}, { ...RAVI, gstCategory: 'overseas' });
    const r = resolveSupply(d, '27');
    expect(r).toMatchObject({
      supplyType: 'export_under_lut',
      place: '96',
      treatment: 'zero_rated',
    });
    const t = totalsOf(d);
    expect(t.taxPaise).toBe(0);
    expect(t.amountPaise).toBe(118000);
    expect(t.taxSummary.map((x) => [x.component, x.rateBp, x.amountPaise])).toEqual([
      ['IGST', 500, 0],
    ]);
    const b = body({
      ...d,
      supply: {
        ...d.supply!,
        exportDetails: {
          shippingBillNumber: ' 123 ',
          shippingBillDate: '2025-10-02',
          portCode: 'innsa1',
          currency: 'usd',
          country: 'us',
        },
      },
    });
    expect(b).toMatchObject({
      supplyType: 'export_under_lut',
      placeOfSupply: null,
      exportDetails: {
        shippingBillNumber: '123',
        shippingBillDate: '2025-10-02',
        portCode: 'INNSA1',
        currency: 'USD',
        country: 'US',
      },
    });
  });

  it('an SEZ customer in the same state still pays IGST when the supply is with tax', () => {
    const d = sale({ supplyType: 'sez_with_tax' }, { ...LOCAL, gstCategory: 'sez' });
    expect(totalsOf(d).taxSummary.map((x) => x.component)).toEqual(['IGST']);
  });

  it('a sale under reverse charge is at its taxable value, the tax shown apart', () => {
    const d = sale({ reverseCharge: true });
    const t = totalsOf(d);
    expect(t.amountPaise).toBe(118000);
    expect(t.taxPaise).toBe(0);
    expect(t.reverseChargePaise).toBe(5900);
    // Never on an export or SEZ supply.
    expect(
      resolveSupply(sale({ reverseCharge: true, supplyType: 'sez_under_lut' }), '27').reverseCharge,
    ).toBe(false);
  });

  it('a purchase of a service under reverse charge is RCM whatever was ticked', () => {
    const d: BillDraft = {
      ...newDraft(sideOfMode('purchase'), '2025-10-01'),
      customer: LOCAL,
      customerText: LOCAL.name,
      lines: [line(FREIGHT, '1', '10000')],
    };
    const r = resolveSupply(d, '27', [FREIGHT]);
    expect(r).toMatchObject({ supplyType: 'regular', reverseCharge: true, byItems: true });
    expect(resolveSupply(d, '27', [RICE]).reverseCharge).toBe(false);
  });

  it('Just Print carries the kind, ship-to, place and the reverse charge tax', () => {
    const d = sale({ shipTo: HIMACHAL, reverseCharge: true });
    const view = trialView({ draft: d, totals: totalsOf(d), customer: LOCAL, companyState: '27' });
    expect(view).toMatchObject({
      supplyType: 'regular',
      reverseCharge: true,
      placeOfSupply: '02',
      shipTo: { name: 'Site office', stateCode: '02' },
      totals: { amount: 1180, tax: 0, reverseChargeTax: 59 },
    });
  });
});
