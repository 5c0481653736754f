// Credit notes (sale returns) and debit notes (purchase returns). A return is one database
// transaction: the original bill is locked, what its earlier notes took back is read, the
// quantities are checked against what is left, the note's lines take their share of the
// original's stored amounts and taxes (return-amounts.ts), it gets the next CN-/DN- number,
// and it posts the reverse of the bill (sales or purchases, taxes, party) plus the refund.
// Deleting a note (DELETE /api/transactions/{id} or /api/returns/{id}) removes its postings.
// Debit notes to customers (a price raised after a sale) are written by sales-debit-notes.ts
// and read, listed and deleted here with the other notes.
import { computeInvoiceTotals } from '@hisaab/shared/gst/tax-engine';
import type { SupplyType } from '@hisaab/shared/gst/supply';
import { inputTaxRecoverable } from '@hisaab/shared/gst/registration';
import { formatDate } from '@hisaab/shared/format';
import { paiseToRupees, qtyMilliToNumber, toQtyMilli } from '@hisaab/shared/money';
import {
  RETURN_TITLES,
  type RefundMode,
  type ReturnableBill,
  type ReturnData,
  type ReturnKind,
  type ReturnNote,
} from '@hisaab/shared/schemas/returns';
import type { AppContext } from '../../platform/app-context.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { planGuard } from '../plans/index.ts';
import {
  type ComputedDocument,
  type DocumentPayment,
  journalFor,
  transactionInputs,
  documentFromRows,
  type TransactionService,
  writeBill,
  type StoredBill,
} from '../transactions/index.ts';
import * as txRepo from '../transactions/index.ts';
import type { Tx } from '../../db/client.ts';
import * as repo from './returns.repo.ts';
import { returnLine } from './return-amounts.ts';
import { createSalesDebitNote, writeSalesDebitNote } from './sales-debit-notes.ts';
import type { SalesDebitNoteData } from '@hisaab/shared/schemas/sales-debit-note';
import { msg, tk, type MessageValue } from '@hisaab/shared/i18n/messages';

export const RETURN_SERVICE_MESSAGES = {
  billNotFound: tk('Bill not found.'),
  noteNotFound: tk('Credit or debit note not found.'),
  beforeBill: (date: string) =>
    msg('A return cannot be dated before its bill ({{date}}).', { date: formatDate(date) }),
  lineNotReturnable: (lineNo: number, bill: MessageValue) =>
    msg(
      'Line {{lineNo}} of {{bill}} is not goods or services sold on it, so it cannot be taken back.',
      { lineNo, bill },
    ),
  tooMuch: (
    lineNo: number,
    item: string,
    bill: MessageValue,
    sold: string,
    returned: string,
    left: string,
  ) =>
    returned === '1'
      ? msg(
          'Line {{lineNo}} ({{item}}): {{bill}} has {{sold}} of it and 1 is already returned, so at most {{left}} can be taken back.',
          { lineNo, item, bill, sold, left },
        )
      : msg(
          'Line {{lineNo}} ({{item}}): {{bill}} has {{sold}} of it and {{returned}} are already returned, so at most {{left}} can be taken back.',
          { lineNo, item, bill, sold, returned, left },
        ),
  sameBill: tk('An amended note stays on the bill it was issued against.'),
  cashNeedsRefund: tk(
    'A return from the cash customer is settled in cash or by bank; there is no balance to adjust.',
  ),
} as const;

export interface ReturnListQuery {
  kind: ReturnKind | null;
  search: string | null;
  skip: number;
  take: number;
}

/** 2.5, 10: a quantity as a person writes it. */
const quantityText = (milli: number) => String(qtyMilliToNumber(milli));

/** A bill by its number; one without a number (a supplier's unnumbered bill) is 'the bill'. */
const billName = (n: string | null): MessageValue => n ?? msg('the bill');

const refundModeOf = (doc: ComputedDocument): RefundMode =>
  doc.payments.length === 0
    ? 'adjust'
    : doc.payments.some((p) => p.isBankTransaction)
      ? 'bank'
      : 'cash';

