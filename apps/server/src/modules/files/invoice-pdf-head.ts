// The top of a printed document (invoice-pdf.ts draws the rest): the title, the supplier beside
// the number, date and place-of-supply box, the e-invoice's IRN block with its signed QR, and the
// buyer's, ship-to and dispatch-from boxes (beside the number box when it is tall enough). Every value from the database is drawn as plain text.
import type { PrintableDocument, PrintParty } from './invoice-print-data.ts';
import { headRows, partyLines } from '@hisaab/shared/print/print-rows';
import { QR_QUIET_ZONE, qrDarkRuns, qrMatrix } from '@hisaab/shared/upi';
import { formatDateTime } from '@hisaab/shared/format';
import { MUTED, PAD, PdfPage, SHADE, INK, LINE_COLOR } from './pdf-page.ts';

/** The e-invoice's signed QR holds ~1,000 characters: a larger square (about 42 mm). */
const IRN_QR_SIZE = 120;

/** A bilingual label on one line (running heads, sentences). */
export const oneLine = (s: string) => s.replace(/\n/g, ' / ');

export abstract class InvoiceHead extends PdfPage {
  constructor(
    doc: PDFKit.PDFDocument,
    protected readonly data: PrintableDocument,
  ) {
    super(doc, oneLine(`${data.title} · ${data.numberLabel} ${data.number}`), data.labels);
  }

  protected header(): void {
    const { doc, data } = this;
    this.font('bold', 16).text(data.title.toUpperCase(), this.left, this.y, {
      width: this.width,
      align: 'center',
      characterSpacing: 1,
    });
    if (data.legend)
      this.font('regular', 9).text(data.legend, this.left, doc.y + 2, {
        width: this.width,
        align: 'center',
      });
    this.y = doc.y + 6;
    doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(1)
      .strokeColor(INK)
      .stroke();
    this.y += 8;

    // Supplier on the left, the document's number, date and place of supply on the right.
    // The labels' column: wider for a purchase's "Supplier Invoice Date", so it stays one line.
    const labelWidth = data.supplierInvoice.length > 0 ? 96 : 78;
    const metaWidth = labelWidth + 122;
    const supplierWidth = this.width - metaWidth - 16;
    const top = this.y;
    this.font('bold', 13).text(data.supplier.name, this.left, top, { width: supplierWidth });
    this.font('regular', 9);
    for (const line of partyLines(data.supplier, this.labels))
      doc.text(line, { width: supplierWidth });
    const supplierBottom = doc.y;

    const L = this.labels;
    const meta = headRows(data);
    const metaLeft = this.left + this.width - metaWidth;
    let my = top;
    for (const [label, value] of meta) {
      this.font('regular', 8, MUTED).text(label, metaLeft + PAD, my + 3, { width: labelWidth });
      const valueWidth = metaWidth - labelWidth - 8 - PAD;
      const h = Math.max(
        this.textHeight(value, valueWidth, 'bold', 9),
        // A translated label may take two lines (English stays as it always was).
        L.language === 'en' ? 0 : this.textHeight(label, labelWidth, 'regular', 8),
      );
      this.font('bold', 9).text(value, metaLeft + labelWidth + 4, my + 2, { width: valueWidth });
      // Bilingual rows (two-line labels) sit a little closer: an export has a dozen.
      my += Math.max(16, h + (L.language === 'en' ? 5 : 2));
    }
    doc
      .rect(metaLeft, top, metaWidth, my - top)
      .lineWidth(0.75)
      .strokeColor(LINE_COLOR)
      .stroke();
    this.beside = { top: supplierBottom + 10, bottom: my, width: supplierWidth };
    this.y = Math.max(supplierBottom, my) + 10;
  }

  /** The room under the supplier, beside a number box taller than it (header()). */
  private beside: { top: number; bottom: number; width: number } | null = null;

