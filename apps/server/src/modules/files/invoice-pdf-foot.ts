// The foot of a printed document (invoice-pdf.ts draws the lines above it): the amount in words,
// the GST summary and the payments in a left column beside the totals and the settlement on the
// right, then the signature: under the settlement in its column, or beside the UPI QR below
// both columns when the bill has one. Side by side rather than one under another, so
// that a bill of a few lines stays on one page also when every label is bilingual (issue 42:
// the signature used to go alone on a second page). Values are drawn as plain text.
import type { PrintableDocument } from './invoice-print-data.ts';
import { QR_QUIET_ZONE, qrDarkRuns, qrMatrix } from '@hisaab/shared/upi';
import { MUTED, PAD, SHADE, INK, LINE_COLOR } from './pdf-page.ts';
import { InvoiceHead, oneLine } from './invoice-pdf-head.ts';

/** The UPI QR's side in points (about 34 mm): a phone scans it from arm's length. */
const QR_SIZE = 96;
/** The right column (totals, settlement) and its labels' share. */
const BOX_WIDTH = 220;
const LABEL_WIDTH = 110;
const GAP = 16;
/** The GST summary's columns (tax, rate, taxable value, tax amount) as shares of its width. */
const SUMMARY_SHARES = [0.25, 0.15, 0.3, 0.3] as const;

/** A column's part: its height measured first, then drawn from a top; answers its bottom. */
interface Part {
  height: number;
  draw: (top: number) => number;
}

export abstract class InvoiceFoot extends InvoiceHead {
  /** Words, GST summary and payments on the left; totals and settlement on the right. */
  protected closing(): void {
    const leftWidth = this.width - BOX_WIDTH - GAP;
    const left = this.stack([
      this.words(leftWidth),
      ...(this.data.taxSummary.length ? [this.taxSummary(leftWidth)] : []),
      ...this.paymentsAndRemark(leftWidth),
    ]);
    // Without a UPI QR to sit beside, the signature goes under the settlement, in its column:
    // a bilingual export with every head row then keeps to one page (issue 42).
    this.signed = !this.data.upi;
    const right = this.stack([
      this.totals(),
      this.settlement(),
      ...(this.signed ? [this.signaturePart()] : []),
    ]);
    if (!left.height && !right.height) return;
    this.ensure(Math.max(left.height, right.height) + 4);
    const top = this.y;
    this.y = Math.max(left.draw(top), right.draw(top)) + 12;
  }

  /** Parts one under another, 10 points apart; an empty part takes no room. */
  private stack(parts: Part[]): Part {
    const shown = parts.filter((p) => p.height > 0);
    return {
      height: shown.reduce((s, p, i) => s + p.height + (i ? 10 : 0), 0),
      draw: (top) => shown.reduce((y, p, i) => p.draw(y + (i ? 10 : 0)), top),
    };
  }

  private words(width: number): Part {
    const { data } = this;
    const L = this.labels;
    const label = L.label.t('Amount in words');
    const labelHeight = L.language === 'en' ? 12 : this.textHeight(label, width, 'regular', 8) + 1;
    return {
      height: labelHeight + 2 + this.textHeight(data.amountInWords, width, 'bold', 9),
      draw: (top) => {
        this.font('regular', 8, MUTED).text(label, this.left, top, { width });
        this.font('bold', 9).text(data.amountInWords, this.left, top + labelHeight, { width });
        return this.doc.y;
      },
    };
  }

