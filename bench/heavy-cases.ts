// The heavy requests health-under-load.ts runs while another client polls and saves (issue 37),
// each at a documented limit and sent as the app's screens send it: a customer import of 20,000
// rows (IMPORT_MAX_ROWS, a CSV of the template's columns), a GSTR-2B of 180,000 invoices
// (about 12.5 MB, under GSTR2B_MAX_BYTES) against a few hundred purchases saved through the
// API, pages of its reconciliation as the 2B screen reads them, and its XLSX export.
import { gstinCheckCharacter } from '@hisaab/shared/gstin';

export const COMPANY_GSTIN = '27AAPFU0939F1ZV';
export const PERIOD = '102026';

/** A valid GSTIN of Maharashtra for supplier `i` (PAN AAACS{i:4}K). */
export function supplierGstin(i: number): string {
  const first14 = `27AAACS${String(i).padStart(4, '0')}K1Z`;
  return first14 + gstinCheckCharacter(first14)!;
}

/** Customers as a user's spreadsheet has them: the template's columns, CSV. */
export function customersCsv(rows: number): Buffer {
  const lines = ['Name,Phone,GSTIN,State,Address,Opening balance'];
  for (let i = 1; i <= rows; i++) {
    const phone = String(9_000_000_000 + i);
    const balance = i % 3 === 0 ? String(100 + (i % 900)) : '';
    lines.push(`Customer ${i},${phone},,Maharashtra,"Shop ${i}, MG Road, Pune",${balance}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

const day = (i: number) => `${String(1 + (i % 28)).padStart(2, '0')}-10-2026`;

/**
 * A 2B of `invoices` invoices from `suppliers` suppliers in the current shape (amounts on the
 * document), invoice `n` of supplier `s` numbered `B{s}/{n}`: ₹1,180 of which ₹1,000 taxable,
 * ₹90 CGST and ₹90 SGST. `purchase(s, n)` says which of them the books have (saved with the
 * same number, date and amounts by the bench).
 */
export function gstr2bJson(invoices: number, suppliers: number): Buffer {
  const per = Math.ceil(invoices / suppliers);
  const b2b = [];
  for (let s = 1; s <= suppliers && (s - 1) * per < invoices; s++) {
    const inv = [];
    for (let n = 1; n <= per && (s - 1) * per + n <= invoices; n++)
      inv.push({ inum: `B${s}/${n}`, dt: day(n), val: 1180, txval: 1000, cgst: 90, sgst: 90 });
    b2b.push({ ctin: supplierGstin(s), trdnm: `Supplier ${s}`, inv });
  }
  return Buffer.from(
    JSON.stringify({
      data: { gstin: COMPANY_GSTIN, rtnprd: PERIOD, gendt: '14-11-2026', docdata: { b2b } },
    }),
  );
}

/** The purchases the books hold: invoice `n` of supplier `s`, as `gstr2bJson` writes it. */
export function purchaseOf(s: number, n: number) {
  const [dd, mm, yyyy] = day(n).split('-');
  return { number: `B${s}/${n}`, date: `${yyyy}-${mm}-${dd}` };
}
