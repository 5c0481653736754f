// Saving, loading and deleting bills and payments. A save is one database transaction: it
// reads what it needs (the bill, locked, on an edit; saveLookups), decides the document
// (transaction-decide.ts, no database) and writes it through the one write step
// (transaction-write.ts) that new bills, edits and credit or debit notes share.
import { canManageMasterData } from '@hisaab/shared/permissions';
import { REGULAR_SUPPLY } from '@hisaab/shared/gst/supply';
import { INVOICE_VALIDATION } from '@hisaab/shared/validation-messages';
import type { PaymentData, TransactionData } from '@hisaab/shared/schemas/transaction';
import { inputTaxRecoverable } from '@hisaab/shared/gst/registration';
import { DUE_KINDS } from '@hisaab/shared/due-kinds';
import type { AppContext } from '../../platform/app-context.ts';
import type { Tx } from '../../db/client.ts';
import { removePostings } from '../../bookkeeping/journal.ts';
import * as estimatesRepo from './estimates.repo.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { partyBalance } from '../../bookkeeping/balances.ts';
import { storageKeysOf } from '../stored-files/index.ts';
import { discardStoredFiles } from '../../platform/file-store.ts';
import { planGuard } from '../plans/index.ts';
import { refuseStale as refuseStaleVersion } from '../../platform/versions.ts';
import { isDbId } from '../taxes/index.ts';
import * as repo from './transactions.repo.ts';
import * as lookupsRepo from './save-lookups.repo.ts';
import { journalFor } from './transaction-posting.ts';
import { transactionInputs } from './transaction-inputs.ts';
import { documentFromRows, transactionView } from './transaction-view.ts';
import {
  checkBillAgainstOrders,
  FULFILMENT_MESSAGES,
  ordersOfBill,
  refuseUnknownSourceLines,
} from '../../bookkeeping/order-fulfilment.ts';
import {
  batchesOfChallanLines,
  CHALLAN_FULFILMENT_MESSAGES,
  challansOfBill,
  checkBillAgainstChallans,
} from '../../bookkeeping/challan-fulfilment.ts';
import { balanceAndDue, openBillsOf, settlementsOf } from '../../bookkeeping/bill-dues.ts';
import {
  ALLOCATION_MESSAGES,
  allocationsOf,
  writeAllocations,
  type Allocation,
} from '../../bookkeeping/allocations.ts';
import { paiseToRupees, toPaise, toQtyMilli } from '@hisaab/shared/money';
import { checkedSupplierInvoice } from './supplier-invoice.ts';
import {
  decideDocument,
  decideKind,
  NOTE_KINDS,
  refuseParty,
  TRANSACTION_MESSAGES,
  type StoredBill,
} from './transaction-decide.ts';
import { writeBill, type WrittenBill } from './transaction-write.ts';
import { refuseIfIrn } from './bill-lock.ts';
import { assertOpen } from '../periods/index.ts';
import { assignBatches, batchesByIds, type BatchRow } from '../batches/index.ts';
import { godownForMovement } from '../godowns/index.ts';

export { TRANSACTION_MESSAGES } from './transaction-decide.ts';

/** What one save wrote, with its customer: enough to answer without reading it back. */
interface SavedDocument extends WrittenBill {
  customer: repo.CustomerRow;
  isNew: boolean;
  /** The batches its lines name (issue 40 part 2). */
  batches: Map<number, BatchRow>;
}

/** The batches stored lines name, read only when some line names one. */
const batchesOfRows = (
  db: Tx | AppContext['db'],
  companyId: number,
  lines: readonly { batchId: number | null }[],
) =>
  batchesByIds(
    db,
    companyId,
    lines.flatMap((l) => (l.batchId === null ? [] : [l.batchId])),
  );

export interface SaveOptions {
  estimate?: boolean;
  /** An amendment of a filed supply (amendments module): the filing's lock is not applied. */
  amendment?: boolean;
  /**
   * A payment's choice of the bills it settles (issue 42), replacing what it chose before;
   * null: none, all of it settles the oldest bills first. Absent: left as it is.
   */
  allocations?: Allocation[] | null;
}

/** A stored document as the period lock reads it (issue 38). */
const datedOf = (header: repo.TransactionRow) => ({
  kind: header.kind,
  date: header.transactionDate,
});