  private totals(): Part {
    const { doc, data } = this;
    const L = this.labels;
    const english = L.language === 'en';
    const boxLeft = this.left + this.width - BOX_WIDTH;
    const rowH = 16;
    // A translated total's label may wrap in its 110 points: its row grows (English never does).
    const heightOf = (t: PrintableDocument['totals'][number]) => {
      const base = t.strong ? rowH + 2 : rowH;
      if (english) return base;
      const size = t.strong ? 10 : 9;
      return Math.max(
        base,
        this.textHeight(t.label, LABEL_WIDTH - PAD, t.strong ? 'bold' : 'regular', size) + 5,
      );
    };
    return {
      height: data.totals.reduce((s, t) => s + heightOf(t), 0),
      draw: (top) => {
        let y = top;
        for (const t of data.totals) {
          const h = heightOf(t);
          const font = t.strong ? 'bold' : 'regular';
          const size = t.strong ? 10 : 9;
          if (t.strong) doc.rect(boxLeft, y, BOX_WIDTH, h).fillColor(SHADE).fill();
          this.font(font, size).text(t.label, boxLeft + PAD, y + 3, {
            width: english ? LABEL_WIDTH : LABEL_WIDTH - PAD,
          });
          this.font(font, size).text(t.value, boxLeft + LABEL_WIDTH, y + 3, {
            width: BOX_WIDTH - LABEL_WIDTH - PAD,
            align: 'right',
          });
          y += h;
        }
        doc
          .rect(boxLeft, top, BOX_WIDTH, y - top)
          .lineWidth(0.75)
          .strokeColor(LINE_COLOR)
          .stroke();
        return y;
      },
    };
  }

  /** Paid, balance due and the party's total credit, under the totals. */
  private settlement(): Part {
    const { doc, data } = this;
    const L = this.labels;
    const rowLeft = this.left + this.width - BOX_WIDTH;
    const labelWidth = 96;
    const heightOf = (r: PrintableDocument['settlement'][number]) =>
      L.language === 'en'
        ? 15
        : Math.max(15, this.textHeight(r.label, labelWidth, 'regular', 9) + 3);
    return {
      height: data.settlement.reduce((s, r) => s + heightOf(r), 0),
      draw: (top) => {
        let y = top;
        for (const s of data.settlement) {
          const font = s.strong ? 'bold' : 'regular';
          this.font(font, 9).text(s.label, rowLeft + PAD, y, { width: labelWidth });
          const labelBottom = doc.y;
          this.font(font, 9).text(s.value, rowLeft + 100, y, {
            width: BOX_WIDTH - 100 - PAD,
            align: 'right',
          });
          y = Math.max(labelBottom, doc.y) + 3;
        }
        return y;
      },
    };
  }

  private taxSummary(width: number): Part {
    const { doc, data } = this;
    const L = this.labels;
    const english = L.language === 'en';
    const labels = [
      L.label.t('Tax'),
      L.label.t('Rate'),
      L.label.t('Taxable Value'),
      L.label.t('Tax Amount'),
    ];
    const widths = SUMMARY_SHARES.map((share) => Math.floor(width * share));
    const aligns = ['left', 'right', 'right', 'right'] as const;
    const tableWidth = widths.reduce((s, w) => s + w, 0);
    const rowH = 15;
    const rows = data.taxSummary.map((r) => [r.component, r.rate, r.taxable, r.amount]);
    if (data.taxSummaryTotal)
      rows.push([
        L.label.t('Total'),
        '',
        data.taxSummaryTotal.taxable,
        data.taxSummaryTotal.amount,
      ]);
    const heightOf = (cells: string[], bold: boolean) =>
      english
        ? rowH
        : Math.max(
            rowH,
            ...cells.map(
              (cell, i) =>
                this.textHeight(cell, widths[i]! - 2 * PAD, bold ? 'bold' : 'regular', 8.5) + 5,
            ),
          );
    const title = L.label.t('GST Summary');
    const titleHeight = this.textHeight(title, tableWidth, 'bold', 9) + 2;
    return {
      height:
        titleHeight + heightOf(labels, true) + rows.reduce((s, r) => s + heightOf(r, false), 0),
      draw: (top) => {
        this.font('bold', 9).text(title, this.left, top, { width: tableWidth });
        let y = top + titleHeight;
        const drawRow = (cells: string[], bold: boolean, shade: boolean) => {
          const h = heightOf(cells, bold);
          if (shade) doc.rect(this.left, y, tableWidth, h).fillColor(SHADE).fill();
          let x = this.left;
          cells.forEach((cell, i) => {
            this.font(bold ? 'bold' : 'regular', 8.5).text(cell, x + PAD, y + 3, {
              width: widths[i]! - 2 * PAD,
              align: aligns[i],
              ...(english ? { lineBreak: false } : {}),
            });
            x += widths[i]!;
          });
          doc.lineWidth(0.5).strokeColor(LINE_COLOR).rect(this.left, y, tableWidth, h).stroke();
          y += h;
        };
        drawRow(labels, true, true);
        rows.forEach((cells, i) =>
          drawRow(cells, i === rows.length - 1 && data.taxSummaryTotal !== null, false),
        );
        return y;
      },
    };
  }

