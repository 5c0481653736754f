// The bill PDF in the company's document language (issue 28): Hindi, Marathi and bilingual
// prints drawn with Noto Sans Devanagari, read back with poppler's pdftotext.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '../src/db/schema.ts';
import { COMPANY_GSTIN, createFilesWorld, type FilesWorld } from './files-world.ts';

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasPdftotext)
  console.warn('files-pdf-hindi: pdftotext (poppler-utils) is not installed; skipping.');

let w: FilesWorld;
beforeAll(async () => {
  if (hasPdftotext) w = await createFilesWorld();
});
afterAll(async () => w?.close());

async function printIn(
  settings: { documentLanguage: string; bilingualPrint?: boolean; devanagariDigits?: boolean },
  id: number,
): Promise<string> {
  await w.t.database.db
    .update(companySettings)
    .set({ bilingualPrint: false, devanagariDigits: false, ...settings })
    .where(eq(companySettings.companyId, w.companyId));
  try {
    const bytes = await w.renderedBytes(id);
    // HISAAB_PDF_OUT=/tmp/x keeps the PDF to look at (pdftoppm -png -r 100).
    if (process.env.HISAAB_PDF_OUT)
      writeFileSync(`${process.env.HISAAB_PDF_OUT}-${settings.documentLanguage}.pdf`, bytes);
    return w.pdfText(bytes);
  } finally {
    await w.t.database.db
      .update(companySettings)
      .set({ documentLanguage: 'en', bilingualPrint: false, devanagariDigits: false })
      .where(eq(companySettings.companyId, w.companyId));
  }
}

/**
 * pdftotext gives the words back in the order the glyphs are drawn: the i-matra (ि) before its
 * consonant and the reph (र्) after its syllable, as the font shapes them. This puts them back
 * in Unicode order, and squeezes the spaces and line breaks between words.
 */
const C = '[\\u0915-\\u0939\\u0958-\\u095F]\\u093C?';
const CLUSTER = `(?:${C}\\u094D)*${C}`;
export function logical(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(new RegExp(`\\u093F(${CLUSTER})`, 'g'), '$1\u093F')
    .replace(
      new RegExp(`(${CLUSTER}[\\u093E-\\u094C\\u0901-\\u0903]*)\\u0930\\u094D`, 'g'),
      '\u0930\u094D$1',
    );
}
const squeeze = logical;

describe.skipIf(!hasPdftotext)('the bill PDF in Hindi and Marathi', () => {
  it('prints a Hindi tax invoice: Hindi labels, Hindi amount in words, GSTIN in Latin', async () => {
    const text = squeeze(await printIn({ documentLanguage: 'hi' }, w.igstSale.id));
    expect(text).toContain('कर बिल');
    expect(text).toContain('ग्राहक');
    expect(text).toContain('तारीख़');
    expect(text).toContain('आपूर्ति का स्थान');
    expect(text).toContain('मात्रा');
    expect(text).toContain('राशि');
    expect(text).toContain('अधिकृत हस्ताक्षरकर्ता');
    expect(text).toContain('रुपये एक हज़ार निन्यानबे मात्र');
    expect(text).toContain(COMPANY_GSTIN);
    expect(text).toContain('₹1,099.00');
    expect(text).toContain('Karnataka (कोड 29)');
    expect(text).not.toContain('\uFFFD');
    expect(text).not.toContain('Authorised Signatory');
  });

  it('prints bilingual labels: the English above the Hindi', async () => {
    const text = squeeze(
      await printIn({ documentLanguage: 'hi', bilingualPrint: true }, w.cgstSale.id),
    );
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('कर बिल');
    expect(text).toContain('Authorised Signatory');
    expect(text).toContain('अधिकृत हस्ताक्षरकर्ता');
    expect(text).toContain('रुपये दो सौ छत्तीस मात्र');
    expect(text).not.toContain('\uFFFD');
  });

  it('keeps a bilingual bill of a few lines on one page, the signature under its totals', async () => {
    await w.t.database.db
      .update(companySettings)
      .set({ documentLanguage: 'hi', bilingualPrint: true })
      .where(eq(companySettings.companyId, w.companyId));
    try {
      // Issue 42: the GST summary under the totals pushed the signature alone onto page 2.
      const bytes = await w.renderedBytes(w.cgstSale.id);
      expect(w.pdfPages(bytes)).toBe(1);
      expect(w.pdfText(bytes)).toContain('Authorised Signatory');
    } finally {
      await w.t.database.db
        .update(companySettings)
        .set({ documentLanguage: 'en', bilingualPrint: false })
        .where(eq(companySettings.companyId, w.companyId));
    }
  });

  it('prints Marathi with Devanagari digits when the company asks', async () => {
    const text = squeeze(
      await printIn({ documentLanguage: 'mr', devanagariDigits: true }, w.cgstSale.id),
    );
    expect(text).toContain('एकूण');
    expect(text).toContain('रुपये दोनशे छत्तीस फक्त');
    expect(text).toContain('₹२३६.००');
    expect(text).toContain(COMPANY_GSTIN);
  });
});
