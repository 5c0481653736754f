// Issue 37, "An edit silently undoes another": what every record a user edits shares (bills,
// customers, items, expenses, bank accounts, taxes, tax groups, the company settings, a bill's
// transport details, the opening balances). Each edit adds one to the record's version
// and keeps who made it and when; replies carry the version (a GET also as its ETag); an edit
// or delete names the version it was based on, in the body or an If-Match header, and one based
// on an older version is refused with 409 naming who changed it and when. An edit that names
// none is taken as before (older clients, imports).
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { formatDate } from '@hisaab/shared/format';
import { msg, tk, type Text } from '@hisaab/shared/i18n/messages';
import { ERROR_CODES } from '@hisaab/shared/error-codes';
import type { DbOrTx } from '../db/client.ts';
import { recordVersions, users } from '../db/schema.ts';
import { HttpError } from './errors.ts';

/** A record's version with the last edit's author and moment (schema.ts `versioned()`). */
export interface Versioned {
  version: number;
  updatedBy: number | null;
  updatedAt: Date;
}

/** The refusal of each kind of record (a bill's is transaction-decide.ts `changedSince`). */
export const CHANGED_SINCE = {
  customer: (who: string, when: string) =>
    msg(
      'This customer was changed by {{who}} on {{when}}, after you opened it. Reload it to see their changes, then make yours again.',
      { who, when },
    ),
  item: (who: string, when: string) =>
    msg(
      'This item was changed by {{who}} on {{when}}, after you opened it. Reload it to see their changes, then make yours again.',
      { who, when },
    ),
  expense: (who: string, when: string) =>
    msg(
      'This expense was changed by {{who}} on {{when}}, after you opened it. Reload it to see their changes, then make yours again.',
      { who, when },
    ),
  bankAccount: (who: string, when: string) =>
    msg(
      'This bank account was changed by {{who}} on {{when}}, after you opened it. Reload it to see their changes, then make yours again.',
      { who, when },
    ),
  tax: (who: string, when: string) =>
    msg(
      'This tax was changed by {{who}} on {{when}}, after you opened it. Reload it to see their changes, then make yours again.',
      { who, when },
    ),
  taxGroup: (who: string, when: string) =>
    msg(
      'This tax group was changed by {{who}} on {{when}}, after you opened it. Reload it to see their changes, then make yours again.',
      { who, when },
    ),
  settings: (who: string, when: string) =>
    msg(
      'The company settings were changed by {{who}} on {{when}}, after you opened them. Reload them to see their changes, then make yours again.',
      { who, when },
    ),
  openingBalances: (who: string, when: string) =>
    msg(
      'The opening balances were changed by {{who}} on {{when}}, after you opened them. Reload them to see their changes, then make yours again.',
      { who, when },
    ),
  transport: (who: string, when: string) =>
    msg(
      "This bill's transport details were changed by {{who}} on {{when}}, after you opened them. Reload them to see their changes, then make yours again.",
      { who, when },
    ),
} as const;

/**
 * A record that may have no row yet (a bill's transport details before the first save, the
 * opening balances): it reads as version 1, changed by nobody known.
 */
export function versionOf(row: Versioned | null | undefined, at: Date): Versioned {
  return row ?? { version: 1, updatedBy: null, updatedAt: at };
}

type Headers = Record<string, string | string[] | undefined>;

/** The version an If-Match header names ("3", W/"3" or 3), or null without a usable one. */
export function ifMatch(headers: Headers): number | null {
  const raw = headers['if-match'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const m = value === undefined ? null : /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(value);
  return m ? Number(m[1]) : null;
}

/** The version an edit is based on: the body's when it names one (it wins), else If-Match's. */
export function askedVersion(
  body: { version?: number | null | undefined } | null | undefined,
  headers: Headers,
): number | null {
  return body?.version ?? ifMatch(headers);
}

/** The version as the reply's ETag: an edit may send it back in If-Match instead of the body. */
export function setVersionTag(reply: FastifyReply, version: number): void {
  void reply.header('etag', `"${version}"`);
}

/** dd/mm/yyyy hh:mm in India (UTC+05:30 all year): when a record was last changed. */
export function indiaDateTime(at: Date): string {
  const iso = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${formatDate(iso.slice(0, 10))} ${iso.slice(11, 16)}`;
}

/** A user's e-mail, within the company (someone since removed reads as none). */
async function userEmail(db: DbOrTx, companyId: number, userId: number | null) {
  if (userId === null) return null;
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return row?.email ?? null;
}

/**
 * Refuses an edit or delete based on a version other than the stored one: someone saved the
 * record in between. The caller has locked the row first, so the check is exact (two edits
 * from one read: the second waits for the first and then sees its version). The 409 names who
 * and when (`message`, one per kind of record) and carries `currentVersion`, which tells a
 * client this refusal from other conflicts (a name taken, a bill with returns), and who and
 * when apart (`changedBy`, `changedAt`): a screen says them itself when the message, with a
 * long e-mail in it, is longer than the 160 characters it shows of a server (spec section 5).
 */
export async function refuseStale(
  db: DbOrTx,
  companyId: number,
  stored: Versioned,
  asked: number | null,
  message: (who: string, when: string) => Text,
): Promise<void> {
  if (asked === null || asked === stored.version) return;
  const who = (await userEmail(db, companyId, stored.updatedBy)) ?? '?';
  const when = indiaDateTime(stored.updatedAt);
  throw new HttpError(
    409,
    tk('Conflict'),
    message(who, when),
    undefined,
    { currentVersion: stored.version, changedBy: who, changedAt: when },
    ERROR_CODES.staleVersion,
  );
}

/** What an edit sets besides its fields: one more version, by whom, when. */
export function nextVersion(
  version: AnyColumn,
  userId: number | null,
  at: Date,
): { version: SQL<number>; updatedBy: number | null; updatedAt: Date } {
  return { version: sql<number>`${version} + 1`, updatedBy: userId, updatedAt: at };
}

/** The records whose version record_versions keeps (they have no row of their own). */
export type RecordName = 'opening_balances';

/** A record's version as stored in record_versions, without locking (a read's reply). */
export async function recordVersion(
  db: DbOrTx,
  companyId: number,
  record: RecordName,
  at: Date,
): Promise<Versioned> {
  const [row] = await db
    .select()
    .from(recordVersions)
    .where(and(eq(recordVersions.companyId, companyId), eq(recordVersions.record, record)));
  return versionOf(row, at);
}

/**
 * Locks a record without a row of its own until the transaction ends (two edits of it wait
 * for each other, as a row lock does for the others) and answers its version: the row is
 * made at version 1 the first time.
 */
export async function lockRecord(
  tx: DbOrTx,
  companyId: number,
  record: RecordName,
): Promise<Versioned> {
  await tx.insert(recordVersions).values({ companyId, record }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(recordVersions)
    .where(and(eq(recordVersions.companyId, companyId), eq(recordVersions.record, record)))
    .for('update');
  return row!;
}

/** One more version of a record locked by lockRecord, by `userId` at `at`: the new version. */
export async function bumpRecord(
  tx: DbOrTx,
  companyId: number,
  record: RecordName,
  userId: number | null,
  at: Date,
): Promise<number> {
  const [row] = await tx
    .update(recordVersions)
    .set(nextVersion(recordVersions.version, userId, at))
    .where(and(eq(recordVersions.companyId, companyId), eq(recordVersions.record, record)))
    .returning({ version: recordVersions.version });
  return row!.version;
}
