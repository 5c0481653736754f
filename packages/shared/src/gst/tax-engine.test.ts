import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero } from '../money.ts';
import {
  TaxError,
  computeInvoiceTotals,
  computeLineTax,
  lineTaxBreakdown,
  taxesInForce,
  withComponentRates,
  type GroupTax,
  type LineTaxInput,
} from './tax-engine.ts';

const MAHARASHTRA = '27';
const KARNATAKA = '29';
const CHANDIGARH = '04';

let nextId = 1;
function tax(rateBp: number, rest: Partial<GroupTax> = {}): GroupTax {
  const id = nextId++;
  return {
    taxId: id,
    name: `Tax ${id}`,
    taxType: 'GST',
    rateBp,
    isCompound: false,
    priority: id,
    ...rest,
  };
}

function line(input: Partial<LineTaxInput> & Pick<LineTaxInput, 'taxes'>): LineTaxInput {
  return {
    qtyMilli: 1000,
    ratePaise: 0,
    rateIncludesTax: true,
    billDate: '2025-10-01',
    sellerStateCode: MAHARASHTRA,
    placeOfSupplyStateCode: MAHARASHTRA,
    ...input,
  };
}

const brief = (r: ReturnType<typeof computeLineTax>) => ({
  taxable: r.taxablePaise,
  taxes: r.taxes.map((t) => `${t.component} ${t.rateBp} ${t.amountPaise}`),
});

describe("GST.md section 6 vectors (Hisaab's rule)", () => {
  const gst18 = tax(1800, { priority: 1 });
  const cess12 = tax(1200, { taxType: 'CESS', priority: 2 });
  const cess12Compound = tax(1200, { taxType: 'CESS', priority: 2, isCompound: true });
  const custom1Compound = tax(100, { taxType: 'CUSTOM', priority: 2, isCompound: true });
  const gst5 = tax(500, { priority: 1 });
  const inter = { placeOfSupplyStateCode: KARNATAKA };

  it.each<[string, Partial<LineTaxInput> & Pick<LineTaxInput, 'taxes'>, number, string[]]>([
    [
      '1180.00 CGST 9 + SGST 9',
      { ratePaise: 118000, taxes: [gst18] },
      100000,
      ['CGST 900 9000', 'SGST 900 9000'],
    ],
    [
      '100.00 CGST 9 + SGST 9',
      { ratePaise: 10000, taxes: [gst18] },
      8474,
      ['CGST 900 763', 'SGST 900 763'],
    ],
    ['100.00 IGST 18', { ratePaise: 10000, taxes: [gst18], ...inter }, 8475, ['IGST 1800 1525']],
    [
      '999.00 CGST 2.5 + SGST 2.5',
      { ratePaise: 99900, taxes: [gst5] },
      95142,
      ['CGST 250 2379', 'SGST 250 2379'],
    ],
    [
      '1000.00 IGST 18 + cess 12 (plain)',
      { ratePaise: 100000, taxes: [cess12, gst18], ...inter },
      76923,
      ['IGST 1800 13846', 'CESS 1200 9231'],
    ],
    [
      '1000.00 IGST 18 + cess 12 (compound)',
      { ratePaise: 100000, taxes: [gst18, cess12Compound], ...inter },
      75666,
      ['IGST 1800 13620', 'CESS 1200 10714'],
    ],
    [
      '250.00 GST 18 + tax 1 (compound)',
      { ratePaise: 25000, taxes: [gst18, custom1Compound], ...inter },
      20976,
      ['IGST 1800 3776', 'CUSTOM 100 248'],
    ],
  ])('%s', (_label, input, taxable, taxes) => {
    const r = computeLineTax(line(input));
    expect(brief(r)).toEqual({ taxable, taxes });
    expect(r.totalPaise).toBe(input.ratePaise);
    expect(r.amountPaise).toBe(input.ratePaise);
  });

  it('exclusive: 10 × ₹500 at 18% intra-state → 5000.00 + 450.00 + 450.00 = 5900.00', () => {
    const r = computeLineTax(
      line({ qtyMilli: 10_000, ratePaise: 50_000, rateIncludesTax: false, taxes: [gst18] }),
    );
    expect(brief(r)).toEqual({ taxable: 500000, taxes: ['CGST 900 45000', 'SGST 900 45000'] });
    expect(r.taxPaise).toBe(90000);
    expect(r.totalPaise).toBe(590000);
  });

  it('exclusive compound taxes apply to the taxable value plus the exact earlier taxes', () => {
    // 1000.00 + IGST 180.00; cess 12% compound on 1180.00 = 141.60.
    const r = computeLineTax(
      line({ ratePaise: 100000, rateIncludesTax: false, taxes: [gst18, cess12Compound], ...inter }),
    );
    expect(brief(r)).toEqual({ taxable: 100000, taxes: ['IGST 1800 18000', 'CESS 1200 14160'] });
    expect(r.totalPaise).toBe(132160);
  });
});

