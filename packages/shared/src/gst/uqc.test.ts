import { describe, expect, it } from 'vitest';
import { UQC_CODES, guessUqc, isUqcCode } from './uqc.ts';

describe('UQC codes', () => {
  it('holds the 45 codes of the GSTR-1 list plus NA for services', () => {
    expect(Object.keys(UQC_CODES)).toHaveLength(46);
    for (const code of ['NOS', 'PCS', 'KGS', 'LTR', 'MTR', 'BOX', 'OTH', 'NA'])
      expect(isUqcCode(code)).toBe(true);
  });

  it.each(['nos', 'KG', 'Pieces', '', 'toString', 'constructor', '__proto__'])(
    '%j is not a code',
    (code) => {
      expect(isUqcCode(code)).toBe(false);
    },
  );
});

describe('guessUqc: the code a shop’s unit name means', () => {
  it.each<[string, string]>([
    ['No', 'NOS'],
    ['Nos', 'NOS'],
    ['no.', 'NOS'],
    ['Pcs', 'PCS'],
    ['Piece', 'PCS'],
    ['Kg', 'KGS'],
    [' kgs ', 'KGS'],
    ['Gram', 'GMS'],
    ['Ltr', 'LTR'],
    ['ml', 'MLT'],
    ['Metre', 'MTR'],
    ['Dozen', 'DOZ'],
    ['Pair', 'PRS'],
    ['Pkt', 'PAC'],
    ['Box', 'BOX'],
    ['Sq ft', 'SQF'],
    // A code typed as the name, in any case.
    ['sqy', 'SQY'],
    ['UGS', 'UGS'],
    // The portal's own labels.
    ['KGS-KILOGRAMS', 'KGS'],
    ['Nos-Numbers', 'NOS'],
  ])('%j → %s', (name, code) => {
    expect(guessUqc(name)).toBe(code);
  });

  it.each(['Thaila', 'Peti', '', 'XYZ-SOMETHING', 'kg box', '__proto__', 'constructor'])(
    '%j stays without a code (never OTH by guess)',
    (name) => {
      expect(guessUqc(name)).toBeNull();
    },
  );
});
