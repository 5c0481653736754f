// The one lock check (issue 38) every write of a dated record makes inside its own transaction:
// bills, payments, estimates, credit and debit notes (transaction-write.ts, and the deletes in
// transactions.service.ts), expenses, opening balances and imports. The rule is shared
// (@hisaab/shared/period-locks). The settings row is held FOR KEY SHARE first: marking a return
// filed or closing the books takes it FOR UPDATE, so either the write sees the new lock or the
// filing waits for the write to commit (and its JSON includes it). Saves share the lock freely.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  firstLock,
  lockMessage,
  periodOf,
  returnsOfKind,
  type DatedRecord,
  type FiledPeriod,
  type PeriodLocks,
  type ReturnType,
} from '@hisaab/shared/period-locks';
import type { DbOrTx } from '../../db/client.ts';
import { executeKept, type KeptStatement } from '../../db/insert-rows.ts';
import { companySettings, filedReturns } from '../../db/schema.ts';
import { conflict } from '../../platform/errors.ts';
import { ERROR_CODES } from '@hisaab/shared/error-codes';

/**
 * The company's closing date, its settings row locked: 'key share' by a write that checks,
 * 'update' by a change of the locks (a filing, closing or reopening).
 */
export async function booksClosedTo(
  tx: DbOrTx,
  companyId: number,
  lock: 'key share' | 'update',
): Promise<string | null> {
  const [row] = await tx
    .select({ closedTo: companySettings.booksClosedTo })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId))
    .for(lock);
  return row?.closedTo ?? null;
}

/** The filings in force (not undone) of these months. */
export async function filedIn(
  db: DbOrTx,
  companyId: number,
  periods: readonly string[],
): Promise<FiledPeriod[]> {
  if (periods.length === 0) return [];
  const rows = await db
    .select({ returnType: filedReturns.returnType, period: filedReturns.period })
    .from(filedReturns)
    .where(
      and(
        eq(filedReturns.companyId, companyId),
        inArray(filedReturns.period, [...periods]),
        isNull(filedReturns.undoneAt),
      ),
    );
  return rows.map((r) => ({ returnType: r.returnType as ReturnType, period: r.period }));
}

/**
 * The settings row held FOR KEY SHARE, its closing date and the filings in force of `$2`'s
 * months, in one round trip (each write of a dated record checks it: a bill's save among them).
 * Kept: the text is built once, each connection plans it once.
 */
const LOCKS_FOR: KeptStatement = {
  name: 'hisaab_period_locks_for',
  text: `select s.books_closed_to as closed_to,
      (select coalesce(json_agg(json_build_object('returnType', f.return_type, 'period', f.period)),
          '[]')
        from filed_returns f
        where f.company_id = $1 and f.period = any($2::text[]) and f.undone_at is null) as filed
    from company_settings s where s.company_id = $1
    for key share of s`,
};

/** The locks that bear on these records: the closing date, and the filings of their months. */
export async function locksFor(
  tx: DbOrTx,
  companyId: number,
  records: readonly DatedRecord[],
): Promise<PeriodLocks> {
  // Only a document some return reports can be held by a filing: no month asked otherwise.
  const periods = [
    ...new Set(
      records.filter((r) => returnsOfKind(r.kind).length > 0).map((r) => periodOf(r.date)),
    ),
  ];
  const [row] = (await executeKept(tx, LOCKS_FOR, [companyId, periods])).rows as {
    closed_to: string | null;
    filed: FiledPeriod[];
  }[];
  return { booksClosedTo: row?.closed_to ?? null, filed: row?.filed ?? [] };
}

/**
 * 409 naming the month or date and how to proceed, when any record is locked. An edit passes
 * the record as stored and as it will be (a bill cannot leave a locked month, nor enter one).
 */
export async function assertOpen(
  tx: DbOrTx,
  companyId: number,
  records: readonly (DatedRecord | null)[],
  /** An amendment of a filed supply (issue 38 part 3): only closed books hold it. */
  opts: { amendment?: boolean } = {},
): Promise<void> {
  const dated = records.filter((r): r is DatedRecord => r !== null);
  if (dated.length === 0) return;
  const locks = await locksFor(tx, companyId, dated);
  const lock = firstLock(opts.amendment ? { ...locks, filed: [] } : locks, dated);
  if (lock) throw conflict(lockMessage(lock), undefined, ERROR_CODES.periodLocked);
}
