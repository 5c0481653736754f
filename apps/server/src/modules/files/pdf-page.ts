// The page mechanics under a printed document: A4 with pdfkit, embedded Noto Sans (the standard
// PDF fonts have no ₹ sign), a cursor that moves to a new page when a block would not fit, and
// page footers. Everything is drawn as plain text; nothing is interpreted as markup.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { ENGLISH_LABELS, type PrintLabels } from '@hisaab/shared/i18n/print-labels';

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

/**
 * A new A4 document and a promise of its bytes once it is ended. `page`: another size (points)
 * with even margins and no footer space, for labels (items module).
 */
export function createPdf(
  info: { title: string; author: string },
  page?: { size: [number, number]; margin: number },
) {
  const doc = new PDFDocument({
    size: page?.size ?? 'A4',
    margins: page
      ? { top: page.margin, bottom: page.margin, left: page.margin, right: page.margin }
      : { top: MARGIN, bottom: MARGIN + FOOTER_SPACE, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Creator: 'Hisaab' },
  });
  doc.registerFont('regular', path.join(FONTS_DIR, 'NotoSans-Regular.ttf'));
  doc.registerFont('bold', path.join(FONTS_DIR, 'NotoSans-Bold.ttf'));
  // Hindi and Marathi (issue 28): Noto Sans Devanagari, whose shaping (conjuncts, the i-matra
  // before its consonant) fontkit does. It has digits, ₹ and punctuation but no Latin letters.
  doc.registerFont('regular-deva', path.join(FONTS_DIR, 'NotoSansDevanagari-Regular.ttf'));
  doc.registerFont('bold-deva', path.join(FONTS_DIR, 'NotoSansDevanagari-Bold.ttf'));
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
  withScripts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
const HAS_DEVANAGARI = /[\u0900-\u097F]/;

export interface ScriptRun {
  text: string;
  devanagari: boolean;
}

/**
 * A text cut into runs of one font: Devanagari, and what needs the Latin font (letters the
 * Devanagari font lacks). Spaces, digits, ₹ and punctuation, which both fonts draw, go with the
 * run they stand in, so "₹२३६.००" or "कुल: ₹236.00" stay one run.
 */
export function scriptRuns(text: string, devanagariHas: (cp: number) => boolean): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pending = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const kind = DEVANAGARI.test(ch)
      ? true
      : cp === 0x200c || cp === 0x200d || devanagariHas(cp)
        ? null
        : false;
    const last = runs[runs.length - 1];
    if (kind === null) {
      if (last) last.text += ch;
      else pending += ch;
    } else if (last && last.devanagari === kind) last.text += ch;
    else {
      runs.push({ text: pending + ch, devanagari: kind });
      pending = '';
    }
  }
  if (pending) runs.push({ text: pending, devanagari: false });
  return runs;
}

type TextFn = (s: unknown, ...rest: unknown[]) => PDFKit.PDFDocument;
type FontkitFont = {
  hasGlyphForCodePoint(cp: number): boolean;
  ascent: number;
  unitsPerEm: number;
};

/**
 * pdfkit draws a string in one font. A text with Devanagari in it is drawn in Noto Sans
 * Devanagari ('regular-deva', 'bold-deva') when that font has all of it; a text mixing it with
 * Latin letters is laid out here, line by line (its own words wrapped to the width), each run
 * in its font on one baseline. Text without Devanagari is drawn by pdfkit as before.
 */