export function transactionService(ctx: AppContext) {
  const plans = planGuard(ctx);
  const { resolveCustomer, resolveLines, resolvePayments } = transactionInputs(ctx);

  async function customerBalancePaise(
    db: Tx | AppContext['db'],
    companyId: number,
    customerId: number,
  ): Promise<number> {
    return partyBalance(db, companyId, customerId);
  }

  /**
   * The party's balance and the document's due (null for documents other than bills; nothing
   * is due while the party's balance is 0), in one round trip (bill-dues.ts balanceAndDue).
   */
  async function balanceAndDueOf(
    db: Tx | AppContext['db'],
    companyId: number,
    tx: repo.TransactionRow,
  ): Promise<{ balance: number; duePaise: number | null }> {
    const billed = DUE_KINDS.has(tx.kind) && !NOTE_KINDS.has(tx.kind);
    const read = await balanceAndDue(db, companyId, tx.customerId, billed ? tx.id : null);
    return {
      balance: read.balancePaise,
      // A note is set against its bill or refunded: nothing is due on the note itself.
      duePaise: NOTE_KINDS.has(tx.kind) ? 0 : billed ? read.duePaise : null,
    };
  }

  async function load(db: Tx | AppContext['db'], companyId: number, id: number) {
    const tx = await repo.findTransaction(db, companyId, id);
    if (!tx) throw notFound(TRANSACTION_MESSAGES.notFound);
    const customer = await repo.findCustomer(db, companyId, tx.customerId);
    const rows = await repo.transactionDetails(db, companyId, id);
    const settings = await repo.settingsOf(db, companyId);
    const { balance, duePaise } = await balanceAndDueOf(db, companyId, tx);
    const convertedTo = tx.convertedToTransactionId
      ? await estimatesRepo.documentNumber(db, companyId, tx.convertedToTransactionId)
      : null;
    const original = tx.returnOfTransactionId
      ? await repo.findTransaction(db, companyId, tx.returnOfTransactionId)
      : null;
    return transactionView({
      tx,
      customer: customer!,
      rows,
      batches: await batchesOfRows(db, companyId, rows.lines),
      traceabilityEnabled: settings?.enableTraceability ?? false,
      customerBalancePaise: balance,
      duePaise,
      allocations: tx.kind === 'payment' ? await allocationsOf(db, companyId, tx.id) : undefined,
      settlements:
        (tx.kind === 'sale' || tx.kind === 'purchase') && duePaise !== null
          ? await settlementsOf(db, companyId, tx.id, duePaise)
          : undefined,
      convertedTo,
      fromOrders: await ordersOfBill(db, companyId, id),
      fromChallans: await challansOfBill(db, companyId, id),
      returnOf: original && {
        id: original.id,
        number: original.number,
        transactionDate: original.transactionDate,
      },
    });
  }

  /**
   * An edit or delete based on a version other than the one stored: someone saved the bill in
   * between (it is locked by now, so the check is exact). Null: the caller named no version.
   */
  const refuseStale = (
    tx: Tx,
    companyId: number,
    header: repo.TransactionRow,
    version: number | null,
  ) => refuseStaleVersion(tx, companyId, header, version, TRANSACTION_MESSAGES.changedSince);

  /** The bill as stored, its row locked first (repo.lockTransaction): every edit starts here. */
  async function snapshot(tx: Tx, companyId: number, id: number): Promise<StoredBill | null> {
    const header = await repo.lockTransaction(tx, companyId, id);
    return header ? { header, ...(await repo.transactionDetails(tx, companyId, id)) } : null;
  }

  /**
   * One save inside the caller's transaction (a conversion saves the sale and marks its
   * estimate together): read what it needs, decide (transaction-decide.ts), write
   * (transaction-write.ts); answers what it wrote.
   */
  async function saveDocument(
    tx: Tx,
    me: AccessClaims,
    body: TransactionData,
    existingId: number | null,
    options: SaveOptions = {},
  ): Promise<SavedDocument> {
    if (body.updateItems && !canManageMasterData(me.roles))
      throw forbidden(TRANSACTION_MESSAGES.updateItemsForbidden);
    const date = body.transactionDate.slice(0, 10);
    const before = existingId ? await snapshot(tx, me.companyId, existingId) : null;
    if (existingId && !before) throw notFound(TRANSACTION_MESSAGES.notFound);
    if (before) await refuseStale(tx, me.companyId, before.header, body.version);
    // The IRP holds a bill with an IRN: no edit (its payments included) until it is cancelled.
    if (before) await refuseIfIrn(tx, me.companyId, before.header.id);
    const returns =
      before && !NOTE_KINDS.has(before.header.kind)
        ? await repo.returnNumbersOf(tx, me.companyId, before.header.id)
        : [];
    const looked = await lookupsRepo.saveLookups(tx, me.companyId, {
      // An id the database cannot hold finds no customer (0 is never an id).
      customerId: body.customerId > 0 ? (isDbId(body.customerId) ? body.customerId : 0) : null,
      customerName: body.customerName,
      projectId: body.projectId,
      itemIds: body.lineItems.map((l) => l.itemId).filter((id): id is number => id !== null),
      itemNames: body.lineItems.filter((l) => l.itemId === null).map((l) => l.itemName!),
    });
    const kind = decideKind({
      body,
      before,
      estimateRoute: options.estimate === true,
      items: looked?.items ?? [],
    });
    await plans.assertCanWrite(
      tx,
      me.companyId,
      kind.newInvoice ? 'new-invoice' : before ? 'change' : 'new-document',
      looked?.subscription ?? null,
    );
    const customer = await resolveCustomer(tx, me, body, looked?.customer ?? null);
    refuseParty({ body, kind, customer, projectExists: looked?.projectExists ?? false });
    const lines = await resolveLines(
      tx,
      me,
      body,
      kind.isPurchase,
      looked ?? { items: [], units: [] },
    );
    // Each goods line's batch (issue 40 part 2): a purchase names it, a sale takes one; a line
    // billing a delivery challan's line takes that line's batch (the goods left on it).
    const challanBatches = await batchesOfChallanLines(
      tx,
      me.companyId,
      body.lineItems.flatMap((l) => (l.challanLineId ? [l.challanLineId] : [])),
    );
    const batched = await assignBatches(tx, me.companyId, {
      side: kind.isEstimate || kind.isOpening ? 'none' : kind.isPurchase ? 'purchase' : 'sale',
      date,
      without: { transactionId: before?.header.id ?? null },
      lines: lines.map((line, i) => {
        const sent = body.lineItems[i]!;
        const carried = sent.challanLineId ? challanBatches.get(sent.challanLineId) : undefined;
        return {
          ...(carried === undefined ? {} : { carried: { batchId: carried } }),
          item: line.item,
          lotSerialNumber: line.lotSerialNumber,
          qtyMilli: toQtyMilli(line.quantity),
          batchId: sent.batchId ?? null,
          mfgDate: sent.mfgDate ?? null,
          expiryDate: sent.expiryDate ?? null,
          mrp: sent.mrp ?? null,
        };
      }),
    });
    for (const [i, choice] of batched.choices.entries()) {
      lines[i]!.batchId = choice.batchId;
      lines[i]!.lotSerialNumber = choice.lotSerialNumber;
    }
    // One godown per bill (issue 40 part 3): the one chosen, else on an edit the bill's own;
    // with neither, the lines' trigger names the default (no statement of its own here).
    const namedGodown = body.godownId ?? before?.lines.find((l) => l.godownId !== null)?.godownId;
    const godownId =
      namedGodown === null || namedGodown === undefined
        ? null
        : await godownForMovement(tx, me.companyId, namedGodown);
    for (const line of lines) line.godownId = godownId;
    const docPayments = await resolvePayments(
      tx,
      me.companyId,
      body.payments,
      body.bankAccountId,
      looked?.bankAccountIds ?? [],
    );
    const decided = decideDocument({
      body,
      date,
      kind,
      before,
      returns,
      customer,
      lines,
      payments: docPayments,
      sellerState: looked?.stateCode ?? null,
      // Read with the rest by saveLookups: no statement of its own.
      registration: looked?.registration ?? { gstin: null, gstScheme: 'regular' },
      lut: looked?.lut ?? { reference: null, validFrom: null, validTo: null },
      companyId: me.companyId,
    });
    const supplierInvoice = await checkedSupplierInvoice(tx, me.companyId, {
      kind: decided.kind,
      supplier: customer,
      billDate: date,
      billId: before?.header.id ?? null,
      supplierInvoiceNumber: body.supplierInvoiceNumber,
      supplierInvoiceDate: body.supplierInvoiceDate,
    });
    // Source lines of another company (or none) are refused before the lines are written.
    for (const [key, notFound] of [
      ['orderLineId', FULFILMENT_MESSAGES.notFound],
      ['challanLineId', CHALLAN_FULFILMENT_MESSAGES.notFound],
    ] as const)
      await refuseUnknownSourceLines(tx, me.companyId, lines, key, notFound);
    const written = await writeBill(tx, {
      companyId: me.companyId,
      userId: me.userId,
      now: ctx.now(),
      before,
      decided,
      extra: supplierInvoice,
      series: kind.numbered ? kind.series : null,
      format: looked?.numberFormats?.[kind.series] ?? null,
      updateItems: body.updateItems,
      amendment: options.amendment === true,
    });
    // Lines that fulfil order lines: within what is pending on them (issue 40).
    await checkBillAgainstOrders(
      tx,
      me.companyId,
      written.header,
      written.rows.lines,
      before?.lines ?? [],
    );
    // Lines that bill delivery challan lines: within what is pending on them (issue 40).
    await checkBillAgainstChallans(
      tx,
      me.companyId,
      written.header,
      written.rows.lines,
      before?.lines ?? [],
    );
    // The choice sent (POST /transactions/payment, or a bill body's allocations), else on an
    // edit of a payment its choice as stored, checked again against what changed.
    const allocations =
      options.allocations !== undefined
        ? options.allocations
        : body.allocations !== undefined
          ? (body.allocations?.map((a) => ({
              billId: a.billId,
              amountPaise: toPaise(a.amount),
            })) ?? null)
          : before?.header.kind === 'payment' && written.header.kind === 'payment'
            ? (await allocationsOf(tx, me.companyId, written.header.id)).map((a) => ({
                billId: a.billId,
                amountPaise: a.amountPaise,
              }))
            : undefined;
    if (allocations !== undefined) {
      const chosen = allocations ?? [];
      if (written.header.kind !== 'payment' && chosen.length > 0)
        throw badRequest(ALLOCATION_MESSAGES.notPaymentOnly);
      if (written.header.kind === 'payment')
        await writeAllocations(
          tx,
          {
            companyId: me.companyId,
            paymentId: written.header.id,
            partyId: written.header.customerId,
            isPaymentMade: written.header.isPurchase,
            date: written.header.transactionDate,
            amountPaise: Math.abs(written.header.paidPaise),
          },
          chosen,
        );
    }
    return { ...written, customer, isNew: !before, batches: batched.batches };
  }

  /**
   * The reply for a new document, from what was written; after the commit, only the customer's
   * balance and the bill's due are read (inside the transaction they would hold the company's
   * number and balances locks two round trips longer, and every other save of the company
   * waits on those).
   */
  async function viewOfNew(db: AppContext['db'], companyId: number, saved: SavedDocument) {
    const traceability =
      saved.traceability ?? (await repo.settingsOf(db, companyId))?.enableTraceability ?? false;
    const { balance, duePaise } = await balanceAndDueOf(db, companyId, saved.header);
    // A new bill has no notes or chosen payments yet: only earlier credits settling it oldest
    // first, which show as a due below what the bill itself left open (read then, as `load`).
    const leftOpen = Math.abs(saved.header.amountPaise) - Math.abs(saved.header.paidPaise);
    const settled = duePaise !== null && duePaise < leftOpen;
    return transactionView({
      tx: saved.header,
      customer: saved.customer,
      rows: saved.rows,
      traceabilityEnabled: traceability,
      customerBalancePaise: balance,
      duePaise,
      allocations:
        saved.header.kind === 'payment'
          ? await allocationsOf(db, companyId, saved.header.id)
          : undefined,
      settlements:
        (saved.header.kind === 'sale' || saved.header.kind === 'purchase') && duePaise !== null
          ? settled
            ? await settlementsOf(db, companyId, saved.header.id, duePaise)
            : []
          : undefined,
      convertedTo: null,
      fromOrders: saved.rows.lines.some((l) => l.orderLineId !== null)
        ? await ordersOfBill(db, companyId, saved.header.id)
        : [],
      fromChallans: saved.rows.lines.some((l) => l.challanLineId !== null)
        ? await challansOfBill(db, companyId, saved.header.id)
        : [],
      batches: saved.batches,
    });
  }

  return {
    get: (me: AccessClaims, id: number) => load(ctx.db, me.companyId, id),

    /** The party's bills a payment may choose to settle, oldest first (issue 42). */
    async openBills(
      me: AccessClaims,
      customerId: number,
      isPurchase: boolean,
      paymentId: number | null,
    ) {
      const customer = await repo.findCustomer(ctx.db, me.companyId, customerId);
      if (!customer) throw notFound(TRANSACTION_MESSAGES.customerNotFound);
      const bills = await openBillsOf(ctx.db, me.companyId, customerId, isPurchase, paymentId);
      return bills.map((b) => ({
        id: b.id,
        number: b.number,
        date: b.date,
        total: paiseToRupees(b.totalPaise),
        due: paiseToRupees(b.duePaise),
        chosen: paiseToRupees(b.chosenPaise),
      }));
    },

    async saveIn(
      tx: Tx,
      me: AccessClaims,
      body: TransactionData,
      existingId: number | null,
      options: SaveOptions = {},
    ): Promise<number> {
      return (await saveDocument(tx, me, body, existingId, options)).header.id;
    },

    async save(
      me: AccessClaims,
      body: TransactionData,
      existingId: number | null,
      options: SaveOptions = {},
    ) {
      const saved = await ctx.db.transaction((tx) =>
        saveDocument(tx, me, body, existingId, options),
      );
      // A payment's chosen bills are read back with it (load); other new documents answer
      // from what was written.
      return saved.isNew && options.allocations === undefined
        ? viewOfNew(ctx.db, me.companyId, saved)
        : load(ctx.db, me.companyId, saved.header.id);
    },

    async remove(me: AccessClaims, id: number, version: number | null = null) {
      const storedFiles = await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'change');
        const before = await snapshot(tx, me.companyId, id);
        if (!before) throw notFound(TRANSACTION_MESSAGES.notFound);
        await refuseStale(tx, me.companyId, before.header, version);
        await refuseIfIrn(tx, me.companyId, id);
        await assertOpen(tx, me.companyId, [datedOf(before.header)]);
        const returns = await repo.returnNumbersOf(tx, me.companyId, id);
        if (returns.length > 0) throw conflict(TRANSACTION_MESSAGES.hasReturns(returns.join(', ')));
        const keys = await storageKeysOf(tx, me.companyId, { transactionId: id });
        await removePostings(tx, me.companyId, 'transaction', id);
        // An estimate whose sale this was is open again.
        await estimatesRepo.clearConversionsTo(tx, me.companyId, id);
        await repo.deleteTransaction(tx, me.companyId, id);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'transaction',
            entityId: id,
            action: 'delete',
            before,
          },
          ctx.now(),
        );
        return keys;
      });
      // The file rows went with the bill; their bytes are removed once that has committed.
      await discardStoredFiles(ctx.fileStore, storedFiles);
    },

    /** A payment-only entry (payment received or made), or a change to an existing payment. */
    async savePayment(me: AccessClaims, body: PaymentData) {
      const customer = await repo.findCustomer(ctx.db, me.companyId, body.customerId);
      if (!customer) throw fieldError('customerId', TRANSACTION_MESSAGES.customerNotFound);
      if (customer.isDefaultCash)
        throw fieldError('customerId', INVOICE_VALIDATION.paymentNeedsCustomer);
      const payment = {
        id: null,
        amount: body.amount,
        isBankTransaction: body.isBankTransaction,
        bankAccountId: body.bankAccountId,
        isPaymentMade: body.isPaymentMade,
      };
      const allocations =
        body.allocations?.map((a) => ({ billId: a.billId, amountPaise: toPaise(a.amount) })) ??
        null;
      let transactionId: number | null = null;
      if (body.id) {
        const existing = await repo.findPayment(ctx.db, me.companyId, body.id);
        if (!existing) throw notFound(TRANSACTION_MESSAGES.paymentNotFound);
        transactionId = existing.transactionId;
      }
      if (transactionId === null) {
        return this.save(
          me,
          {
            customerId: customer.id,
            customerName: null,
            projectId: body.projectId,
            transactionDate: body.transactionDate,
            isPurchase: body.isPaymentMade,
            updateItems: false,
            remark: body.remark,
            bankAccountId: body.bankAccountId,
            lineItems: [],
            payments: [payment],
            supplierInvoiceNumber: null,
            supplierInvoiceDate: null,
            ...REGULAR_SUPPLY,
            id: null,
            version: null,
          },
          null,
          { allocations },
        );
      }
      // Changing one payment of a bill: the bill stays, only that payment changes.
      const current = await load(ctx.db, me.companyId, transactionId);
      const others = current.payments.filter((p) => p.id !== body.id);
      return this.save(
        me,
        {
          id: transactionId,
          // The bill as the caller read it, when it says (read just now otherwise).
          version: body.version,
          customerId: customer.id,
          customerName: null,
          projectId: current.projectId,
          transactionDate: current.transactionDate,
          isPurchase: current.isPurchase,
          updateItems: false,
          remark: body.remark ?? current.remark,
          supplierInvoiceNumber: current.supplierInvoiceNumber,
          supplierInvoiceDate: current.supplierInvoiceDate,
          // The bill's supply as saved (its place of supply as chosen, so nothing moves).
          supplyType: current.supplyType,
          reverseCharge: current.reverseCharge,
          placeOfSupply: current.placeOfSupply,
          shipTo: current.shipTo,
          dispatchFrom: current.dispatchFrom,
          exportDetails: current.exportDetails,
          bankAccountId: body.bankAccountId,
          lineItems: current.lineItems.map((l) => ({
            id: l.id,
            itemId: l.itemId,
            itemName: l.itemName,
            quantity: l.quantity,
            rate: l.rate,
            unitId: l.unitId,
            unitName: l.unitName,
            lotSerialNumber: l.lotSerialNumber,
            orderLineId: l.orderLineId ?? null,
            challanLineId: l.challanLineId ?? null,
            batchId: l.batch?.id ?? null,
          })),
          payments: [
            ...others.map((p) => ({
              id: p.id,
              amount: p.amount,
              isBankTransaction: p.isBankTransaction,
              bankAccountId: p.bankAccountId,
              isPaymentMade: p.isPaymentMade,
            })),
            { ...payment, id: body.id },
          ],
        },
        transactionId,
        { allocations },
      );
    },

    /** Deletes one payment; a payment-only entry left with no payment is deleted with it. */
    async removePayment(me: AccessClaims, paymentId: number, version: number | null = null) {
      await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'change');
        const payment = await repo.findPayment(tx, me.companyId, paymentId);
        if (!payment) throw notFound(TRANSACTION_MESSAGES.paymentNotFound);
        const before = await snapshot(tx, me.companyId, payment.transactionId);
        if (before) await refuseStale(tx, me.companyId, before.header, version);
        await refuseIfIrn(tx, me.companyId, payment.transactionId);
        if (before) await assertOpen(tx, me.companyId, [datedOf(before.header)]);
        // An edit of the bill that held the lock first rewrote its payments: this one is gone.
        if (!before?.payments.some((p) => p.id === paymentId))
          throw notFound(TRANSACTION_MESSAGES.paymentNotFound);
        await repo.deletePayment(tx, me.companyId, paymentId);
        const rows = await repo.transactionDetails(tx, me.companyId, payment.transactionId);
        const header = before.header;
        if (header.kind === 'payment' && rows.payments.length === 0) {
          await removePostings(tx, me.companyId, 'transaction', header.id);
          await repo.deleteTransaction(tx, me.companyId, header.id);
          await recordAudit(
            tx,
            {
              companyId: me.companyId,
              userId: me.userId,
              entity: 'transaction',
              entityId: header.id,
              action: 'delete',
              before,
            },
            ctx.now(),
          );
          return;
        }
        const doc = documentFromRows(rows);
        await repo.updateTransaction(tx, me.companyId, header.id, {
          paidPaise: Math.abs(doc.paidPaise),
          // The bill changed: an edit of it opened before this answers 409 (issue 37).
          version: header.version + 1,
          updatedAt: ctx.now(),
          updatedBy: me.userId,
        });
        await journalFor({
          companyId: me.companyId,
          transactionId: header.id,
          date: header.transactionDate,
          partyId: header.customerId,
          isPurchase: header.isPurchase,
          doc,
          inputTaxRecoverable: inputTaxRecoverable(await repo.gstRegistrationOf(tx, me.companyId)),
        }).post(tx);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'payment',
            entityId: paymentId,
            action: 'delete',
            before: payment,
          },
          ctx.now(),
        );
      });
    },

    /** Used by tests and reports: a customer's balance from the ledger. */
    customerBalancePaise: (companyId: number, customerId: number) =>
      customerBalancePaise(ctx.db, companyId, customerId),
  };
}

export type TransactionService = ReturnType<typeof transactionService>;
