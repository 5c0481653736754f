// Saving, loading and deleting bills and payments. A save is one database transaction:
// header, lines, tax lines, payments, the number, balanced ledger lines and the audit trail.
import { and, eq } from 'drizzle-orm';
import { canManageMasterData } from '@hisaab/shared/permissions';
import { validateInvoiceNumber } from '@hisaab/shared/invoice-number';
import { INVOICE_VALIDATION } from '@hisaab/shared/validation-messages';
import type { PaymentData, TransactionData } from '@hisaab/shared/schemas/transaction';
import { MoneyError } from '@hisaab/shared/money';
import { collectsTax, inputTaxRecoverable } from '@hisaab/shared/gst/registration';
import { DUE_KINDS } from '@hisaab/shared/due-kinds';
import type { AppContext } from '../../platform/app-context.ts';
import type { Tx } from '../../db/client.ts';
import {
  items,
  payments,
  transactionLines,
  transactionLineTaxes,
  transactions,
} from '../../db/schema.ts';
import { Journal, removePostings } from '../../db/ledger.ts';
import { insertRows } from '../../db/insert-rows.ts';
import * as estimatesRepo from './estimates.repo.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';
import { recordAudit, recordAuditReadingPartyBalance } from '../audit/audit.repo.ts';
import { partyBalance } from '../balances/balances.repo.ts';
import { storageKeysOf } from '../files/files.repo.ts';
import { discardStoredFiles } from '../../platform/file-store.ts';
import { planGuard } from '../plans/plan-guard.ts';
import { isDbId } from '../taxes/ids.ts';
import * as repo from './transactions.repo.ts';
import {
  computeDocument,
  lineRowOf,
  lineTaxRowsOf,
  type ComputedDocument,
} from './transaction-document.ts';
import { journalFor } from './transaction-posting.ts';
import { INPUT_MESSAGES, isOpeningBalanceBill, transactionInputs } from './transaction-inputs.ts';
import { documentFromRows, transactionView } from './transaction-view.ts';
import { dueOfBills } from '../balances/bill-dues.ts';
import { checkedSupplierInvoice } from './supplier-invoice.ts';

export const TRANSACTION_MESSAGES = {
  notFound: 'Transaction not found.',
  paymentNotFound: 'Payment not found.',
  customerNotFound: INPUT_MESSAGES.customerNotFound,
  projectNotFound: 'Project not found.',
  bankAccountUnavailable: INPUT_MESSAGES.bankAccountUnavailable,
  updateItemsForbidden: 'Only Admin/Manager can update item rates.',
  itemMissing: INPUT_MESSAGES.itemMissing,
  unitMissing: INPUT_MESSAGES.unitMissing,
  numberTooLong:
    'The next invoice number does not fit the 16-character GST limit. Change the number format in Settings.',
  estimateNotFound: 'Estimate not found.',
  estimateNoPayment:
    'An estimate takes no payment. Convert it into a sale, then record the payment there.',
  noteUnchangeable: 'A credit or debit note cannot be changed. Delete it and make a new one.',
  hasReturns: (numbers: string) =>
    `This bill has returns (${numbers}). Delete them before changing its lines or deleting it.`,
} as const;

const NOTE_KINDS = new Set(['credit_note', 'debit_note']);

/** What a bill's lines say, to tell a payment-only change from a change of its goods. */
const linesSignature = (lines: ComputedDocument['lines']) =>
  JSON.stringify(lines.map((l) => [l.lineNo, l.itemId, l.specialKind, l.qtyMilli, l.ratePaise]));

/** How a save treats the document: an estimate is its own kind, with its own number series. */
/** A document's lines, tax rows and payments, as stored. */
interface DocumentRows {
  lines: (typeof transactionLines.$inferSelect)[];
  lineTaxes: (typeof transactionLineTaxes.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
}

/** What one save wrote: enough to answer without reading it back. */
interface SavedDocument {
  header: repo.TransactionRow;
  rows: DocumentRows;
  customer: repo.CustomerRow;
  /** The traceability setting, when numbering read it. */
  traceability: boolean | null;
  isNew: boolean;
  /** The customer's balance with this document. */
  customerBalancePaise: number;
}

export interface SaveOptions {
  estimate?: boolean;
}

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

