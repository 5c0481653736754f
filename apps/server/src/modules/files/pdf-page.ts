// The page mechanics under a printed document: A4 with pdfkit, embedded Noto Sans (the standard
// PDF fonts have no ₹ sign), a cursor that moves to a new page when a block would not fit, and
// page footers. Everything is drawn as plain text; nothing is interpreted as markup.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const FONTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../assets/fonts',
);

export const MARGIN = 36;
const FOOTER_SPACE = 24;
export const PAD = 4;
export const LINE_COLOR = '#9ca3af';
export const SHADE = '#eef2f7';
export const INK = '#111827';
export const MUTED = '#4b5563';

type FontName = 'regular' | 'bold';

/** A new A4 document and a promise of its bytes once it is ended. */
export function createPdf(info: { title: string; author: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_SPACE, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Creator: 'Hisaab' },
  });
  doc.registerFont('regular', path.join(FONTS_DIR, 'NotoSans-Regular.ttf'));
  doc.registerFont('bold', path.join(FONTS_DIR, 'NotoSans-Bold.ttf'));
  // Text is measured and drawn with what the font can draw: nothing vanishes without a trace.
  const text = doc.text.bind(doc);
  const heightOfString = doc.heightOfString.bind(doc);
  doc.text = ((s: unknown, ...rest: unknown[]) =>
    (text as (...a: unknown[]) => PDFKit.PDFDocument)(
      typeof s === 'string' ? drawable(doc, s) : s,
      ...rest,
    )) as typeof doc.text;
  doc.heightOfString = ((s: string, options?: PDFKit.Mixins.TextOptions) =>
    heightOfString(drawable(doc, s), options)) as typeof doc.heightOfString;
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** Shown where the font has no glyph (an emoji, a script it lacks): the replacement sign. */
export const MISSING_GLYPH = '\uFFFD';
/** Joiners, variation selectors, skin tones and tags: part of the character before them. */
const isCombining = (cp: number) =>
  cp === 0x200d ||
  cp === 0xfe0e ||
  cp === 0xfe0f ||
  (cp >= 0x1f3fb && cp <= 0x1f3ff) ||
  (cp >= 0xe0020 && cp <= 0xe007f);

/** `text` with each character the current font cannot draw as one MISSING_GLYPH. */
export function drawable(doc: PDFKit.PDFDocument, text: string): string {
  // pdfkit's embedded font wraps a fontkit font, which knows its glyphs.
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: unknown } } })._font
    ?.font;
  const has = font?.hasGlyphForCodePoint;
  if (typeof has !== 'function' || /^[\x20-\x7e\n]*$/.test(text)) return text;
  let out = '';
  let joined = false;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (ch === '\n' || has.call(font, cp)) {
      out += ch;
      joined = false;
    } else if (isCombining(cp)) {
      // 👍🏽 or 👨‍👩‍👧 is one sign: its joiners and modifiers add none of their own.
      joined = ch === '\u200d';
    } else {
      if (!joined) out += MISSING_GLYPH;
      joined = false;
    }
  }
  return out;
}

export abstract class PdfPage {
  protected y = MARGIN;
  protected readonly left = MARGIN;
  protected readonly width: number;
  protected readonly bottom: number;

  constructor(
    protected readonly doc: PDFKit.PDFDocument,
    /** Printed at the top of every page after the first, e.g. "Tax Invoice · INV-0001". */
    private readonly continuation: string,
  ) {
    this.width = doc.page.width - 2 * MARGIN;
    this.bottom = doc.page.height - MARGIN - FOOTER_SPACE;
  }

  protected font(name: FontName, size: number, color = INK) {
    return this.doc.font(name).fontSize(size).fillColor(color);
  }

  /** Starts a new page unless `height` more points fit on this one. */
  protected ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  protected newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
    this.font('regular', 8, MUTED).text(`${this.continuation} (continued)`, this.left, this.y, {
      width: this.width,
    });
    this.y = this.doc.y + 6;
  }

  protected textHeight(text: string, width: number, font: FontName, size: number): number {
    return this.font(font, size).heightOfString(text || ' ', { width });
  }

  /** The outline of a table row at the cursor, with a rule between columns. */
  protected rowBorders(widths: number[], h: number): void {
    const { doc } = this;
    doc.lineWidth(0.5).strokeColor(LINE_COLOR);
    doc.rect(this.left, this.y, this.width, h).stroke();
    let x = this.left;
    for (const w of widths.slice(0, -1)) {
      x += w;
      doc
        .moveTo(x, this.y)
        .lineTo(x, this.y + h)
        .stroke();
    }
  }

  /** "Page n of m" (with `label`) at the foot of every page; call once, at the end. */
  protected footers(label: string): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Writing below the bottom margin would otherwise start a new page.
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN - 12;
      const page = `${label} · Page ${i - range.start + 1} of ${range.count}`;
      this.font('regular', 7.5, MUTED).text(
        'This is a computer-generated document.',
        this.left,
        y,
        {
          width: this.width,
          lineBreak: false,
        },
      );
      this.font('regular', 7.5, MUTED).text(page, this.left, y, {
        width: this.width,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottomMargin;
    }
  }
}
