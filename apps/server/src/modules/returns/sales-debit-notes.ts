// Debit notes to customers (issue 36): a price raised after the sale, or something more
// charged on it. One database transaction: the sale is locked, each raise is checked against
// its line, taxed at the line's own stored rates (debit-note-amounts.ts), the note takes the
// next SDN- number of its own series and posts like a sale (Dr party, Cr sales, Cr output
// tax), on the bill's place of supply, kind of supply and reverse charge. It moves no goods
// and receives no money: it adds to the customer's balance, counted with its bill's due.
import type { SupplyType } from '@hisaab/shared/gst/supply';
import { computeInvoiceTotals } from '@hisaab/shared/gst/tax-engine';
import { formatDate } from '@hisaab/shared/format';
import { MoneyError, qtyMilliToNumber, toPaise, toQtyMilli } from '@hisaab/shared/money';
import type { SalesDebitNoteData } from '@hisaab/shared/schemas/sales-debit-note';
import { msg, tk } from '@hisaab/shared/i18n/messages';
import type { AppContext } from '../../platform/app-context.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { planGuard } from '../plans/index.ts';
import {
  type ComputedDocument,
  journalFor,
  documentFromRows,
  writeBill,
  type StoredBill,
} from '../transactions/index.ts';
import * as txRepo from '../transactions/index.ts';
import type { Tx } from '../../db/client.ts';
import * as repo from './returns.repo.ts';
import { debitNoteLine, type Raise } from './debit-note-amounts.ts';

export const SALES_DEBIT_NOTE_SERVICE_MESSAGES = {
  saleNotFound: tk('Sale not found.'),
  notASale: tk(
    'A debit note to a customer is raised against a sale, not a purchase: goods sent back to a supplier go on a purchase return.',
  ),
  beforeBill: (date: string) =>
    msg('A debit note cannot be dated before its bill ({{date}}).', { date: formatDate(date) }),
  cashCustomer: tk(
    'A debit note is raised to a named customer: the cash customer has no balance to add it to.',
  ),
  lineNotRaisable: (lineNo: number, bill: string) =>
    msg(
      'Line {{lineNo}} of {{bill}} is not goods or services sold on it, so its price cannot be raised.',
      { lineNo, bill },
    ),
  tooMany: (lineNo: number, item: string, bill: string, sold: string) =>
    msg(
      'Line {{lineNo}} ({{item}}): {{bill}} has {{sold}} of it, so the raise can be on at most {{sold}}.',
      { lineNo, item, bill, sold },
    ),
  nothingRaised: tk('The raise comes to ₹0.00: a debit note must raise something.'),
  sameBill: tk('An amended note stays on the bill it was issued against.'),
} as const;

const M = SALES_DEBIT_NOTE_SERVICE_MESSAGES;

/** Money arithmetic whose overflow (MoneyError) answers 400 with its message. */
function money<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof MoneyError) throw badRequest(error.message);
    throw error;
  }
}

/** Writes the note and answers its id; the caller reads it back as a note. */
export async function createSalesDebitNote(
  ctx: AppContext,
  me: AccessClaims,
  body: SalesDebitNoteData,
): Promise<number> {
  return ctx.db.transaction((tx) => writeSalesDebitNote(ctx, tx, me, body, null));
}

/**
 * Writes a debit note to a customer inside the caller's transaction: a new one, or (issue 38
 * part 3, an amendment of a filed note) the stored one again, locked, its number kept.
 */
export async function writeSalesDebitNote(
  ctx: AppContext,
  tx: Tx,
  me: AccessClaims,
  body: SalesDebitNoteData,
  existing: StoredBill | null,
): Promise<number> {
  const plans = planGuard(ctx);
  const date = body.transactionDate.slice(0, 10);
  await plans.assertCanWrite(tx, me.companyId, existing ? 'change' : 'new-document');
  if (existing && existing.header.returnOfTransactionId !== body.originalId)
    throw fieldError('originalId', M.sameBill);
  const bill = await repo.lockOriginal(tx, me.companyId, body.originalId);
  if (!bill || bill.kind !== 'sale') {
    if (bill?.kind === 'purchase') throw badRequest(M.notASale);
    throw notFound(M.saleNotFound);
  }
  if (date < bill.transactionDate)
    throw fieldError('transactionDate', M.beforeBill(bill.transactionDate));
  const customer = (await txRepo.findCustomer(tx, me.companyId, bill.customerId))!;
  if (customer.isDefaultCash) throw badRequest(M.cashCustomer);
  const original = documentFromRows(await txRepo.transactionDetails(tx, me.companyId, bill.id));
  const name = bill.number ?? `#${bill.id}`;
  const lines = body.lines.map((wanted, index) => raised(wanted, index));
  function raised(wanted: SalesDebitNoteData['lines'][number], index: number) {
    const line = original.lines.find((l) => l.lineNo === wanted.lineNo);
    if (!line || line.specialKind !== null || line.qtyMilli <= 0)
      throw badRequest(M.lineNotRaisable(wanted.lineNo, name));
    let raise: Raise;
    if (wanted.amount !== null) raise = { amountPaise: toPaise(wanted.amount) };
    else {
      const qtyMilli = wanted.quantity === null ? line.qtyMilli : toQtyMilli(wanted.quantity);
      if (qtyMilli > line.qtyMilli) {
        const sold = String(qtyMilliToNumber(line.qtyMilli));
        throw badRequest(M.tooMany(line.lineNo, line.itemName, name, sold));
      }
      raise = { ratePaise: toPaise(wanted.rate!), qtyMilli };
    }
    // Amounts beyond what money can hold are refused as bad input, never a 500.
    return money(() => debitNoteLine(line, raise, index + 1));
  }
  // A raise of a tenth of a paisa on a few units rounds to nothing: no note of ₹0.
  if (lines.some((l) => l.tax.amountPaise <= 0)) throw badRequest(M.nothingRaised);
  const totals = money(() => computeInvoiceTotals(lines.map((l) => l.tax)));
  const doc: ComputedDocument = { lines, payments: [], totals, paidPaise: 0 };
  const kind = 'sales_debit_note';
  const written = await writeBill(tx, {
    companyId: me.companyId,
    userId: me.userId,
    now: ctx.now(),
    before: existing,
    amendment: existing !== null,
    decided: {
      kind,
      doc,
      header: {
        kind,
        isPurchase: false,
        transactionDate: date,
        customerId: bill.customerId,
        projectId: bill.projectId,
        remark: body.remark,
        placeOfSupply: bill.placeOfSupply,
        // Of the bill's own kind of supply (cdnr inv_typ, exports' cdnur typ, 3B 3.1(b)).
        supplyType: bill.supplyType as SupplyType,
        reverseCharge: bill.reverseCharge,
        shipTo: null,
        dispatchFrom: null,
        exportDetails: null,
        amountPaise: totals.amountPaise,
        taxablePaise: totals.taxablePaise,
        taxPaise: totals.taxPaise,
        paidPaise: 0,
      },
      rates: [],
      remembersRates: false,
      posting: (transactionId) =>
        journalFor({
          companyId: me.companyId,
          transactionId,
          date,
          partyId: bill.customerId,
          isPurchase: false,
          doc,
          inputTaxRecoverable: true,
        }),
    },
    extra: { returnOfTransactionId: bill.id },
    series: kind,
    updateItems: false,
  });
  return written.header.id;
}