  /** The payments taken on the bill and its remark, one paragraph each. */
  private paymentsAndRemark(width: number): Part[] {
    const { data } = this;
    const L = this.labels;
    const paymentLines =
      data.kind === 'payment'
        ? []
        : data.payments.map(
            (p) =>
              `${L.t('{{label}}: {{amount}} by {{mode}}', { label: oneLine(p.label), amount: p.amount, mode: p.mode })}${p.remark ? ` (${p.remark})` : ''}`,
          );
    const lines = [
      ...paymentLines,
      ...(data.remark ? [L.t('Remark: {{remark}}', { remark: data.remark })] : []),
    ];
    return lines.map((line) => ({
      height: this.textHeight(line, width, 'regular', 9) + 1,
      draw: (top) => {
        this.font('regular', 9).text(line, this.left, top, { width });
        return this.doc.y + 1;
      },
    }));
  }

  /** Drawn with the columns (closing()): signature() then draws nothing. */
  private signed = false;

  private signaturePart(): Part {
    const L = this.labels;
    const forName = L.t('For {{name}}', { name: this.data.signatory });
    const signatory = L.label.t('Authorised Signatory');
    return {
      height:
        this.textHeight(forName, BOX_WIDTH, 'bold', 9) +
        38 +
        this.textHeight(signatory, BOX_WIDTH, 'regular', 8.5),
      draw: (top) => this.signatureAt(top),
    };
  }

  protected signature(): void {
    if (this.signed) return;
    const { data } = this;
    this.ensure(data.upi ? QR_SIZE + 30 : 70);
    const top = this.y;
    const qrBottom = data.upi ? this.upiQr(data.upi, top) : top;
    this.y = Math.max(this.signatureAt(this.y), qrBottom) + 8;
  }

  /** "For <company>", the line to sign on and "Authorised Signatory", right; answers its foot. */
  private signatureAt(top: number): number {
    const { doc, data } = this;
    const width = BOX_WIDTH;
    const x = this.left + this.width - width;
    const L = this.labels;
    this.font('bold', 9).text(L.t('For {{name}}', { name: data.signatory }), x, top, {
      width,
      align: 'right',
    });
    const lineY = doc.y + 34;
    doc
      .moveTo(x + 40, lineY)
      .lineTo(x + width, lineY)
      .lineWidth(0.75)
      .strokeColor(INK)
      .stroke();
    this.font('regular', 8.5).text(L.label.t('Authorised Signatory'), x, lineY + 4, {
      width,
      align: 'right',
    });
    return doc.y;
  }

  /** The UPI QR as filled squares (crisp at any zoom), its caption beside it; returns its foot. */
  private upiQr(upi: NonNullable<PrintableDocument['upi']>, top: number): number {
    const { doc } = this;
    const matrix = qrMatrix(upi.link);
    const module = QR_SIZE / (matrix.length + 2 * QR_QUIET_ZONE);
    const origin = QR_QUIET_ZONE * module;
    for (const [row, col, len] of qrDarkRuns(matrix))
      doc.rect(
        this.left + origin + col * module,
        top + origin + row * module,
        len * module,
        module,
      );
    doc.fillColor('#000000').fill();
    const textLeft = this.left + QR_SIZE + 6;
    const textWidth = 160;
    this.font('bold', 10).text(upi.caption, textLeft, top + 20, { width: textWidth });
    this.font('regular', 8.5, MUTED).text(this.labels.t('with any UPI app'), {
      width: textWidth,
    });
    this.font('regular', 8.5, MUTED).text(`UPI ID: ${upi.upiId}`, { width: textWidth });
    return top + QR_SIZE;
  }
}
