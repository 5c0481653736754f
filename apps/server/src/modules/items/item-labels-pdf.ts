// Barcode labels as a PDF (issue 40): each label the item's name, its price, its MRP when it has
// one, and its first barcode drawn by bwip-js (Barcode Writer in Pure PostScript, the well-kept
// generator label software uses) with the code in figures beneath. A4 sheets of 3 × 8 labels of
// 70 × 37 mm (the common "24 per sheet" stock) or 50 × 25 mm thermal labels, one a page.
import bwipjs from 'bwip-js/node';
import { barcodeKind } from '@hisaab/shared/barcode';
import { formatINR } from '@hisaab/shared/format';
import type { LabelFormat } from '@hisaab/shared/schemas/item-labels';
import { createPdf } from '../files/index.ts';

const MM = 72 / 25.4;

export interface Label {
  name: string;
  pricePaise: number;
  mrpPaise: number | null;
  code: string;
}

interface Layout {
  page: [number, number];
  columns: number;
  rows: number;
  label: [number, number];
  /** Where the first label's top left corner is on the page. */
  origin: [number, number];
  pad: number;
  nameSize: number;
  priceSize: number;
}

const LAYOUTS: Record<LabelFormat, Layout> = {
  // 3 × 70 mm fill A4's 210 mm; 8 × 37 mm leave half a millimetre above and below.
  a4: {
    page: [210 * MM, 297 * MM],
    columns: 3,
    rows: 8,
    label: [70 * MM, 37 * MM],
    origin: [0, 0.5 * MM],
    pad: 3 * MM,
    nameSize: 8.5,
    priceSize: 8.5,
  },
  thermal: {
    page: [50 * MM, 25 * MM],
    columns: 1,
    rows: 1,
    label: [50 * MM, 25 * MM],
    origin: [0, 0],
    pad: 1.5 * MM,
    nameSize: 6.5,
    priceSize: 6.5,
  },
};

const BWIP_KIND = { ean13: 'ean13', upca: 'upca', code128: 'code128' } as const;

/** The code as a PNG: bars 1 px a module at scale 4, its figures beneath. */
async function barcodePng(code: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: BWIP_KIND[barcodeKind(code)],
    text: code,
    scale: 4,
    height: 10,
    includetext: true,
    textxalign: 'center',
  });
}

/** The labels, `copies` already expanded, in order; `mrpWord` is "MRP" in the user's language. */
export async function renderLabels(
  labels: readonly Label[],
  format: LabelFormat,
  info: { title: string; author: string; mrpWord: string },
): Promise<Buffer> {
  const layout = LAYOUTS[format];
  const { doc, bytes } = createPdf(info, { size: layout.page, margin: 0 });
  const pngs = new Map<string, Buffer>();
  const perPage = layout.columns * layout.rows;
  for (const [n, label] of labels.entries()) {
    const slot = n % perPage;
    if (n > 0 && slot === 0) doc.addPage();
    const column = slot % layout.columns;
    const row = Math.floor(slot / layout.columns);
    const x = layout.origin[0] + column * layout.label[0] + layout.pad;
    const y = layout.origin[1] + row * layout.label[1] + layout.pad;
    const width = layout.label[0] - 2 * layout.pad;
    const height = layout.label[1] - 2 * layout.pad;
    doc
      .font('bold')
      .fontSize(layout.nameSize)
      .text(label.name, x, y, { width, height: layout.nameSize * 1.3, ellipsis: true });
    const priceY = y + layout.nameSize * 1.35;
    doc.font('bold').fontSize(layout.priceSize).text(formatINR(label.pricePaise), x, priceY, {
      width,
      lineBreak: false,
    });
    if (label.mrpPaise !== null)
      doc
        .font('regular')
        .fontSize(layout.priceSize)
        .text(`${info.mrpWord} ${formatINR(label.mrpPaise)}`, x, priceY, {
          width,
          align: 'right',
          lineBreak: false,
        });
    let png = pngs.get(label.code);
    if (!png) {
      png = await barcodePng(label.code);
      pngs.set(label.code, png);
    }
    const barsTop = priceY + layout.priceSize * 1.4;
    doc.image(png, x, barsTop, {
      fit: [width, y + height - barsTop],
      align: 'center',
      valign: 'center',
    });
  }
  doc.end();
  return bytes;
}