  /**
   * The buyer's box, then the ship-to and dispatch-from places' (issue 36) when given. A tall
   * number box (an export's shipping bill, port and LUT rows, two lines each when bilingual)
   * leaves room under the supplier: the boxes go there when they fit, in one column or two;
   * else those that fit, the rest across the page below. A bill with a short number box draws
   * them all below, as it always did (issue 42: a bilingual export took two pages).
   */
  protected parties(): void {
    const { data } = this;
    const boxes = [data.party, data.shipTo, data.dispatchFrom].filter(
      (p): p is PrintParty => p !== null,
    );
    const room = this.beside;
    this.beside = null;
    if (room && boxes.length > 0) {
      const gap = 8;
      const stack = (width: number, columns: number) => {
        // Row by row: each row as tall as its tallest box.
        const rows: { box: PrintParty; x: number; y: number; height: number }[][] = [];
        let y = room.top;
        for (let i = 0; i < boxes.length; i += columns) {
          const row = boxes.slice(i, i + columns).map((box, j) => ({
            box,
            x: this.left + j * (width + gap),
            y,
            height: this.partyHeight(box, width),
          }));
          const height = Math.max(...row.map((r) => r.height));
          row.forEach((r) => (r.height = height));
          rows.push(row);
          y += height + gap;
        }
        return { rows, bottom: y - gap, width };
      };
      const one = stack(room.width, 1);
      const two = stack((room.width - gap) / 2, 2);
      const fits = [one, two].find((s) => s.bottom <= room.bottom);
      if (fits) {
        for (const r of fits.rows.flat()) this.partyBox(r.box, r.x, r.y, fits.width, r.height);
        boxes.length = 0;
      } else {
        // Those that start beside it (the last may run on a little below).
        let y = room.top;
        while (boxes.length > 0) {
          const height = this.partyHeight(boxes[0]!, room.width);
          if (y + height / 2 > room.bottom) break;
          this.partyBox(boxes.shift()!, this.left, y, room.width, height);
          y += height + gap;
          this.y = Math.max(this.y, y + 2);
        }
      }
    }
    for (const p of boxes) {
      const height = this.partyHeight(p, this.width);
      this.ensure(height);
      this.partyBox(p, this.left, this.y, this.width, height);
      this.y += height + 10;
    }
  }

  private partyHeight(party: PrintParty, width: number): number {
    const inner = width - 2 * PAD - 4;
    return (
      this.headingHeight(party, inner) +
      this.textHeight(party.name, inner, 'bold', 11) +
      partyLines(party, this.labels).reduce(
        (s, l) => s + this.textHeight(l, inner, 'regular', 9),
        0,
      ) +
      2 * PAD
    );
  }

  private headingHeight(party: PrintParty, inner: number): number {
    return this.labels.language === 'en'
      ? 14
      : Math.max(14, this.textHeight(party.heading.toUpperCase(), inner, 'bold', 8) + 4);
  }

  private partyBox(party: PrintParty, left: number, top: number, width: number, height: number) {
    const { doc } = this;
    const inner = width - 2 * PAD - 4;
    const headingHeight = this.headingHeight(party, inner);
    doc.rect(left, top, width, headingHeight).fillColor(SHADE).fill();
    this.font('bold', 8, MUTED).text(party.heading.toUpperCase(), left + PAD, top + 3, {
      width: inner,
    });
    this.font('bold', 11).text(party.name, left + PAD, top + headingHeight + PAD, {
      width: inner,
    });
    this.font('regular', 9);
    for (const line of partyLines(party, this.labels)) doc.text(line, { width: inner });
    doc.rect(left, top, width, height).lineWidth(0.75).strokeColor(LINE_COLOR).stroke();
  }

  /** IRN, Ack No and Ack Date, with the IRP's signed QR (the JWT itself, as NIC prints it). */
  protected eInvoiceBlock(e: NonNullable<PrintableDocument['eInvoice']>): void {
    const { doc } = this;
    this.ensure(IRN_QR_SIZE + 10);
    const top = this.y;
    const textWidth = this.width - IRN_QR_SIZE - 12;
    this.font('bold', 9).text('e-Invoice', this.left, top, { width: textWidth });
    const rows: [string, string][] = [
      ['IRN', e.irn],
      ['Ack No.', e.ackNo],
      ['Ack Date', formatDateTime(e.ackDate)],
    ];
    for (const [label, value] of rows) {
      this.font('regular', 8, MUTED).text(`${label}: `, this.left, doc.y + 2, {
        width: textWidth,
        continued: true,
      });
      this.font('bold', 8.5).text(value, { width: textWidth });
    }
    const textBottom = doc.y;
    // A signed QR stored before its length was bounded may not fit a QR code: the bill still
    // prints, with its IRN and acknowledgement, and without the drawing.
    let matrix: boolean[][];
    try {
      matrix = qrMatrix(e.signedQr);
    } catch {
      this.y = textBottom + 8;
      return;
    }
    const module = IRN_QR_SIZE / (matrix.length + 2 * QR_QUIET_ZONE);
    const x0 = this.left + this.width - IRN_QR_SIZE + QR_QUIET_ZONE * module;
    const y0 = top + QR_QUIET_ZONE * module;
    for (const [row, col, len] of qrDarkRuns(matrix))
      doc.rect(x0 + col * module, y0 + row * module, len * module, module);
    doc.fillColor('#000000').fill();
    this.y = Math.max(textBottom, top + IRN_QR_SIZE) + 8;
  }
}