describe('computeLineTax', () => {
  it('uses UTGST instead of SGST in a UT without a legislature', () => {
    const r = computeLineTax(
      line({
        ratePaise: 11800,
        taxes: [tax(1800)],
        sellerStateCode: CHANDIGARH,
        placeOfSupplyStateCode: CHANDIGARH,
      }),
    );
    expect(r.taxes.map((t) => t.component)).toEqual(['CGST', 'UTGST']);
    expect(r.taxes.map((t) => t.amountPaise)).toEqual([900, 900]);
  });

  it.each(['04', '26', '31', '35', '38', '97'])('uses UTGST for UT %s', (code) => {
    const r = computeLineTax(
      line({
        ratePaise: 100,
        taxes: [tax(1800)],
        sellerStateCode: code,
        placeOfSupplyStateCode: code,
      }),
    );
    expect(r.taxes.map((t) => t.component)).toEqual(['CGST', 'UTGST']);
  });

  it('keeps SGST for Delhi, a UT with a legislature', () => {
    const r = computeLineTax(
      line({
        ratePaise: 11800,
        taxes: [tax(1800)],
        sellerStateCode: '07',
        placeOfSupplyStateCode: '07',
      }),
    );
    expect(r.taxes.map((t) => t.component)).toEqual(['CGST', 'SGST']);
  });

  it('treats exports (place of supply 96) as inter-state', () => {
    const r = computeLineTax(
      line({ ratePaise: 10000, taxes: [tax(0)], placeOfSupplyStateCode: '96' }),
    );
    expect(r.taxes.map((t) => `${t.component} ${t.amountPaise}`)).toEqual(['IGST 0']);
    expect(r.taxablePaise).toBe(10000);
  });

  it('splits an odd GST rate into two equal half rates', () => {
    const r = computeLineTax(line({ ratePaise: 1_002_500, taxes: [tax(25)] }));
    expect(r.taxes.map((t) => [t.component, t.rateBp, t.taxRateBp, t.amountPaise])).toEqual([
      ['CGST', 12.5, 25, 1250],
      ['SGST', 12.5, 25, 1250],
    ]);
    expect(r.taxablePaise).toBe(1_000_000);
  });

  it('gives a line with no taxes a taxable value equal to its amount', () => {
    const r = computeLineTax(line({ qtyMilli: 1500, ratePaise: 333, taxes: [] }));
    expect(r).toEqual({
      amountPaise: 500,
      taxablePaise: 500,
      taxPaise: 0,
      totalPaise: 500,
      reverseChargePaise: 0,
      taxes: [],
    });
  });

  it('gives zero-rate taxes zero amounts', () => {
    const r = computeLineTax(line({ ratePaise: 12345, taxes: [tax(0)] }));
    expect(r.taxes.map((t) => t.amountPaise)).toEqual([0, 0]);
    expect(r.taxablePaise).toBe(12345);
  });

  it('applies the rate of the bill date: 12% until 21 Sep 2025, 5% from 22 Sep 2025', () => {
    const old = tax(1200, { effectiveTo: '2025-09-21' });
    const current = tax(500, { effectiveFrom: '2025-09-22', effectiveTo: null });
    const taxes = [current, old];
    const on = (billDate: string) =>
      computeLineTax(line({ ratePaise: 10000, rateIncludesTax: false, taxes, billDate })).taxPaise;
    expect(on('2025-09-21')).toBe(1200);
    expect(on('2025-09-22')).toBe(500);
  });

  it('rounds negative (return) lines symmetrically', () => {
    const r = computeLineTax(line({ qtyMilli: -1000, ratePaise: 10000, taxes: [tax(1800)] }));
    expect(brief(r)).toEqual({ taxable: -8474, taxes: ['CGST 900 -763', 'SGST 900 -763'] });
  });

  it('needs no state codes for a line without GST', () => {
    const r = computeLineTax(
      line({
        ratePaise: 10500,
        taxes: [tax(500, { taxType: 'VAT' })],
        sellerStateCode: '',
        placeOfSupplyStateCode: '',
      }),
    );
    expect(brief(r)).toEqual({ taxable: 10000, taxes: ['VAT 500 500'] });
  });

  it('refuses bad state codes, rates and dates with a TaxError', () => {
    expect(() => computeLineTax(line({ taxes: [tax(1800)], sellerStateCode: '' }))).toThrow(
      TaxError,
    );
    expect(() => computeLineTax(line({ taxes: [tax(-100)] }))).toThrow(TaxError);
    expect(() => computeLineTax(line({ taxes: [tax(12.5)] }))).toThrow(TaxError);
    expect(() => computeLineTax(line({ taxes: [], billDate: '01/10/2025' }))).toThrow(TaxError);
  });
});