export function returnService(ctx: AppContext, bills: TransactionService) {
  const plans = planGuard(ctx);
  const { resolvePayments } = transactionInputs(ctx);

  async function returnable(me: AccessClaims, originalId: number): Promise<ReturnableBill> {
    const bill = await txRepo.findTransaction(ctx.db, me.companyId, originalId);
    if (!bill || (bill.kind !== 'sale' && bill.kind !== 'purchase'))
      throw notFound(RETURN_SERVICE_MESSAGES.billNotFound);
    const customer = (await txRepo.findCustomer(ctx.db, me.companyId, bill.customerId))!;
    const doc = documentFromRows(await txRepo.transactionDetails(ctx.db, me.companyId, bill.id));
    const returned = await repo.returnedByLine(ctx.db, me.companyId, bill.id);
    const notes = await repo.notesOf(ctx.db, me.companyId, bill.id);
    return {
      id: bill.id,
      kind: repo.noteKindOf(bill.isPurchase),
      number: bill.number,
      transactionDate: bill.transactionDate,
      customerId: customer.id,
      customerName: customer.name,
      isDefaultCash: customer.isDefaultCash,
      amount: paiseToRupees(bill.amountPaise),
      // Only goods and services sold can come back (not round off, discount or opening lines).
      lines: doc.lines
        .filter((l) => l.specialKind === null && l.qtyMilli > 0)
        .map((l) => {
          const back = returned.get(l.lineNo) ?? 0;
          return {
            lineNo: l.lineNo,
            itemName: l.itemName,
            unitName: l.unitName,
            hsnSacCode: l.hsnSacCode,
            rate: paiseToRupees(l.ratePaise),
            sold: qtyMilliToNumber(l.qtyMilli),
            returned: qtyMilliToNumber(back),
            returnable: qtyMilliToNumber(l.qtyMilli - back),
            amount: paiseToRupees(l.tax.amountPaise),
          };
        }),
      notes: notes.map((n) => ({
        id: n.id,
        kind: n.kind as ReturnKind,
        number: n.number,
        transactionDate: n.transactionDate,
        amount: paiseToRupees(repo.noteSign(n.kind) * n.amountPaise),
      })),
    };
  }

  async function note(me: AccessClaims, id: number): Promise<ReturnNote> {
    const found = await repo.findNote(ctx.db, me.companyId, id);
    if (!found) throw notFound(RETURN_SERVICE_MESSAGES.noteNotFound);
    const { note: header } = found;
    const customer = (await txRepo.findCustomer(ctx.db, me.companyId, header.customerId))!;
    const details = await txRepo.transactionDetails(ctx.db, me.companyId, id);
    const doc = documentFromRows(details);
    const kind = header.kind as ReturnKind;
    // The note's own amounts: positive (returns are stored negative, on their bill's side).
    const own = (paise: number) => paiseToRupees(repo.noteSign(kind) * paise);
    return {
      id: header.id,
      kind,
      title: RETURN_TITLES[kind],
      number: header.number,
      transactionDate: header.transactionDate,
      customerId: customer.id,
      customerName: customer.name,
      customerGstin: customer.gstin,
      original: {
        id: header.returnOfTransactionId!,
        number: found.originalNumber,
        transactionDate: found.originalDate,
      },
      remark: header.remark,
      refundMode: refundModeOf(doc),
      bankAccountId: doc.payments.find((p) => p.isBankTransaction)?.bankAccountId ?? null,
      taxable: own(header.taxablePaise),
      tax: own(header.taxPaise),
      amount: own(header.amountPaise),
      refunded: paiseToRupees(header.paidPaise),
      lines: doc.lines.map((l, i) => ({
        lineNo: l.lineNo,
        originalLineNo: details.lines[i]?.returnOfLineNo ?? null,
        itemName: l.itemName,
        hsnSacCode: l.hsnSacCode,
        unitName: l.unitName,
        quantity: qtyMilliToNumber(repo.noteSign(kind) * l.qtyMilli) + 0,
        rate: paiseToRupees(l.ratePaise),
        taxable: own(l.tax.taxablePaise),
        tax: own(l.tax.taxPaise),
        amount: own(l.tax.amountPaise),
      })),
      taxes: doc.totals.taxSummary.map((t) => ({
        component: t.component,
        rateBp: t.rateBp,
        taxable: own(t.taxablePaise),
        amount: own(t.amountPaise),
      })),
    };
  }

  /**
   * Writes a note inside the caller's transaction: a new one, or (issue 38 part 3, an
   * amendment of a filed credit note) the stored one again, locked, its number kept, what it
   * took back itself not counted against it.
   */
  async function writeNote(
    tx: Tx,
    me: AccessClaims,
    body: ReturnData,
    existing: StoredBill | null,
  ): Promise<number> {
    const date = body.transactionDate.slice(0, 10);
    await plans.assertCanWrite(tx, me.companyId, existing ? 'change' : 'new-document');
    if (existing && existing.header.returnOfTransactionId !== body.originalId)
      throw fieldError('originalId', RETURN_SERVICE_MESSAGES.sameBill);
    const bill = await repo.lockOriginal(tx, me.companyId, body.originalId);
    if (!bill) throw notFound(RETURN_SERVICE_MESSAGES.billNotFound);
    if (date < bill.transactionDate)
      throw fieldError('transactionDate', RETURN_SERVICE_MESSAGES.beforeBill(bill.transactionDate));
    const customer = (await txRepo.findCustomer(tx, me.companyId, bill.customerId))!;
    if (customer.isDefaultCash && body.refundMode === 'adjust')
      throw fieldError('refundMode', RETURN_SERVICE_MESSAGES.cashNeedsRefund);
    const original = documentFromRows(await txRepo.transactionDetails(tx, me.companyId, bill.id));
    const returned = await repo.returnedByLine(tx, me.companyId, bill.id);
    // An amended note's own lines are taken back again below: not counted twice.
    for (const l of existing?.lines ?? [])
      if (l.returnOfLineNo !== null)
        returned.set(l.returnOfLineNo, (returned.get(l.returnOfLineNo) ?? 0) + l.qtyMilli);
    const name = billName(bill.number);
    const lines = body.lines.map((wanted, index) => {
      const line = original.lines.find((l) => l.lineNo === wanted.lineNo);
      if (!line || line.specialKind !== null || line.qtyMilli <= 0)
        throw badRequest(RETURN_SERVICE_MESSAGES.lineNotReturnable(wanted.lineNo, name));
      const before = returned.get(line.lineNo) ?? 0;
      const quantityMilli = toQtyMilli(wanted.quantity);
      if (before + quantityMilli > line.qtyMilli) {
        throw badRequest(
          RETURN_SERVICE_MESSAGES.tooMuch(
            line.lineNo,
            line.itemName,
            name,
            quantityText(line.qtyMilli),
            quantityText(before),
            quantityText(line.qtyMilli - before),
          ),
        );
      }
      return returnLine(line, before, quantityMilli, index + 1);
    });
    const totals = computeInvoiceTotals(lines.map((l) => l.tax));
    const valuePaise = -totals.amountPaise;
    // A credit note pays the customer back; a debit note gets the money back from the vendor.
    const refund: DocumentPayment[] =
      body.refundMode === 'adjust' || valuePaise === 0
        ? []
        : await resolvePayments(
            tx,
            me.companyId,
            [
              {
                amount: paiseToRupees(valuePaise),
                isBankTransaction: body.refundMode === 'bank',
                bankAccountId: body.bankAccountId,
                isPaymentMade: !bill.isPurchase,
              },
            ],
            body.bankAccountId,
          );
    const doc: ComputedDocument = {
      lines,
      payments: refund,
      totals,
      paidPaise: refund.reduce((s, p) => s + (p.isPaymentMade ? -p.amountPaise : p.amountPaise), 0),
    };
    const kind = repo.noteKindOf(bill.isPurchase);
    // A debit note takes back what its purchase posted: tax as input credit, or as cost.
    const recoverable = inputTaxRecoverable(await txRepo.gstRegistrationOf(tx, me.companyId));
    // Written as a new bill is (writeBill): the header takes the next CN-/DN- number in the
    // statement that writes it with its lines, taxes, refund, journal and audit row; a number
    // another document holds (typed by hand) writes nothing, and the next one is tried.
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
          isPurchase: bill.isPurchase,
          transactionDate: date,
          customerId: bill.customerId,
          projectId: bill.projectId,
          remark: body.remark,
          placeOfSupply: bill.placeOfSupply,
          // A note is of the bill's own kind of supply (cdnr inv_typ, exports' cdnur typ).
          supplyType: bill.supplyType as SupplyType,
          reverseCharge: bill.reverseCharge,
          shipTo: null,
          dispatchFrom: null,
          exportDetails: null,
          amountPaise: totals.amountPaise,
          taxablePaise: totals.taxablePaise,
          taxPaise: totals.taxPaise,
          paidPaise: Math.abs(doc.paidPaise),
        },
        rates: [],
        remembersRates: false,
        posting: (transactionId) =>
          journalFor({
            companyId: me.companyId,
            transactionId,
            date,
            partyId: bill.customerId,
            isPurchase: bill.isPurchase,
            doc,
            inputTaxRecoverable: recoverable,
          }),
      },
      extra: { returnOfTransactionId: bill.id },
      series: kind,
      updateItems: false,
    });
    return written.header.id;
  }

  async function create(me: AccessClaims, body: ReturnData): Promise<ReturnNote> {
    const id = await ctx.db.transaction((tx) => writeNote(tx, me, body, null));
    return note(me, id);
  }

  /** The stored note, locked: what an amendment writes over. */
  async function storedNote(tx: Tx, me: AccessClaims, id: number): Promise<StoredBill> {
    const header = await txRepo.lockTransaction(tx, me.companyId, id);
    if (!header) throw notFound(RETURN_SERVICE_MESSAGES.noteNotFound);
    return { header, ...(await txRepo.transactionDetails(tx, me.companyId, id)) };
  }

  /** A filed credit note amended (amendments module, inside its transaction). */
  async function amendIn(tx: Tx, me: AccessClaims, id: number, body: ReturnData): Promise<void> {
    await writeNote(tx, me, body, await storedNote(tx, me, id));
  }

  /** A filed debit note to a customer amended (amendments module, inside its transaction). */
  async function amendSalesDebitNoteIn(
    tx: Tx,
    me: AccessClaims,
    id: number,
    body: SalesDebitNoteData,
  ): Promise<void> {
    await writeSalesDebitNote(ctx, tx, me, body, await storedNote(tx, me, id));
  }

  return {
    returnable,
    get: note,
    create,
    amendIn,
    amendSalesDebitNoteIn,

    /** A debit note to a customer (POST /api/returns/sales-debit-notes), read back as a note. */
    async createSalesDebitNote(me: AccessClaims, body: SalesDebitNoteData): Promise<ReturnNote> {
      return note(me, await createSalesDebitNote(ctx, me, body));
    },

    async list(me: AccessClaims, query: ReturnListQuery) {
      const { rows, total } = await repo.listNotes(ctx.db, me.companyId, query);
      return {
        items: rows.map((r) => ({
          id: r.id,
          kind: r.kind as ReturnKind,
          number: r.number,
          transactionDate: r.transactionDate,
          customerId: r.customerId,
          customerName: r.customerName,
          amount: paiseToRupees(repo.noteSign(r.kind) * r.amountPaise),
          refunded: paiseToRupees(r.paidPaise),
          original: { id: r.originalId, number: r.originalNumber },
        })),
        total,
        skip: query.skip,
        take: query.take,
      };
    },

    /** A note only: deleting it reverses its postings, stock and refund (audit trail kept). */
    /** Deletes a note; `version` (If-Match): the one it was based on, as a bill's (issue 37). */
    async remove(me: AccessClaims, id: number, version: number | null = null) {
      if (!(await repo.findNote(ctx.db, me.companyId, id)))
        throw notFound(RETURN_SERVICE_MESSAGES.noteNotFound);
      await bills.remove(me, id, version);
    },
  };
}
