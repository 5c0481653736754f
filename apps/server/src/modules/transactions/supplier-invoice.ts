// The supplier's own invoice number and date on a purchase (packages/shared supplier-invoice.ts
// has the rules the request schema checks): only on a purchase, and never the same supplier's
// invoice twice in its financial year (a supplier numbers its invoices per year).
import { and, eq, ne, sql } from 'drizzle-orm';
import { financialYearOf, formatDate } from '@hisaab/shared/format';
import { SUPPLIER_INVOICE_MESSAGES } from '@hisaab/shared/supplier-invoice';
import type { Tx } from '../../db/client.ts';
import { customers, transactions } from '../../db/schema.ts';
import { conflict, fieldError } from '../../platform/errors.ts';

export interface SupplierInvoice {
  supplierInvoiceNumber: string | null;
  supplierInvoiceDate: string | null;
}

/**
 * The supplier invoice fields a document stores: null on anything but a purchase (a sale that
 * names one is refused), else the number and date checked against the supplier's other
 * purchases of the same financial year (case-insensitive, as GSTR-2B matches them).
 */
export async function checkedSupplierInvoice(
  tx: Tx,
  companyId: number,
  args: {
    kind: string;
    supplier: { id: number; name: string };
    billDate: string;
    /** The bill being changed, which may keep its own number. */
    billId: number | null;
  } & SupplierInvoice,
): Promise<SupplierInvoice> {
  const number = args.supplierInvoiceNumber;
  if (args.kind !== 'purchase') {
    if (number !== null || args.supplierInvoiceDate !== null)
      throw fieldError('supplierInvoiceNumber', SUPPLIER_INVOICE_MESSAGES.onlyPurchases);
    return { supplierInvoiceNumber: null, supplierInvoiceDate: null };
  }
  if (number === null) return { supplierInvoiceNumber: null, supplierInvoiceDate: null };
  // Two saves of the same supplier's invoice at once: the second waits for the first to commit
  // and then finds it (the supplier's row is locked until the end of the save).
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, args.supplier.id)))
    .for('update');
  const fy = financialYearOf(args.supplierInvoiceDate ?? args.billDate);
  const [earlier] = await tx
    .select({
      id: transactions.id,
      number: transactions.number,
      date: transactions.transactionDate,
      supplierInvoiceNumber: transactions.supplierInvoiceNumber,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        eq(transactions.customerId, args.supplier.id),
        eq(transactions.kind, 'purchase'),
        sql`${transactions.supplierInvoiceNumber} is not null`,
        sql`upper(${transactions.supplierInvoiceNumber}) = upper(${number})`,
        sql`coalesce(${transactions.supplierInvoiceDate}, ${transactions.transactionDate})
          between ${fy.start}::date and ${fy.end}::date`,
        args.billId === null ? undefined : ne(transactions.id, args.billId),
      ),
    )
    .orderBy(transactions.id)
    .limit(1);
  if (earlier) {
    const bill = earlier.number ?? `#${earlier.id}`;
    throw conflict(
      SUPPLIER_INVOICE_MESSAGES.duplicate(
        earlier.supplierInvoiceNumber ?? number,
        args.supplier.name,
        bill,
        formatDate(earlier.date),
      ),
    );
  }
  return { supplierInvoiceNumber: number, supplierInvoiceDate: args.supplierInvoiceDate };
}
