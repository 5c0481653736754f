// Bank accounts: rules, one database transaction per change, audit trail; and the account's
// transactions for the bank report.
import { paiseToRupees } from '@hisaab/shared/money';
import type { BankAccountReply, BankTransactionReply } from '@hisaab/shared/replies/bank-accounts';
import type { AppContext } from '../../platform/app-context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { CHANGED_SINCE, refuseStale } from '../../platform/versions.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { dueOfBills } from '../../bookkeeping/bill-dues.ts';
import * as repo from './bankaccounts.repo.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { tk } from '@hisaab/shared/i18n/messages';

export const BANK_ACCOUNT_MESSAGES = {
  notFound: tk('Bank account not found.'),
  inUse: tk('This bank account is used by payments or expenses and cannot be deleted.'),
} as const;

/** The fields, and on an edit the version it is based on (body or If-Match; null: none). */
export type BankAccountInput = repo.BankAccountFields & { version?: number | null };

function toDto(a: repo.BankAccountRow): BankAccountReply {
  return {
    id: a.id,
    bankName: a.bankName,
    accountName: a.accountName,
    accountNumber: a.accountNumber,
    branchName: a.branchName,
    bankCode: a.bankCode,
    bankTransactionDetails: a.bankTransactionDetails,
    version: a.version,
  };
}

/** The stored fields (what is written, and what the audit trail keeps). */
function auditView(a: repo.BankAccountFields): repo.BankAccountFields {
  const { bankName, accountName, accountNumber, branchName, bankCode, bankTransactionDetails } = a;
  return { bankName, accountName, accountNumber, branchName, bankCode, bankTransactionDetails };
}

/**
 * One row per payment or bank expense. A bill's row shows the bill's total and what is still
 * owed on it; a payment-only transaction and an expense are settled by themselves.
 */
function toRow(m: repo.BankMovementRow, dues: Map<number, number>): BankTransactionReply {
  const isBill = m.kind === 'payment' && m.transactionKind !== 'payment';
  const totalPaise = isBill ? m.documentTotalPaise : m.amountPaise;
  const pendingPaise = isBill
    ? (dues.get(m.transactionId!) ?? m.documentTotalPaise - m.documentPaidPaise)
    : 0;
  return {
    transactionDate: m.date,
    customerName: m.customerName,
    number: m.number,
    transactionId: m.transactionId,
    expenseId: m.kind === 'expense' ? m.id : null,
    isPurchase: m.isOutgoing,
    totalAmount: paiseToRupees(totalPaise),
    amountPaid: paiseToRupees(m.amountPaise),
    pendingAmount: paiseToRupees(pendingPaise),
    remark: m.remark,
  };
}

export function bankAccountService(ctx: AppContext) {
  async function mustFind(companyId: number, id: number) {
    const found = await repo.findBankAccount(ctx.db, companyId, id);
    if (!found) throw notFound(BANK_ACCOUNT_MESSAGES.notFound);
    return found;
  }

  return {
    async list(me: AccessClaims): Promise<BankAccountReply[]> {
      return (await repo.listBankAccounts(ctx.db, me.companyId)).map(toDto);
    },

    async get(me: AccessClaims, id: number): Promise<BankAccountReply> {
      return toDto(await mustFind(me.companyId, id));
    },

    async create(me: AccessClaims, input: BankAccountInput): Promise<BankAccountReply> {
      const row = await ctx.db.transaction(async (tx) => {
        const created = await repo.insertBankAccount(tx, me.companyId, auditView(input));
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'bankAccount',
            entityId: created.id,
            action: 'create',
            after: auditView(created),
          },
          ctx.now(),
        );
        return created;
      });
      return toDto(row);
    },

    async update(me: AccessClaims, id: number, input: BankAccountInput): Promise<BankAccountReply> {
      const row = await ctx.db.transaction(async (tx) => {
        const before = await repo.lockBankAccount(tx, me.companyId, id);
        if (!before) throw notFound(BANK_ACCOUNT_MESSAGES.notFound);
        const asked = input.version ?? null;
        await refuseStale(tx, me.companyId, before, asked, CHANGED_SINCE.bankAccount);
        const after = await repo.updateBankAccount(tx, me.companyId, id, auditView(input), {
          userId: me.userId,
          at: ctx.now(),
        });
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'bankAccount',
            entityId: id,
            action: 'update',
            before: auditView(before),
            after: auditView(after),
          },
          ctx.now(),
        );
        return after;
      });
      return toDto(row);
    },

    async remove(me: AccessClaims, id: number, version: number | null = null): Promise<void> {
      try {
        await ctx.db.transaction(async (tx) => {
          const before = await repo.lockBankAccount(tx, me.companyId, id);
          if (!before) throw notFound(BANK_ACCOUNT_MESSAGES.notFound);
          await refuseStale(tx, me.companyId, before, version, CHANGED_SINCE.bankAccount);
          const usage = await repo.bankAccountUsage(tx, me.companyId, id);
          if (usage.payments + usage.expenses + usage.ledgerLines > 0)
            throw conflict(BANK_ACCOUNT_MESSAGES.inUse);
          await repo.deleteBankAccount(tx, me.companyId, id);
          await recordAudit(
            tx,
            {
              companyId: me.companyId,
              userId: me.userId,
              entity: 'bankAccount',
              entityId: id,
              action: 'delete',
              before: auditView(before),
            },
            ctx.now(),
          );
        });
      } catch (error) {
        // A payment saved at the same moment still holds the account.
        if (isForeignKeyViolation(error)) throw conflict(BANK_ACCOUNT_MESSAGES.inUse);
        throw error;
      }
    },

    async transactions(
      me: AccessClaims,
      id: number,
      startDate: string,
      endDate: string,
    ): Promise<BankTransactionReply[]> {
      await mustFind(me.companyId, id);
      const moves = await repo.bankMovements(ctx.db, me.companyId, id, startDate, endDate);
      const billIds = moves
        .filter((m) => m.transactionKind === 'sale' || m.transactionKind === 'purchase')
        .map((m) => m.transactionId!);
      const dues = await dueOfBills(ctx.db, me.companyId, [...new Set(billIds)]);
      return moves.map((m) => toRow(m, dues));
    },
  };
}