function withScripts(doc: PDFKit.PDFDocument): void {
  let base = 'regular';
  const font = doc.font.bind(doc) as (name: string, ...rest: unknown[]) => PDFKit.PDFDocument;
  doc.font = ((name: string, ...rest: unknown[]) => {
    if (name === 'regular' || name === 'bold') base = name;
    return font(name, ...rest);
  }) as typeof doc.font;
  const text = doc.text.bind(doc) as TextFn;
  const heightOfString = doc.heightOfString.bind(doc);
  const widthOfString = doc.widthOfString.bind(doc);
  const current = () => (doc as unknown as { _font: { font: FontkitFont } })._font.font;
  const inFont = <T>(devanagari: boolean, f: () => T): T => {
    const name = base;
    font(devanagari ? `${name}-deva` : name);
    try {
      return f();
    } finally {
      font(name);
    }
  };
  const devaGlyphs = new Map<number, boolean>();
  const devanagariHas = (cp: number) => {
    let has = devaGlyphs.get(cp);
    if (has === undefined) {
      has = inFont(true, () => current().hasGlyphForCodePoint(cp));
      devaGlyphs.set(cp, has);
    }
    return has;
  };
  const runsOf = (s: string) => scriptRuns(s, devanagariHas);
  const widthOf = (s: string, options?: PDFKit.Mixins.TextOptions) =>
    runsOf(s).reduce(
      (sum, r) => sum + inFont(r.devanagari, () => widthOfString(r.text, options)),
      0,
    );
  const lineHeightOf = () =>
    Math.max(
      inFont(false, () => doc.currentLineHeight(true)),
      inFont(true, () => doc.currentLineHeight(true)),
    );
  /** The lines a mixed text takes: its own lines, each wrapped at spaces to the width. */
  const wrap = (s: string, options?: PDFKit.Mixins.TextOptions): string[] => {
    const width = options?.width ?? Infinity;
    const lines: string[] = [];
    for (const para of s.split('\n')) {
      let line = '';
      for (const word of para.split(/(?<= )/)) {
        if (line && widthOf((line + word).trimEnd(), options) > width) {
          lines.push(line.trimEnd());
          line = word;
        } else line += word;
      }
      lines.push(line.trimEnd());
    }
    return lines;
  };
  doc.text = ((s: unknown, ...rest: unknown[]) => {
    if (typeof s !== 'string' || !HAS_DEVANAGARI.test(s)) return text(s, ...rest);
    const runs = runsOf(s);
    if (runs.length === 1) return inFont(runs[0]!.devanagari, () => text(s, ...rest));
    // text(s, x, y, options) or text(s, options).
    const last = rest[rest.length - 1];
    const options = (
      typeof last === 'object' && last !== null ? last : {}
    ) as PDFKit.Mixins.TextOptions;
    const [x = doc.x, y = doc.y] = rest.filter((r): r is number => typeof r === 'number');
    const width = options.width ?? doc.page.width - doc.page.margins.right - x;
    const lineHeight = lineHeightOf() + (options.lineGap ?? 0);
    const ascent = Math.max(
      ...[false, true].map((d) =>
        inFont(
          d,
          () =>
            (current().ascent / current().unitsPerEm) *
            (doc as unknown as { _fontSize: number })._fontSize,
        ),
      ),
    );
    let top = y;
    for (const line of wrap(s, { ...options, width })) {
      const lineWidth = widthOf(line, options);
      let cx =
        options.align === 'right'
          ? x + width - lineWidth
          : options.align === 'center'
            ? x + (width - lineWidth) / 2
            : x;
      for (const run of runsOf(line)) {
        inFont(run.devanagari, () => {
          text(run.text, cx, top + ascent, {
            ...options,
            width: undefined,
            align: 'left',
            lineBreak: false,
            continued: false,
            baseline: 'alphabetic',
          });
          cx += widthOfString(run.text, options);
        });
      }
      top += lineHeight;
    }
    doc.x = x;
    doc.y = top;
    return doc;
  }) as typeof doc.text;
  doc.heightOfString = ((s: string, options?: PDFKit.Mixins.TextOptions) => {
    if (!HAS_DEVANAGARI.test(s)) return heightOfString(s, options);
    const runs = runsOf(s);
    if (runs.length === 1) return inFont(runs[0]!.devanagari, () => heightOfString(s, options));
    return wrap(s, options).length * (lineHeightOf() + (options?.lineGap ?? 0));
  }) as typeof doc.heightOfString;
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
    /** The document language's labels (issue 28). */
    protected readonly labels: PrintLabels = ENGLISH_LABELS,
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
    this.font('regular', 8, MUTED).text(
      this.labels.t('{{label}} (continued)', { label: this.continuation }),
      this.left,
      this.y,
      { width: this.width },
    );
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
      const L = this.labels;
      const pageOf = L.t('Page {{page}} of {{count}}', {
        page: L.digits(String(i - range.start + 1)),
        count: L.digits(String(range.count)),
      });
      const page = `${label} · ${pageOf}`;
      this.font('regular', 7.5, MUTED).text(
        L.t('This is a computer-generated document.'),
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