  /** A bill's due (null for other documents); nothing is due while the party's balance is 0. */
  async function billDue(
    db: Tx | AppContext['db'],
    companyId: number,
    tx: repo.TransactionRow,
    balancePaise: number,
  ): Promise<number | null> {
    // A note is set against its bill or refunded: nothing is due on the note itself.
    if (NOTE_KINDS.has(tx.kind)) return 0;
    if (!DUE_KINDS.has(tx.kind)) return null;
    if (balancePaise === 0) return 0;
    return (await dueOfBills(db, companyId, [tx.id])).get(tx.id) ?? 0;
  }

  async function load(db: Tx | AppContext['db'], companyId: number, id: number) {
    const tx = await repo.findTransaction(db, companyId, id);
    if (!tx) throw notFound(TRANSACTION_MESSAGES.notFound);
    const customer = await repo.findCustomer(db, companyId, tx.customerId);
    const rows = await repo.transactionDetails(db, companyId, id);
    const settings = await repo.settingsOf(db, companyId);
    const balance = await customerBalancePaise(db, companyId, tx.customerId);
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
      traceabilityEnabled: settings?.enableTraceability ?? false,
      customerBalancePaise: balance,
      duePaise: await billDue(db, companyId, tx, balance),
      convertedTo,
      returnOf: original && {
        id: original.id,
        number: original.number,
        transactionDate: original.transactionDate,
      },
    });
  }

  /**
   * The next number of the series, never reused, taken under the settings row's lock
   * (repo.takeNumber, the statements a new bill's insert leads with); a format with {FY}
   * counts in the bill date's financial year's counter, so a back-dated bill continues its own
   * year's series. `claim` takes a number for the document, or answers false when another
   * document has it (a number typed by hand earlier, or a lowered counter): that number is
   * skipped, never duplicated, and the next taken. Also answers the traceability setting.
   */
  async function allocateNumber(
    tx: Tx,
    companyId: number,
    series: repo.DocumentSeries,
    date: string,
    claim: (number: string) => Promise<boolean>,
  ): Promise<{ number: string; traceability: boolean }> {
    const settings = await repo.settingsOf(tx, companyId);
    const format = settings![repo.SERIES_COLUMNS[series].format];
    for (;;) {
      const taken = (await repo.takeNumber(tx, companyId, { series, format, date }))!;
      if (validateInvoiceNumber(taken.number)) throw badRequest(TRANSACTION_MESSAGES.numberTooLong);
      if (await claim(taken.number)) return taken;
    }
  }

  async function writeDocument(
    tx: Tx,
    companyId: number,
    transactionId: number,
    doc: ComputedDocument,
    date: string,
  ): Promise<DocumentRows> {
    const written: DocumentRows = { lines: [], lineTaxes: [], payments: [] };
    if (doc.lines.length > 0) {
      // One statement for the lines and one for their taxes, however long the bill.
      const rows = await insertRows(
        tx,
        transactionLines,
        doc.lines.map((line) => lineRowOf(companyId, transactionId, line)),
      );
      written.lines = rows;
      const lineIds = new Map(rows.map((r) => [r.lineNo, r.id]));
      const taxRows = doc.lines.flatMap((line) =>
        lineTaxRowsOf(companyId, line).map(({ lineNo, ...tax }) => ({
          ...tax,
          transactionId,
          lineId: lineIds.get(lineNo)!,
        })),
      );
      if (taxRows.length > 0)
        written.lineTaxes = await insertRows(tx, transactionLineTaxes, taxRows);
    }
    if (doc.payments.length > 0) {
      written.payments = await insertRows(
        tx,
        payments,
        doc.payments.map((p) => ({ companyId, transactionId, paymentDate: date, ...p })),
      );
    }
    return written;
  }

  /** The bill as stored, its row locked first (repo.lockTransaction): every edit starts here. */
  async function snapshot(tx: Tx, companyId: number, id: number) {
    const header = await repo.lockTransaction(tx, companyId, id);
    return header ? { header, ...(await repo.transactionDetails(tx, companyId, id)) } : null;
  }

  /**
   * One save inside the caller's transaction (a conversion saves the sale and marks its
   * estimate together); answers what it wrote.
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
    const now = ctx.now();
    const before = existingId ? await snapshot(tx, me.companyId, existingId) : null;
    if (existingId && !before) throw notFound(TRANSACTION_MESSAGES.notFound);
    if (before && NOTE_KINDS.has(before.header.kind))
      throw conflict(TRANSACTION_MESSAGES.noteUnchangeable);
    const returns = before ? await repo.returnNumbersOf(tx, me.companyId, before.header.id) : [];
    // Modify keeps the document's kind: an estimate stays one until it is converted.
    const isEstimate = before ? before.header.kind === 'estimate' : options.estimate === true;
    if (options.estimate && !isEstimate) throw notFound(TRANSACTION_MESSAGES.estimateNotFound);
    const paymentOnly = body.lineItems.length === 0;
    if (isEstimate && paymentOnly) throw fieldError('lineItems', INVOICE_VALIDATION.nothingToSave);
    if (isEstimate && body.payments.length > 0)
      throw fieldError('payments', TRANSACTION_MESSAGES.estimateNoPayment);
    // Modify keeps the document's side (sale or purchase) as it was saved.
    const isPurchase = isEstimate
      ? false
      : before
        ? before.header.isPurchase
        : paymentOnly
          ? body.payments.every((p) => p.isPaymentMade)
          : body.isPurchase;
    const looked = await repo.saveLookups(tx, me.companyId, {
      // An id the database cannot hold finds no customer (0 is never an id).
      customerId: body.customerId > 0 ? (isDbId(body.customerId) ? body.customerId : 0) : null,
      customerName: body.customerName,
      projectId: body.projectId,
      itemIds: body.lineItems.map((l) => l.itemId).filter((id): id is number => id !== null),
      itemNames: body.lineItems.filter((l) => l.itemId === null).map((l) => l.itemName!),
    });
    // An opening balance is its own kind: never a sale or purchase, no number of a series.
    const isOpening = !isEstimate && isOpeningBalanceBill(body.lineItems, looked?.items ?? []);
    const wasOpening = before?.header.kind === 'opening_balance';
    if (before && !paymentOnly && isOpening !== wasOpening && before.header.kind !== 'payment')
      throw fieldError('lineItems', INVOICE_VALIDATION.openingBalanceKindChange);
    // A sales invoice counts against the plan when it is new (or a payment becomes one);
    // an estimate or an opening balance never does.
    const newInvoice =
      !isEstimate && !paymentOnly && !isOpening && !isPurchase && before?.header.kind !== 'sale';
    const series: repo.DocumentSeries = isEstimate
      ? 'estimate'
      : isPurchase
        ? 'purchase'
        : 'invoice';
    /** Whether the document takes a number of its series (an opening balance takes none). */
    const numbered = !paymentOnly && !isOpening;
    await plans.assertCanWrite(
      tx,
      me.companyId,
      newInvoice ? 'new-invoice' : before ? 'change' : 'new-document',
      looked?.subscription ?? null,
    );
    const customer = await resolveCustomer(tx, me, body, looked?.customer ?? null);
    // The foreign key would refuse another company's project only as a server error.
    if (body.projectId !== null && !looked?.projectExists) {
      throw fieldError('projectId', TRANSACTION_MESSAGES.projectNotFound);
    }
    if (paymentOnly && customer.isDefaultCash)
      throw fieldError('customerId', INVOICE_VALIDATION.paymentNeedsCustomer);
    const lines = await resolveLines(tx, me, body, isPurchase, looked ?? { items: [], units: [] });
    if (customer.isDefaultCash && lines.some((l) => l.item.specialKind === 'opening_balance')) {
      throw fieldError('customerId', INVOICE_VALIDATION.openingBalanceCash);
    }
    const docPayments = await resolvePayments(
      tx,
      me.companyId,
      body.payments,
      body.bankAccountId,
      looked?.bankAccountIds ?? [],
    );
    const sellerState = looked?.stateCode ?? null;
    const registration = looked?.registration ?? { gstin: null, gstScheme: 'regular' };
    const placeOfSupply = customer.stateCode ?? sellerState;
    // A company without a GSTIN has no state of its own: its bills count as intra-state.
    let doc: ComputedDocument;
    try {
      doc = computeDocument({
        lines,
        payments: docPayments,
        billDate: date,
        sellerStateCode: sellerState ?? placeOfSupply ?? '00',
        placeOfSupplyStateCode: placeOfSupply ?? sellerState ?? '00',
        // Read with the rest by saveLookups: no statement of its own.
        chargesTax: isPurchase || collectsTax(registration),
      });
    } catch (error) {
      // Quantity × rate beyond what money can hold: the message names the line's problem.
      if (error instanceof MoneyError) throw badRequest(error.message);
      throw error;
    }

    const kind = isEstimate
      ? 'estimate'
      : paymentOnly
        ? 'payment'
        : isOpening
          ? 'opening_balance'
          : isPurchase
            ? 'purchase'
            : 'sale';
    const supplierInvoice = await checkedSupplierInvoice(tx, me.companyId, {
      kind,
      supplier: customer,
      billDate: date,
      billId: before?.header.id ?? null,
      supplierInvoiceNumber: body.supplierInvoiceNumber,
      supplierInvoiceDate: body.supplierInvoiceDate,
    });
    const header = {
      kind,
      ...supplierInvoice,
      isPurchase,
      transactionDate: date,
      customerId: customer.id,
      projectId: body.projectId,
      remark: body.remark,
      placeOfSupply,
      amountPaise: doc.totals.amountPaise,
      taxablePaise: doc.totals.taxablePaise,
      taxPaise: doc.totals.taxPaise,
      paidPaise: Math.abs(doc.paidPaise),
      updatedBy: me.userId,
      updatedAt: now,
    };
    // Returns point at the bill's lines: with returns, only its payments may change.
    if (
      before &&
      returns.length > 0 &&
      linesSignature(documentFromRows(before).lines) !== linesSignature(doc.lines)
    ) {
      throw conflict(TRANSACTION_MESSAGES.hasReturns(returns.join(', ')));
    }
    const normalLines = doc.lines.filter((l) => !l.specialKind);
    // A quoted rate is not a billed one: only sales remember the customer's rate.
    const remembersRates = !body.updateItems && !isPurchase && !isEstimate;
    const posting = (transactionId: number) =>
      journalFor({
        companyId: me.companyId,
        transactionId,
        date,
        partyId: customer.id,
        isPurchase,
        doc,
        inputTaxRecoverable: inputTaxRecoverable(registration),
      });
    let written: repo.TransactionRow;
    let rows: DocumentRows;
    /** The customer's balance with this document, for the reply. */
    let customerBalancePaise = 0;
    let traceability: boolean | null = null;
    if (before) {
      const allocated =
        before.header.number !== null || !numbered
          ? null
          : await allocateNumber(
              tx,
              me.companyId,
              series,
              date,
              async (n) => !(await repo.numberTaken(tx, me.companyId, isPurchase, n)),
            );
      await repo.clearDocumentRows(tx, me.companyId, before.header.id);
      [written] = (await tx
        .update(transactions)
        .set({ ...header, number: before.header.number ?? allocated?.number ?? null })
        .where(and(eq(transactions.companyId, me.companyId), eq(transactions.id, before.header.id)))
        .returning()) as [repo.TransactionRow];
      rows = await writeDocument(tx, me.companyId, written.id, doc, date);
      // An estimate posts nothing: no ledger lines, so no balance, cash or report moves.
      if (!isEstimate) await posting(written.id).post(tx);
      if (remembersRates) {
        await repo.rememberCustomerRates(
          tx,
          me.companyId,
          customer.id,
          normalLines.map((l) => ({ itemId: l.itemId, ratePaise: l.ratePaise })),
          now,
        );
      }
    } else {
      // Everything in one statement (repo.insertNewDocument), the header taking its number in
      // its insert: a number another document holds writes nothing, and the next is tried.
      const parts: repo.NewDocumentRows = {
        header: {
          companyId: me.companyId,
          ...header,
          createdBy: me.userId,
          // The app's clock, like updatedAt: the plan year counts invoices by it.
          createdAt: now,
        },
        lines: doc.lines.map((line) => {
          const { transactionId: _transactionId, ...row } = lineRowOf(me.companyId, 0, line);
          return row;
        }),
        lineTaxes: doc.lines.flatMap((line) => lineTaxRowsOf(me.companyId, line)),
        payments: doc.payments.map((p) => ({ companyId: me.companyId, paymentDate: date, ...p })),
        // An estimate posts nothing: no ledger lines, so no balance, cash or report moves.
        journal: isEstimate
          ? []
          : Journal.linesOfNew([posting(0)]).map(({ sourceId: _sourceId, ...line }) => line),
        customerRates: remembersRates
          ? repo.customerRateRows(
              me.companyId,
              customer.id,
              normalLines.map((l) => ({ itemId: l.itemId, ratePaise: l.ratePaise })),
              now,
            )
          : [],
      };
      // The number is taken by the statement that writes the bill (as late as it can be: the
      // settings row stays locked from there to commit). A number another document holds (typed
      // by hand earlier, or a lowered counter) writes nothing: it is skipped, the next is taken.
      // A payment or an opening balance has no number. The settings row (and so the format)
      // exists from registration.
      const numbering = numbered ? { series, format: looked!.numberFormats![series], date } : null;
      for (;;) {
        const inserted = await repo.insertNewDocument(
          tx,
          parts,
          { userId: me.userId, at: now },
          numbering,
        );
        if (inserted.header === null) {
          // Not written: the number was held by another document (try the next one) or was
          // longer than GST allows.
          if (validateInvoiceNumber(inserted.number ?? ''))
            throw badRequest(TRANSACTION_MESSAGES.numberTooLong);
          continue;
        }
        written = inserted.header;
        rows = {
          lines: inserted.lines,
          lineTaxes: inserted.lineTaxes,
          payments: inserted.payments,
        };
        customerBalancePaise = inserted.customerBalancePaise;
        traceability = inserted.traceability;
        break;
      }
    }
    const transactionId = written.id;

    if (body.updateItems) {
      for (const line of normalLines) {
        await tx
          .update(items)
          .set(isPurchase ? { buyRatePaise: line.ratePaise } : { ratePaise: line.ratePaise })
          .where(and(eq(items.companyId, me.companyId), eq(items.id, line.itemId)));
      }
      await repo.clearCustomerRates(
        tx,
        me.companyId,
        normalLines.map((l) => l.itemId),
      );
    }

    if (before) {
      // What was written, as snapshot() would read it back (a new document's audit row is
      // written by its insert). The same statement reads the customer's balance for the reply:
      // the journal lines above are in it.
      customerBalancePaise = await recordAuditReadingPartyBalance(
        tx,
        {
          companyId: me.companyId,
          userId: me.userId,
          entity: 'transaction',
          entityId: transactionId,
          action: 'update',
          before,
          after: { header: written, ...rows },
        },
        now,
        customer.id,
      );
    }
    return { header: written, rows, customer, traceability, isNew: !before, customerBalancePaise };
  }

  /** The reply for a new document, from what was written (no reading back after commit). */
  async function viewOfNew(tx: Tx, companyId: number, saved: SavedDocument) {
    const traceability =
      saved.traceability ?? (await repo.settingsOf(tx, companyId))?.enableTraceability ?? false;
    return transactionView({
      tx: saved.header,
      customer: saved.customer,
      rows: saved.rows,
      traceabilityEnabled: traceability,
      customerBalancePaise: saved.customerBalancePaise,
      duePaise: await billDue(tx, companyId, saved.header, saved.customerBalancePaise),
      convertedTo: null,
    });
  }

  return {
    get: (me: AccessClaims, id: number) => load(ctx.db, me.companyId, id),

    async saveIn(
      tx: Tx,
      me: AccessClaims,
      body: TransactionData,
      existingId: number | null,
      options: SaveOptions = {},
    ): Promise<number> {
      return (await saveDocument(tx, me, body, existingId, options)).header.id;
    },

    /** For credit and debit notes (returns module): the same numbering and line writing. */
    allocateNumber,
    writeDocument,

    async save(
      me: AccessClaims,
      body: TransactionData,
      existingId: number | null,
      options: SaveOptions = {},
    ) {
      const saved = await ctx.db.transaction(async (tx) => {
        const doc = await saveDocument(tx, me, body, existingId, options);
        return {
          id: doc.header.id,
          view: doc.isNew ? await viewOfNew(tx, me.companyId, doc) : null,
        };
      });
      return saved.view ?? load(ctx.db, me.companyId, saved.id);
    },

    async remove(me: AccessClaims, id: number) {
      const storedFiles = await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'change');
        const before = await snapshot(tx, me.companyId, id);
        if (!before) throw notFound(TRANSACTION_MESSAGES.notFound);
        const returns = await repo.returnNumbersOf(tx, me.companyId, id);
        if (returns.length > 0) throw conflict(TRANSACTION_MESSAGES.hasReturns(returns.join(', ')));
        const keys = await storageKeysOf(tx, me.companyId, { transactionId: id });
        await removePostings(tx, me.companyId, 'transaction', id);
        // An estimate whose sale this was is open again.
        await estimatesRepo.clearConversionsTo(tx, me.companyId, id);
        await tx
          .delete(transactions)
          .where(and(eq(transactions.companyId, me.companyId), eq(transactions.id, id)));
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
      let transactionId: number | null = null;
      if (body.id) {
        const [existing] = await ctx.db
          .select()
          .from(payments)
          .where(and(eq(payments.companyId, me.companyId), eq(payments.id, body.id)));
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
            id: null,
          },
          null,
        );
      }
      // Changing one payment of a bill: the bill stays, only that payment changes.
      const current = await load(ctx.db, me.companyId, transactionId);
      const others = current.payments.filter((p) => p.id !== body.id);
      return this.save(
        me,
        {
          id: transactionId,
          customerId: customer.id,
          customerName: null,
          projectId: current.projectId,
          transactionDate: current.transactionDate,
          isPurchase: current.isPurchase,
          updateItems: false,
          remark: body.remark ?? current.remark,
          supplierInvoiceNumber: current.supplierInvoiceNumber,
          supplierInvoiceDate: current.supplierInvoiceDate,
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
      );
    },

    /** Deletes one payment; a payment-only entry left with no payment is deleted with it. */
    async removePayment(me: AccessClaims, paymentId: number) {
      await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'change');
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.companyId, me.companyId), eq(payments.id, paymentId)));
        if (!payment) throw notFound(TRANSACTION_MESSAGES.paymentNotFound);
        const before = await snapshot(tx, me.companyId, payment.transactionId);
        await tx
          .delete(payments)
          .where(and(eq(payments.companyId, me.companyId), eq(payments.id, paymentId)));
        const rows = await repo.transactionDetails(tx, me.companyId, payment.transactionId);
        const header = before!.header;
        if (header.kind === 'payment' && rows.payments.length === 0) {
          await removePostings(tx, me.companyId, 'transaction', header.id);
          await tx
            .delete(transactions)
            .where(and(eq(transactions.companyId, me.companyId), eq(transactions.id, header.id)));
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
        await tx
          .update(transactions)
          .set({ paidPaise: Math.abs(doc.paidPaise), updatedAt: ctx.now(), updatedBy: me.userId })
          .where(and(eq(transactions.companyId, me.companyId), eq(transactions.id, header.id)));
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
