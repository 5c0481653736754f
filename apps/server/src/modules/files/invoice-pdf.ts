// Draws a PrintableDocument (GST Rule 46 tax invoice, purchase bill, estimate or payment
// receipt) on A4: its top (invoice-pdf-head.ts), then the lines, then its foot (totals, tax
// summary, payments and signature: invoice-pdf-foot.ts). Every value from the database is drawn
// as plain text.
import type { PrintableDocument, PrintLine } from './invoice-print-data.ts';
import type { PrintLabels } from '@hisaab/shared/i18n/print-labels';
import { createPdf, MUTED, PAD, SHADE } from './pdf-page.ts';
import { oneLine } from './invoice-pdf-head.ts';
import { InvoiceFoot } from './invoice-pdf-foot.ts';

type CellKey = Exclude<keyof PrintLine, 'lot' | 'batch' | 'taxRate'>;

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

class InvoiceLayout extends InvoiceFoot {
  draw(): void {
    this.header();
    if (this.data.eInvoice) this.eInvoiceBlock(this.data.eInvoice);
    this.parties();
    if (this.data.kind === 'payment') this.paymentBody();
    else this.lineTable();
    this.closing();
    this.signature();
    this.footers(oneLine(`${this.data.numberLabel} ${this.data.number}`));
  }

  private lineTable(): void {
    const { doc, data } = this;
    const L = this.labels;
    const columns = columnsFor(data.kind, this.width, data.taxColumns, L);
    // The print model words it (a reverse charge bill's rates are before tax).
    this.font('regular', 7.5, MUTED).text(data.amountsNote, this.left, this.y, {
      width: this.width,
      align: 'right',
    });
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
}

/** A cell as drawn: the lot under the item, the rate under the tax. */
function cellText(line: PrintLine, key: CellKey, L: PrintLabels): string {
  if (key === 'item' && line.batch) return `${line.item}\n${line.batch}`;
  if (key === 'item' && line.lot) return `${line.item}\n${L.t('Lot/Serial')}: ${line.lot}`;
  if (key === 'tax' && line.taxRate) return `${line.tax}\n${line.taxRate}`;
  return line[key];
}
