// Draws a PrintableDocument (GST Rule 46 tax invoice, purchase bill, estimate or payment
// receipt) on A4: its top (invoice-pdf-head.ts), then the lines, totals, tax summary, payments
// and signature. Every value from the database is drawn as plain text.
import type { PrintableDocument, PrintLine } from './invoice-print-data.ts';
import { QR_QUIET_ZONE, qrDarkRuns, qrMatrix } from '@hisaab/shared/upi';
import type { PrintLabels } from '@hisaab/shared/i18n/print-labels';
import { createPdf, MUTED, PAD, SHADE, INK, LINE_COLOR } from './pdf-page.ts';
import { InvoiceHead, oneLine } from './invoice-pdf-head.ts';

/** The UPI QR's side in points (about 34 mm): a phone scans it from arm's length. */
const QR_SIZE = 96;

type CellKey = Exclude<keyof PrintLine, 'lot' | 'taxRate'>;

interface Column {
  key: CellKey;
  label: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

function columnsFor(
  kind: PrintableDocument['kind'],
  width: number,
  taxColumns: boolean,
  L: PrintLabels,
): Column[] {
  const inEnglish: Column[] =
    kind === 'estimate'
      ? [
          { key: 'no', label: 'No', width: 24, align: 'center' },
          { key: 'item', label: 'Item', width: 0, align: 'left' },
          { key: 'qty', label: 'Qty', width: 56, align: 'right' },
          { key: 'unit', label: 'Unit', width: 48, align: 'left' },
          { key: 'rate', label: 'Rate (incl. tax)', width: 84, align: 'right' },
          { key: 'amount', label: 'Amount', width: 90, align: 'right' },
        ]
      : [
          { key: 'no', label: 'No', width: 22, align: 'center' },
          { key: 'item', label: 'Item', width: 0, align: 'left' },
          { key: 'hsn', label: 'HSN/SAC', width: 48, align: 'left' },
          { key: 'qty', label: 'Qty', width: 40, align: 'right' },
          { key: 'unit', label: 'Unit', width: 34, align: 'left' },
          { key: 'rate', label: 'Rate', width: 56, align: 'right' },
          { key: 'taxable', label: 'Taxable', width: 62, align: 'right' },
          { key: 'tax', label: 'Tax', width: 54, align: 'right' },
          { key: 'amount', label: 'Amount', width: 64, align: 'right' },
        ];
  const fixed = inEnglish.map((c) => ({
    ...c,
    // "No" is also the answer "No" in the catalogues: the column says "No." in other languages.
    label: c.key === 'no' ? (L.language === 'en' ? 'No' : L.label.t('No.')) : L.label.t(c.label),
  }));
  const shown = taxColumns ? fixed : fixed.filter((c) => c.key !== 'taxable' && c.key !== 'tax');
  const used = shown.reduce((s, c) => s + c.width, 0);
  return shown.map((c) => (c.key === 'item' ? { ...c, width: width - used } : c));
}

export function renderInvoicePdf(data: PrintableDocument): Promise<Buffer> {
  const { doc, bytes } = createPdf({
    title: `${data.title} ${data.number}`,
    author: data.supplier.name,
  });
  new InvoiceLayout(doc, data).draw();
  doc.end();
  return bytes;
}

class InvoiceLayout extends InvoiceHead {
  draw(): void {
    this.header();
    if (this.data.eInvoice) this.eInvoiceBlock(this.data.eInvoice);
    this.parties();
    if (this.data.kind === 'payment') this.paymentBody();
    else this.lineTable();
    this.totalsAndWords();
    if (this.data.taxSummary.length) this.taxSummary();
    this.paymentsAndRemark();
    this.signature();
    this.footers(oneLine(`${this.data.numberLabel} ${this.data.number}`));
  }

