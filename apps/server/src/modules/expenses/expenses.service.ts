// Expenses: the day's list, the expense heads with their last amount, and saving or deleting
// one expense. A save is one database transaction: the item, the expense, its balanced ledger
// lines (expense head against cash or the bank account) and the audit trail.
import { paiseToRupees, toPaise } from '@hisaab/shared/money';
import type { ExpenseItemReply, ExpenseReply } from '@hisaab/shared/replies/expenses';
import type { ExpenseData } from '@hisaab/shared/schemas/expense';
import { EXPENSE_VALIDATION } from '@hisaab/shared/validation-messages';
import type { AppContext } from '../../platform/app-context.ts';
import type { Tx } from '../../db/client.ts';
import { Journal, removePostings } from '../../bookkeeping/journal.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { assertOpen } from '../periods/index.ts';
import { CHANGED_SINCE, refuseStale } from '../../platform/versions.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { storageKeysOf } from '../stored-files/index.ts';
import { discardStoredFiles } from '../../platform/file-store.ts';
import { planGuard } from '../plans/index.ts';
import { expenseMoment } from './expense-time.ts';
import * as repo from './expenses.repo.ts';
import { tk } from '@hisaab/shared/i18n/messages';

export const EXPENSE_SERVICE_MESSAGES = {
  notFound: tk('Expense not found.'),
  invalidTime: tk('Enter a valid date.'),
} as const;

function toDto(e: repo.ExpenseWithItem): ExpenseReply {
  return {
    id: e.id,
    expenseItemId: e.expenseItemId,
    expenseItemName: e.expenseItemName,
    amount: paiseToRupees(e.amountPaise),
    remark: e.remark,
    timeStamp: e.timeStamp.toISOString(),
    isBankTransaction: e.isBankTransaction,
    bankAccountId: e.bankAccountId,
    receiptFileName: e.receiptFileName ?? null,
    version: e.version,
  };
}

/** What the audit trail keeps of an expense. */
function auditView(e: repo.ExpenseWithItem) {
  return {
    expenseItemId: e.expenseItemId,
    expenseItemName: e.expenseItemName,
    amountPaise: e.amountPaise,
    remark: e.remark,
    expenseDate: e.expenseDate,
    timeStamp: e.timeStamp.toISOString(),
    isBankTransaction: e.isBankTransaction,
    bankAccountId: e.bankAccountId,
  };
}

export function expenseService(ctx: AppContext) {
  const plans = planGuard(ctx);

  /** A bank expense needs one of the company's accounts, held until the save commits. */
  async function checkBankAccount(
    tx: Tx,
    companyId: number,
    input: ExpenseData,
  ): Promise<number | null> {
    if (!input.isBankTransaction) return null;
    if ((await repo.bankAccountCount(tx, companyId)) === 0)
      throw fieldError('bankAccountId', EXPENSE_VALIDATION.noBankAccounts);
    if (input.bankAccountId === null)
      throw fieldError('bankAccountId', EXPENSE_VALIDATION.bankAccountRequired);
    if (!(await repo.holdBankAccount(tx, companyId, input.bankAccountId))) {
      throw fieldError('bankAccountId', EXPENSE_VALIDATION.bankAccountUnavailable);
    }
    return input.bankAccountId;
  }

  return {
    async list(me: AccessClaims, date: string): Promise<ExpenseReply[]> {
      return (await repo.listExpenses(ctx.db, me.companyId, date)).map(toDto);
    },

    async items(me: AccessClaims): Promise<ExpenseItemReply[]> {
      return (await repo.listExpenseItems(ctx.db, me.companyId)).map((i) => ({
        id: i.id,
        name: i.name,
        defaultRate: paiseToRupees(i.defaultRatePaise),
      }));
    },

    /** Whether the company has any bank account (to word a missing-account message). */
    async hasBankAccounts(me: AccessClaims): Promise<boolean> {
      return (await repo.bankAccountCount(ctx.db, me.companyId)) > 0;
    },

    /** Creates (no id) or changes an expense; returns it and whether it was created. */
    async save(
      me: AccessClaims,
      input: ExpenseData,
    ): Promise<{ expense: ExpenseReply; created: boolean }> {
      const now = ctx.now();
      const moment = expenseMoment(input.timeStamp, now);
      if (!moment) throw fieldError('timeStamp', EXPENSE_SERVICE_MESSAGES.invalidTime);
      const amountPaise = toPaise(input.amount);
      const saved = await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, input.id ? 'change' : 'new-document');
        const before = input.id ? await repo.lockExpense(tx, me.companyId, input.id) : null;
        if (input.id && !before) throw notFound(EXPENSE_SERVICE_MESSAGES.notFound);
        // Closed books hold the expense where it was and keep new ones out (issue 38).
        await assertOpen(tx, me.companyId, [
          before && { kind: null, date: before.expenseDate },
          { kind: null, date: moment.date },
        ]);
        if (before)
          await refuseStale(tx, me.companyId, before, input.version, CHANGED_SINCE.expense);
        const bankAccountId = await checkBankAccount(tx, me.companyId, input);
        const item = await repo.upsertExpenseItem(
          tx,
          me.companyId,
          input.expenseItemName,
          amountPaise,
        );
        const fields: repo.ExpenseFields = {
          expenseItemId: item.id,
          amountPaise,
          remark: input.remark,
          expenseDate: moment.date,
          timeStamp: moment.instant,
          isBankTransaction: bankAccountId !== null,
          bankAccountId,
        };
        let id: number;
        if (before) {
          id = before.id;
          await repo.updateExpense(tx, me.companyId, id, fields, { userId: me.userId, at: now });
        } else {
          id = await repo.insertExpense(tx, me.companyId, fields, me.userId);
        }
        // Posting again replaces the lines of the earlier version.
        const journal = new Journal(me.companyId, 'expense', id, moment.date).debit(
          'EXPENSE',
          amountPaise,
          { expenseItemId: item.id },
        );
        if (bankAccountId !== null) journal.credit('BANK', amountPaise, { bankAccountId });
        else journal.credit('CASH', amountPaise);
        await journal.post(tx);

        const after = (await repo.findExpense(tx, me.companyId, id))!;
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'expense',
            entityId: id,
            action: before ? 'update' : 'create',
            before: before ? auditView(before) : null,
            after: auditView(after),
          },
          now,
        );
        return after;
      });
      return { expense: toDto(saved), created: !input.id };
    },

    async remove(me: AccessClaims, id: number, version: number | null = null): Promise<void> {
      const storedFiles = await ctx.db.transaction(async (tx) => {
        await plans.assertCanWrite(tx, me.companyId, 'change');
        const before = await repo.lockExpense(tx, me.companyId, id);
        if (!before) throw notFound(EXPENSE_SERVICE_MESSAGES.notFound);
        await assertOpen(tx, me.companyId, [{ kind: null, date: before.expenseDate }]);
        await refuseStale(tx, me.companyId, before, version, CHANGED_SINCE.expense);
        const keys = await storageKeysOf(tx, me.companyId, { expenseId: id });
        await removePostings(tx, me.companyId, 'expense', id);
        await repo.deleteExpense(tx, me.companyId, id);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'expense',
            entityId: id,
            action: 'delete',
            before: auditView(before),
          },
          ctx.now(),
        );
        return keys;
      });
      await discardStoredFiles(ctx.fileStore, storedFiles);
    },
  };
}
