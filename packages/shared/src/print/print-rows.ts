// The rows a printed document shows as text, the same on the PDF and the web's print: a party's
// lines under its name, and the box of number, date, place of supply and the rest beside the
// supplier. Each drawing lays them out its own way; what they say is decided here once.
import type { PrintLabels } from '../i18n/print-labels.ts';
import type { PrintDocument, PrintParty } from './print-document.ts';

/** Address, contact, GSTIN and PAN, and "State: Maharashtra (Code 27)" under a party's name. */
export function partyLines(p: PrintParty, L: PrintLabels): string[] {
  const lines: string[] = [];
  if (p.address) lines.push(p.address);
  const contact = [
    p.phone ? `${L.t('Phone')}: ${p.phone}` : '',
    p.email ? `${L.t('Email')}: ${p.email}` : '',
  ]
    .filter(Boolean)
    .join('   ');
  if (contact) lines.push(contact);
  const ids = [
    p.gstin || !p.gstinOptional ? `GSTIN: ${p.gstin || L.t('Unregistered')}` : '',
    p.pan ? `PAN: ${p.pan}` : '',
  ]
    .filter(Boolean)
    .join('   ');
  if (ids) lines.push(ids);
  if (p.state) lines.push(`${L.t('State')}: ${p.state}`);
  return lines;
}

/**
 * Beside the supplier: number and date, a purchase's supplier invoice, a note's original bill,
 * the place of supply, an export's details and LUT ARN, reverse charge and the e-way bill.
 */
export function headRows(doc: PrintDocument): [string, string][] {
  const L = doc.labels;
  const rows: [string, string][] = [
    [doc.numberLabel, doc.number],
    [L.label.t('Date'), doc.date],
    ...doc.supplierInvoice,
  ];
  for (const row of doc.originalBill) rows.push([row.label, row.value]);
  if (doc.placeOfSupply) rows.push([L.label.t('Place of Supply'), doc.placeOfSupply]);
  rows.push(...doc.supplyRows);
  if (doc.reverseCharge) rows.push([L.label.t('Reverse Charge'), doc.reverseCharge]);
  if (doc.eWayBill) {
    rows.push([L.label.t('E-way Bill No.'), doc.eWayBill.number]);
    if (doc.eWayBill.validUntil) rows.push([L.label.t('EWB Valid Until'), doc.eWayBill.validUntil]);
  }
  return rows;
}

/**
 * Every text the document prints, one label or value each (a bilingual label's lines apart):
 * what the PDF and the web's print must both show. Checked against both drawings' text.
 */
export function printedTexts(doc: PrintDocument): string[] {
  const L = doc.labels;
  // The supplier's box has no heading: its name leads it.
  const boxes = [doc.party, doc.shipTo, doc.dispatchFrom].filter((p) => p !== null);
  const texts = [
    doc.title,
    doc.legend ?? '',
    ...headRows(doc).flat(),
    doc.supplier.name,
    ...partyLines(doc.supplier, L),
    ...boxes.flatMap((p) => [p.heading, p.name, ...partyLines(p, L)]),
    ...doc.lines.flatMap((l) => [l.item, l.hsn, l.qty, l.unit, l.rate, l.amount]),
    ...doc.lines.flatMap((l) => (doc.taxColumns ? [l.taxable, l.tax, l.taxRate] : [])),
    ...doc.totals.flatMap((t) => [t.label, t.value]),
    ...doc.taxSummary.flatMap((t) => [t.component, t.rate, t.taxable, t.amount]),
    doc.amountInWords,
    ...doc.settlement.flatMap((s) => [s.label, s.value]),
    ...(doc.upi ? [doc.upi.caption] : []),
  ];
  return [...new Set(texts.flatMap((t) => t.split('\n')).filter((t) => t.trim() !== ''))];
}