  private lineTable(): void {
    const { doc, data } = this;
    const L = this.labels;
    const columns = columnsFor(data.kind, this.width, data.taxColumns, L);
    this.font('regular', 7.5, MUTED).text(
      data.kind === 'estimate'
        ? L.t('Amounts in ₹')
        : L.t('Amounts in ₹. Rates include tax; Taxable is the value before tax.'),
      this.left,
      this.y,
      { width: this.width, align: 'right' },
    );
    this.y = doc.y + 2;
    // English headers are one line each; translated (or bilingual) ones may wrap.
    const english = L.language === 'en';
    const headerHeight = english
      ? 18
      : Math.max(
          18,
          ...columns.map((c) => this.textHeight(c.label, c.width - 2 * PAD, 'bold', 8) + 8),
        );
    const headerRow = () => {
      const h = headerHeight;
      doc.rect(this.left, this.y, this.width, h).fillColor(SHADE).fill();
      let x = this.left;
      for (const c of columns) {
        this.font('bold', 8).text(c.label, x + PAD, this.y + (english ? 5 : 4), {
          width: c.width - 2 * PAD,
          align: c.align,
          ...(english ? { lineBreak: false } : {}),
        });
        x += c.width;
      }
      this.rowBorders(
        columns.map((c) => c.width),
        h,
      );
      this.y += h;
    };
    this.ensure(40);
    headerRow();
    for (const line of data.lines) {
      const h =
        Math.max(
          ...columns.map((c) =>
            this.textHeight(cellText(line, c.key, L), c.width - 2 * PAD, 'regular', 8.5),
          ),
        ) +
        2 * PAD;
      if (this.y + h > this.bottom) {
        this.newPage();
        headerRow();
      }
      let x = this.left;
      for (const c of columns) {
        this.font('regular', 8.5).text(cellText(line, c.key, L), x + PAD, this.y + PAD, {
          width: c.width - 2 * PAD,
          align: c.align,
        });
        x += c.width;
      }
      this.rowBorders(
        columns.map((c) => c.width),
        h,
      );
      this.y += h;
    }
    this.y += 8;
  }

  private paymentBody(): void {
    const { data } = this;
    for (const p of data.payments) {
      this.ensure(44);
      this.font('regular', 9, MUTED).text(p.label, this.left, this.y, { width: this.width });
      this.font('bold', 16).text(p.amount, this.left, this.y + 12, { width: this.width });
      this.y = this.doc.y;
      const L = this.labels;
      this.font('regular', 9).text(L.t('Mode: {{mode}}', { mode: p.mode }), this.left, this.y, {
        width: this.width,
      });
      if (p.remark)
        this.doc.text(L.t('Remark: {{remark}}', { remark: p.remark }), { width: this.width });
      this.y = this.doc.y + 10;
    }
  }

  /** Totals on the right; the amount in words on the left. */
  private totalsAndWords(): void {
    const { doc, data } = this;
    const boxWidth = 220;
    const boxLeft = this.left + this.width - boxWidth;
    const rowH = 16;
    const wordsWidth = this.width - boxWidth - 16;
    const L = this.labels;
    const wordsLabel = L.label.t('Amount in words');
    const wordsLabelHeight =
      L.language === 'en' ? 12 : this.textHeight(wordsLabel, wordsWidth, 'regular', 8) + 1;
    const wordsHeight =
      wordsLabelHeight + 2 + this.textHeight(data.amountInWords, wordsWidth, 'bold', 9);
    // A translated total's label may wrap in its 110 points: its row grows (English never does).
    const heightOf = (t: PrintableDocument['totals'][number]) => {
      const base = t.strong ? rowH + 2 : rowH;
      if (L.language === 'en') return base;
      const size = t.strong ? 10 : 9;
      return Math.max(
        base,
        this.textHeight(t.label, 110 - PAD, t.strong ? 'bold' : 'regular', size) + 5,
      );
    };
    this.ensure(
      Math.max(
        data.totals.reduce((s, t) => s + heightOf(t), 0),
        wordsHeight,
      ) + 4,
    );
    const top = this.y;
    this.font('regular', 8, MUTED).text(wordsLabel, this.left, top, { width: wordsWidth });
    this.font('bold', 9).text(data.amountInWords, this.left, top + wordsLabelHeight, {
      width: wordsWidth,
    });
    const wordsBottom = doc.y;
    let y = top;
    for (const t of data.totals) {
      const h = heightOf(t);
      if (t.strong) doc.rect(boxLeft, y, boxWidth, h).fillColor(SHADE).fill();
      this.font(t.strong ? 'bold' : 'regular', t.strong ? 10 : 9).text(
        t.label,
        boxLeft + PAD,
        y + 3,
        { width: L.language === 'en' ? 110 : 110 - PAD },
      );
      this.font(t.strong ? 'bold' : 'regular', t.strong ? 10 : 9).text(
        t.value,
        boxLeft + 110,
        y + 3,
        { width: boxWidth - 110 - PAD, align: 'right' },
      );
      y += h;
    }
    if (data.totals.length)
      doc
        .rect(boxLeft, top, boxWidth, y - top)
        .lineWidth(0.75)
        .strokeColor(LINE_COLOR)
        .stroke();
    this.y = Math.max(y, wordsBottom) + 12;
  }

