// Opening balances of cash in hand and each bank account: journals of their own (source kind
// 'opening_balance'; source id 0 for cash, else the bank account's id), each debiting CASH or
// BANK and crediting the opening-balance equity account, dated the start of the books. Saving
// again replaces them, so they stay editable; the cash book and trial balance read them as any
// other lines.
import { and, eq, inArray, min, sql } from 'drizzle-orm';
import { todayInIndia } from '@hisaab/shared/format';
import { paiseToRupees, toPaise } from '@hisaab/shared/money';
import type { OpeningBalancesReply } from '@hisaab/shared/replies/opening-balances';
import {
  OPENING_BALANCE_MESSAGES,
  type OpeningBalancesInput,
} from '@hisaab/shared/schemas/opening-balance';
import type { AppContext } from '../../platform/app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { Journal } from '../../bookkeeping/journal.ts';
import { bankAccounts, journalLines } from '../../db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import {
  CHANGED_SINCE,
  bumpRecord,
  lockRecord,
  recordVersion,
  refuseStale,
} from '../../platform/versions.ts';
import { assertOpen } from '../periods/index.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { firstBookDate } from '../imports/index.ts';

const SOURCE = 'opening_balance';
/** The source id of cash in hand's opening journal (bank accounts use their own ids). */
const CASH_SOURCE_ID = 0;
/** Their version (issue 37): they have no row of their own, record_versions keeps it. */
const RECORD = 'opening_balances';

type Balances = Omit<OpeningBalancesReply, 'version'>;

async function read(db: DbOrTx, companyId: number): Promise<Balances> {
  const rows = await db
    .select({
      sourceId: journalLines.sourceId,
      paise: sql<string>`sum(${journalLines.amountPaise})`,
      date: min(journalLines.entryDate),
    })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.companyId, companyId),
        eq(journalLines.sourceKind, SOURCE),
        inArray(journalLines.account, ['CASH', 'BANK']),
      ),
    )
    .groupBy(journalLines.sourceId);
  const cash = rows.find((r) => r.sourceId === CASH_SOURCE_ID);
  return {
    date:
      rows
        .map((r) => r.date)
        .filter((d): d is string => d !== null)
        .sort()[0] ?? null,
    cashInHand: paiseToRupees(Number(cash?.paise ?? 0)),
    bankAccounts: rows
      .filter((r) => r.sourceId !== CASH_SOURCE_ID)
      .map((r) => ({ bankAccountId: r.sourceId, amount: paiseToRupees(Number(r.paise)) }))
      .sort((a, b) => a.bankAccountId - b.bankAccountId),
  };
}

export function openingBalanceService(ctx: AppContext) {
  return {
    async get(me: AccessClaims): Promise<OpeningBalancesReply> {
      const { version } = await recordVersion(ctx.db, me.companyId, RECORD, ctx.now());
      return { ...(await read(ctx.db, me.companyId)), version };
    },

    /** Saves them all; one based on an older version than the stored one answers 409. */
    async save(me: AccessClaims, input: OpeningBalancesInput): Promise<OpeningBalancesReply> {
      return ctx.db.transaction(async (tx) => {
        // Two saves run one after the other: the second sees the first's version.
        const stored = await lockRecord(tx, me.companyId, RECORD);
        await refuseStale(tx, me.companyId, stored, input.version, CHANGED_SINCE.openingBalances);
        const ids = input.bankAccounts.map((b) => b.bankAccountId);
        if (ids.length > 0) {
          const found = await tx
            .select({ id: bankAccounts.id })
            .from(bankAccounts)
            .where(and(eq(bankAccounts.companyId, me.companyId), inArray(bankAccounts.id, ids)));
          if (found.length !== new Set(ids).size)
            throw notFound(OPENING_BALANCE_MESSAGES.bankAccountNotFound);
        }
        const before = await read(tx, me.companyId);
        // The start of the books: the earliest document, or the date already used, or today.
        const start = await firstBookDate(tx, me.companyId, todayInIndia(ctx.now()));
        const date = before.date !== null && before.date < start ? before.date : start;
        // Closed books hold the opening balances too (issue 38).
        await assertOpen(tx, me.companyId, [{ kind: null, date }]);

        const cash = toPaise(input.cashInHand);
        await new Journal(me.companyId, SOURCE, CASH_SOURCE_ID, date)
          .debit('CASH', cash)
          .credit('OPENING_BALANCE', cash)
          .post(tx);
        // Accounts left out keep nothing: saving is the whole list.
        const wanted = new Map(input.bankAccounts.map((b) => [b.bankAccountId, toPaise(b.amount)]));
        const touched = new Set([
          ...wanted.keys(),
          ...before.bankAccounts.map((b) => b.bankAccountId),
        ]);
        for (const bankAccountId of touched) {
          const paise = wanted.get(bankAccountId) ?? 0;
          await new Journal(me.companyId, SOURCE, bankAccountId, date)
            .debit('BANK', paise, { bankAccountId })
            .credit('OPENING_BALANCE', paise, { bankAccountId })
            .post(tx);
        }
        const after = await read(tx, me.companyId);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'openingBalances',
            entityId: me.companyId,
            action: 'update',
            before,
            after,
          },
          ctx.now(),
        );
        const version = await bumpRecord(tx, me.companyId, RECORD, me.userId, ctx.now());
        return { ...after, version };
      });
    },
  };
}
