// How the PDF cuts a text into runs of one font (issue 28): Devanagari in Noto Sans Devanagari,
// Latin letters in Noto Sans, and what both fonts draw (digits, ₹, spaces) kept with its run.
import { describe, expect, it } from 'vitest';
import { scriptRuns } from '../src/modules/files/pdf-page.ts';

// The Devanagari font draws digits, spaces, ₹ and punctuation but no Latin letters.
const devanagariHas = (cp: number) => !/[A-Za-z]/.test(String.fromCodePoint(cp));

describe('scriptRuns', () => {
  it('keeps a Devanagari text with its amount in one run', () => {
    expect(scriptRuns('कुल: ₹२३६.००', devanagariHas)).toEqual([
      { text: 'कुल: ₹२३६.००', devanagari: true },
    ]);
  });

  it('cuts a mixed text where the script changes', () => {
    expect(scriptRuns('राज्य: Karnataka (कोड 29)', devanagariHas)).toEqual([
      { text: 'राज्य: ', devanagari: true },
      { text: 'Karnataka (', devanagari: false },
      { text: 'कोड 29)', devanagari: true },
    ]);
    expect(scriptRuns('Tax Invoice\nकर बिल', devanagariHas)).toEqual([
      { text: 'Tax Invoice\n', devanagari: false },
      { text: 'कर बिल', devanagari: true },
    ]);
  });

  it('gives leading neutral characters to the first run', () => {
    expect(scriptRuns('₹10 Pen', devanagariHas)).toEqual([{ text: '₹10 Pen', devanagari: false }]);
    expect(scriptRuns('', devanagariHas)).toEqual([]);
  });
});
