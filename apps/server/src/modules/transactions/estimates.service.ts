// Estimates (quotations): their own document and number series (EST-{0000}) that moves no
// stock, posts no ledger line and counts in no report or invoice limit, listed and searched on
// their own, and converted into a sales invoice in one step.
import { todayInIndia } from '@hisaab/shared/format';
import type { SupplyType } from '@hisaab/shared/gst/supply';
import { paiseToRupees, qtyMilliToNumber } from '@hisaab/shared/money';
import type { TransactionData } from '@hisaab/shared/schemas/transaction';
import type { AppContext } from '../../platform/app-context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import * as estimatesRepo from './estimates.repo.ts';
import * as repo from './transactions.repo.ts';
import { TRANSACTION_MESSAGES, type TransactionService } from './transactions.service.ts';
import { msg } from '@hisaab/shared/i18n/messages';

export const ESTIMATE_MESSAGES = {
  notFound: TRANSACTION_MESSAGES.estimateNotFound,
  alreadyConverted: (number: string) =>
    msg('This estimate is already converted to {{number}}.', { number }),
} as const;

export interface EstimateListQuery {
  search: string | null;
  skip: number;
  take: number;
}

export function estimateService(ctx: AppContext, transactions: TransactionService) {
  return {
    async list(me: AccessClaims, query: EstimateListQuery) {
      const { rows, total } = await estimatesRepo.listEstimates(ctx.db, me.companyId, query);
      return {
        items: rows.map((r) => ({
          id: r.id,
          number: r.number,
          transactionDate: r.transactionDate,
          customerId: r.customerId,
          customerName: r.customerName,
          amount: paiseToRupees(r.amountPaise),
          remark: r.remark,
          convertedTo: r.convertedToId
            ? { id: r.convertedToId, number: r.convertedToNumber }
            : null,
          createdAt: r.createdAt.toISOString(),
        })),
        total,
        skip: query.skip,
        take: query.take,
      };
    },

    create: (me: AccessClaims, body: TransactionData) =>
      transactions.save(me, body, null, { estimate: true }),

    update: (me: AccessClaims, id: number, body: TransactionData) =>
      transactions.save(me, body, id, { estimate: true }),

    /**
     * The estimate becomes a sales invoice dated today, with the next invoice number, in one
     * transaction: its lines as quoted (tax-inclusive rates, so the same total; taxes as in
     * force today), paid in cash for the Cash customer (as every cash sale), on credit for a
     * registered customer. The estimate keeps its number and records the sale it became.
     */
    /** The sale is dated `date` when given (the estimate's own, say), else today. */
    async convert(me: AccessClaims, id: number, date?: string) {
      const saleId = await ctx.db.transaction(async (tx) => {
        const estimate = await estimatesRepo.lockEstimate(tx, me.companyId, id);
        if (!estimate) throw notFound(ESTIMATE_MESSAGES.notFound);
        if (estimate.convertedToTransactionId !== null) {
          const sale = await estimatesRepo.documentNumber(
            tx,
            me.companyId,
            estimate.convertedToTransactionId,
          );
          const name = sale?.number ?? `#${estimate.convertedToTransactionId}`;
          throw conflict(ESTIMATE_MESSAGES.alreadyConverted(name));
        }
        const customer = await repo.findCustomer(tx, me.companyId, estimate.customerId);
        const { lines } = await repo.transactionDetails(tx, me.companyId, id);
        const body: TransactionData = {
          id: null,
          version: null,
          customerId: estimate.customerId,
          customerName: null,
          projectId: estimate.projectId,
          transactionDate: date ?? todayInIndia(ctx.now()),
          isPurchase: false,
          updateItems: false,
          remark: estimate.remark,
          supplierInvoiceNumber: null,
          supplierInvoiceDate: null,
          // The estimate's kind of supply, ship-to and export details carry over to the sale.
          supplyType: estimate.supplyType as SupplyType,
          reverseCharge: estimate.reverseCharge,
          placeOfSupply: null,
          shipTo: estimate.shipTo ?? null,
          dispatchFrom: estimate.dispatchFrom ?? null,
          exportDetails: estimate.exportDetails ?? null,
          bankAccountId: null,
          lineItems: lines.map((l) => ({
            id: null,
            itemId: l.itemId,
            itemName: null,
            quantity: qtyMilliToNumber(l.qtyMilli),
            rate: paiseToRupees(l.ratePaise),
            unitId: l.unitId,
            unitName: null,
            lotSerialNumber: l.lotSerialNumber,
          })),
          payments:
            customer?.isDefaultCash && estimate.amountPaise > 0
              ? [
                  {
                    id: null,
                    amount: paiseToRupees(estimate.amountPaise),
                    isBankTransaction: false,
                    bankAccountId: null,
                    isPaymentMade: false,
                  },
                ]
              : [],
        };
        const saleId = await transactions.saveIn(tx, me, body, null);
        const now = ctx.now();
        await estimatesRepo.markConverted(tx, me.companyId, id, saleId, now);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'transaction',
            entityId: id,
            action: 'update',
            before: { convertedToTransactionId: null },
            after: { convertedToTransactionId: saleId },
          },
          now,
        );
        return saleId;
      });
      return transactions.get(me, saleId);
    },
  };
}