describe('taxesInForce', () => {
  it('keeps taxes in force on the date, inclusive bounds, sorted by priority then id', () => {
    const a = tax(100, { taxId: 10, priority: 2 });
    const b = tax(200, { taxId: 5, priority: 2 });
    const c = tax(300, { taxId: 7, priority: 1, effectiveFrom: '2025-04-01' });
    const d = tax(400, { taxId: 8, priority: 0, effectiveTo: '2025-03-31' });
    expect(taxesInForce([a, b, c, d], '2025-04-01').map((t) => t.taxId)).toEqual([7, 5, 10]);
    expect(taxesInForce([a, b, c, d], '2025-03-31').map((t) => t.taxId)).toEqual([8, 5, 10]);
  });
});

// ---- properties -------------------------------------------------------------------------

const arbTax = fc.record({
  taxType: fc.constantFrom<GroupTax['taxType']>('GST', 'GST', 'CESS', 'VAT', 'CUSTOM'),
  rateBp: fc.oneof(fc.constantFrom(0, 25, 300, 500, 1200, 1800, 2800, 4000), fc.nat(5000)),
  isCompound: fc.boolean(),
});
const arbTaxes = fc
  .array(arbTax, { maxLength: 4 })
  .map((ts) => ts.map((t, i) => ({ ...t, taxId: i + 1, name: `T${i + 1}`, priority: i })));
const arbLine = fc.record({
  qtyMilli: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  ratePaise: fc.integer({ min: 0, max: 100_000_000 }),
  rateIncludesTax: fc.boolean(),
  taxes: arbTaxes,
  billDate: fc.constant('2025-10-01'),
  sellerStateCode: fc.constantFrom('27', '04'),
  placeOfSupplyStateCode: fc.constantFrom('27', '04', '29'),
});