  private taxSummary(): void {
    const { doc, data } = this;
    const L = this.labels;
    const cols = [
      { label: L.label.t('Tax'), width: 110, align: 'left' as const },
      { label: L.label.t('Rate'), width: 70, align: 'right' as const },
      { label: L.label.t('Taxable Value'), width: 120, align: 'right' as const },
      { label: L.label.t('Tax Amount'), width: 120, align: 'right' as const },
    ];
    const tableWidth = cols.reduce((s, c) => s + c.width, 0);
    const rowH = 15;
    const rows = data.taxSummary.map((r) => [r.component, r.rate, r.taxable, r.amount]);
    if (data.taxSummaryTotal)
      rows.push([
        L.label.t('Total'),
        '',
        data.taxSummaryTotal.taxable,
        data.taxSummaryTotal.amount,
      ]);
    const english = L.language === 'en';
    const heightOf = (cells: string[], bold: boolean) =>
      english
        ? rowH
        : Math.max(
            rowH,
            ...cells.map(
              (cell, i) =>
                this.textHeight(cell, cols[i]!.width - 2 * PAD, bold ? 'bold' : 'regular', 8.5) + 5,
            ),
          );
    this.ensure(
      14 +
        heightOf(
          cols.map((c) => c.label),
          true,
        ) +
        rows.reduce((s, r) => s + heightOf(r, false), 0),
    );
    this.font('bold', 9).text(L.label.t('GST Summary'), this.left, this.y, { width: tableWidth });
    this.y = doc.y + 2;
    const drawRow = (cells: string[], bold: boolean, shade: boolean) => {
      const h = heightOf(cells, bold);
      if (shade) doc.rect(this.left, this.y, tableWidth, h).fillColor(SHADE).fill();
      let x = this.left;
      cells.forEach((cell, i) => {
        const c = cols[i]!;
        this.font(bold ? 'bold' : 'regular', 8.5).text(cell, x + PAD, this.y + 3, {
          width: c.width - 2 * PAD,
          align: c.align,
          ...(english ? { lineBreak: false } : {}),
        });
        x += c.width;
      });
      doc.lineWidth(0.5).strokeColor(LINE_COLOR).rect(this.left, this.y, tableWidth, h).stroke();
      this.y += h;
    };
    drawRow(
      cols.map((c) => c.label),
      true,
      true,
    );
    rows.forEach((cells, i) =>
      drawRow(cells, i === rows.length - 1 && data.taxSummaryTotal !== null, false),
    );
    this.y += 12;
  }

  private paymentsAndRemark(): void {
    const { doc, data } = this;
    const half = this.width / 2 - 8;
    const L = this.labels;
    const paymentLines =
      data.kind === 'payment'
        ? []
        : data.payments.map(
            (p) =>
              `${L.t('{{label}}: {{amount}} by {{mode}}', { label: oneLine(p.label), amount: p.amount, mode: p.mode })}${p.remark ? ` (${p.remark})` : ''}`,
          );
    const leftText = [
      ...paymentLines,
      ...(data.remark ? [L.t('Remark: {{remark}}', { remark: data.remark })] : []),
    ];
    const leftHeight = leftText.reduce((s, l) => s + this.textHeight(l, half, 'regular', 9), 0);
    const rightHeight =
      L.language === 'en'
        ? data.settlement.length * 15
        : data.settlement.reduce(
            (s, r) => s + Math.max(15, this.textHeight(r.label, 96, 'regular', 9) + 3),
            0,
          );
    if (!leftText.length && !rightHeight) return;
    this.ensure(Math.max(leftHeight, rightHeight) + 4);
    const top = this.y;
    this.font('regular', 9);
    let ly = top;
    for (const line of leftText) {
      doc.text(line, this.left, ly, { width: half });
      ly = doc.y + 1;
    }
    let ry = top;
    const rightLeft = this.left + this.width - 220;
    for (const s of data.settlement) {
      this.font(s.strong ? 'bold' : 'regular', 9).text(s.label, rightLeft + PAD, ry, { width: 96 });
      const labelBottom = doc.y;
      this.font(s.strong ? 'bold' : 'regular', 9).text(s.value, rightLeft + 100, ry, {
        width: 120 - PAD,
        align: 'right',
      });
      ry = Math.max(labelBottom, doc.y) + 3;
    }
    this.y = Math.max(ly, ry) + 12;
  }

  private signature(): void {
    const { doc, data } = this;
    const width = 220;
    const x = this.left + this.width - width;
    this.ensure(data.upi ? QR_SIZE + 30 : 70);
    const top = this.y;
    const qrBottom = data.upi ? this.upiQr(data.upi, top) : top;
    const L = this.labels;
    this.font('bold', 9).text(L.t('For {{name}}', { name: data.signatory }), x, this.y, {
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
    this.y = Math.max(doc.y, qrBottom) + 8;
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

/** A cell as drawn: the lot under the item, the rate under the tax. */
function cellText(line: PrintLine, key: CellKey, L: PrintLabels): string {
  if (key === 'item' && line.lot) return `${line.item}\n${L.t('Lot/Serial')}: ${line.lot}`;
  if (key === 'tax' && line.taxRate) return `${line.tax}\n${line.taxRate}`;
  return line[key];
}