describe('tax engine properties', () => {
  it('taxable + Σ taxes = amount exactly for inclusive lines; = total for every line', () => {
    fc.assert(
      fc.property(arbLine, (input) => {
        const r = computeLineTax(input);
        const sum = r.taxes.reduce((s, t) => s + t.amountPaise, 0);
        expect(r.taxablePaise + sum).toBe(r.totalPaise);
        expect(r.taxPaise).toBe(sum);
        if (input.rateIncludesTax) expect(r.totalPaise).toBe(r.amountPaise);
        else expect(r.taxablePaise).toBe(r.amountPaise);
      }),
      { numRuns: 1000 },
    );
  });

  it('CGST always equals SGST/UTGST, and IGST is within one paisa of CGST + SGST', () => {
    fc.assert(
      fc.property(arbLine, (input) => {
        const intra = computeLineTax({ ...input, placeOfSupplyStateCode: input.sellerStateCode });
        const inter = computeLineTax({
          ...input,
          placeOfSupplyStateCode: '29',
          sellerStateCode: '27',
        });
        const gst = input.taxes.filter((t) => t.taxType === 'GST');
        const halves = intra.taxes.filter((t) => t.taxType === 'GST');
        const igst = inter.taxes.filter((t) => t.taxType === 'GST');
        expect(halves).toHaveLength(2 * gst.length);
        expect(igst).toHaveLength(gst.length);
        igst.forEach((whole, i) => {
          const [c, s] = [halves[2 * i], halves[2 * i + 1]];
          expect(c?.component).toBe('CGST');
          expect(c?.amountPaise).toBe(s?.amountPaise);
          expect(whole.component).toBe('IGST');
          expect(Math.abs(whole.amountPaise - 2 * (c?.amountPaise ?? 0))).toBeLessThanOrEqual(1);
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('matches an independent reference for plain (non-compound) taxes', () => {
    // Plain taxes only: tax = round(A × r ÷ (10000 + Σr)) inclusive, round(A × r ÷ 10000) exclusive.
    fc.assert(
      fc.property(arbLine, (input) => {
        const taxes = input.taxes.map((t) => ({ ...t, isCompound: false }));
        const inter = { ...input, taxes, placeOfSupplyStateCode: '29', sellerStateCode: '27' };
        const r = computeLineTax(inter);
        const a = BigInt(r.amountPaise);
        const sumR = BigInt(taxes.reduce((s, t) => s + t.rateBp, 0));
        const expected = taxes.map((t) =>
          Number(
            input.rateIncludesTax
              ? roundHalfAwayFromZero(a * BigInt(t.rateBp), 10_000n + sumR)
              : roundHalfAwayFromZero(a * BigInt(t.rateBp), 10_000n),
          ),
        );
        expect(r.taxes.map((t) => t.amountPaise)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('invoice totals and per-rate sums equal the sums of the lines', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 8 }), (inputs) => {
        const lines = inputs.map(computeLineTax);
        const totals = computeInvoiceTotals(lines);
        const sum = (f: (l: (typeof lines)[number]) => number) =>
          lines.reduce((s, l) => s + f(l), 0);
        expect(totals.amountPaise).toBe(sum((l) => l.amountPaise));
        expect(totals.taxablePaise).toBe(sum((l) => l.taxablePaise));
        expect(totals.taxPaise).toBe(sum((l) => l.taxPaise));
        expect(totals.totalPaise).toBe(sum((l) => l.totalPaise));
        const all = lines.flatMap((l) => l.taxes);
        for (const row of totals.taxSummary) {
          const same = all.filter((t) => t.component === row.component && t.rateBp === row.rateBp);
          expect(row.amountPaise).toBe(same.reduce((s, t) => s + t.amountPaise, 0));
        }
        expect(totals.taxSummary.reduce((s, r) => s + r.amountPaise, 0)).toBe(totals.taxPaise);
      }),
      { numRuns: 500 },
    );
  });
});

describe('kinds of supply (issue 36, GST.md section 12)', () => {
  it('zero-rated lines keep every rate with no tax, and the whole amount is taxable', () => {
    fc.assert(
      fc.property(arbLine, (input) => {
        const r = computeLineTax({ ...input, treatment: 'zero_rated' });
        const charged = computeLineTax({ ...input, rateIncludesTax: false });
        expect(r.taxes.map((t) => [t.component, t.rateBp])).toEqual(
          charged.taxes.map((t) => [t.component, t.rateBp]),
        );
        expect(r.taxes.every((t) => t.amountPaise === 0)).toBe(true);
        expect(r).toMatchObject({
          taxablePaise: r.amountPaise,
          taxPaise: 0,
          reverseChargePaise: 0,
        });
      }),
      { numRuns: 500 },
    );
  });

  it('reverse-charge lines are at taxable value; their tax equals the exclusive tax and stays out of the amount', () => {
    fc.assert(
      fc.property(arbLine, (input) => {
        const r = computeLineTax({ ...input, treatment: 'reverse_charge' });
        const exclusive = computeLineTax({ ...input, rateIncludesTax: false });
        expect(r.taxes).toEqual(exclusive.taxes);
        expect(r.reverseChargePaise).toBe(exclusive.taxPaise);
        expect(r).toMatchObject({
          taxablePaise: r.amountPaise,
          taxPaise: 0,
          totalPaise: r.amountPaise,
        });
      }),
      { numRuns: 500 },
    );
  });

  it('an inter-state supply is IGST whatever the two states (SEZ, exports)', () => {
    fc.assert(
      fc.property(arbLine, (input) => {
        const same = { ...input, placeOfSupplyStateCode: input.sellerStateCode };
        const forced = computeLineTax({ ...same, interState: true });
        const across = computeLineTax({
          ...input,
          sellerStateCode: '27',
          placeOfSupplyStateCode: '29',
        });
        expect(forced.taxes).toEqual(across.taxes);
      }),
      { numRuns: 500 },
    );
  });
});

describe('computeInvoiceTotals', () => {
  it('sums lines per component and rate, in a stable order, without recomputing', () => {
    const gst18 = tax(1800);
    const gst5 = tax(500);
    const cess = tax(100, { taxType: 'CESS' });
    const lines = [
      computeLineTax(line({ ratePaise: 10000, taxes: [gst18] })), // 84.74 + 7.63 + 7.63
      computeLineTax(line({ ratePaise: 10000, taxes: [gst18] })),
      computeLineTax(line({ ratePaise: 10500, rateIncludesTax: false, taxes: [gst5, cess] })),
    ];
    const totals = computeInvoiceTotals(lines);
    expect(totals.taxSummary).toEqual([
      { component: 'CGST', rateBp: 250, taxablePaise: 10500, amountPaise: 263 },
      { component: 'CGST', rateBp: 900, taxablePaise: 16948, amountPaise: 1526 },
      { component: 'SGST', rateBp: 250, taxablePaise: 10500, amountPaise: 263 },
      { component: 'SGST', rateBp: 900, taxablePaise: 16948, amountPaise: 1526 },
      { component: 'CESS', rateBp: 100, taxablePaise: 10500, amountPaise: 105 },
    ]);
    expect(totals).toMatchObject({
      amountPaise: 30500,
      taxablePaise: 27448,
      taxPaise: 3683,
      totalPaise: 31131,
    });
  });

  it('counts a line once per row, and names the rate its taxes in that row add up to', () => {
    const r = computeLineTax(
      line({
        ratePaise: 10000,
        rateIncludesTax: false,
        taxes: [tax(100, { taxType: 'CUSTOM' }), tax(100, { taxType: 'CUSTOM' })],
      }),
    );
    // ₹2.00 on ₹100.00 is 2%: two 1% taxes of one kind read as one 2% row.
    expect(computeInvoiceTotals([r]).taxSummary).toEqual([
      { component: 'CUSTOM', rateBp: 200, taxablePaise: 10000, amountPaise: 200 },
    ]);
  });

  it('is all zeros for an empty invoice', () => {
    expect(computeInvoiceTotals([])).toEqual({
      amountPaise: 0,
      taxablePaise: 0,
      taxPaise: 0,
      totalPaise: 0,
      reverseChargePaise: 0,
      taxSummary: [],
    });
  });
});

describe('a group of two GST taxes, "CGST 2.5%" and "SGST 2.5%" (issue 15)', () => {
  const cgst = tax(250, { name: 'CGST 2.5%', priority: 1 });
  const sgst = tax(250, { name: 'SGST 2.5%', priority: 2 });
  // ₹525.00 tax-inclusive at 5% in all: ₹500.00 + ₹25.00.
  const tea = line({ ratePaise: 52500, taxes: [cgst, sgst] });

  it('reads IGST 5% once across states, with the whole ₹25.00', () => {
    const r = computeLineTax({ ...tea, placeOfSupplyStateCode: KARNATAKA });
    expect(brief(r)).toEqual({ taxable: 50000, taxes: ['IGST 500 1250', 'IGST 500 1250'] });
    expect(computeInvoiceTotals([r]).taxSummary).toEqual([
      { component: 'IGST', rateBp: 500, taxablePaise: 50000, amountPaise: 2500 },
    ]);
    expect(lineTaxBreakdown(r.taxes)).toEqual([
      { component: 'IGST', rateBp: 500, amountPaise: 2500 },
    ]);
  });

  it('reads CGST 2.5% and SGST 2.5% within the state', () => {
    const r = computeLineTax(tea);
    expect(computeInvoiceTotals([r]).taxSummary).toEqual([
      { component: 'CGST', rateBp: 250, taxablePaise: 50000, amountPaise: 1250 },
      { component: 'SGST', rateBp: 250, taxablePaise: 50000, amountPaise: 1250 },
    ]);
  });

  it('joins a single GST 5% tax in one row, and stored tax lines give the same rates', () => {
    const single = computeLineTax({ ...tea, taxes: [tax(500)], placeOfSupplyStateCode: KARNATAKA });
    const pair = computeLineTax({ ...tea, placeOfSupplyStateCode: KARNATAKA });
    expect(computeInvoiceTotals([single, pair]).taxSummary).toEqual([
      { component: 'IGST', rateBp: 500, taxablePaise: 100000, amountPaise: 5000 },
    ]);
    // What the server keeps per tax line: component and the tax's full rate, no display rate.
    const stored = computeLineTax(tea).taxes.map(({ rateBp: _shown, ...t }) => t);
    expect(withComponentRates(stored).map((t) => `${t.component} ${t.rateBp}`)).toEqual([
      'CGST 250',
      'SGST 250',
      'CGST 250',
      'SGST 250',
    ]);
  });

  it('property: GST taxes of a line read as one GST; its rate names what the line was charged', () => {
    fc.assert(
      fc.property(arbLine, (input) => {
        const gstRate = input.taxes
          .filter((t) => t.taxType === 'GST')
          .reduce((s, t) => s + t.rateBp, 0);
        const inter = computeLineTax({
          ...input,
          sellerStateCode: '27',
          placeOfSupplyStateCode: '29',
        });
        const intra = computeLineTax({ ...input, placeOfSupplyStateCode: input.sellerStateCode });
        for (const t of inter.taxes.filter((x) => x.component === 'IGST'))
          expect(t.rateBp).toBe(gstRate);
        for (const t of intra.taxes.filter((x) => x.taxType === 'GST'))
          expect(t.rateBp).toBe(gstRate / 2);
        for (const r of [inter, intra]) {
          // One row per component on a line; each non-GST row adds up its kind's rates.
          const rows = computeInvoiceTotals([r]).taxSummary;
          expect(new Set(rows.map((x) => x.component)).size).toBe(rows.length);
          for (const row of rows.filter(
            (x) => !['CGST', 'SGST', 'UTGST', 'IGST'].includes(x.component),
          )) {
            const own = input.taxes.filter((t) => t.taxType === row.component);
            expect(row.rateBp).toBe(own.reduce((s, t) => s + t.rateBp, 0));
          }
          expect(lineTaxBreakdown(r.taxes).reduce((s, x) => s + x.amountPaise, 0)).toBe(r.taxPaise);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
