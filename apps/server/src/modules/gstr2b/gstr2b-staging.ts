// A month's GSTR-2B documents written in short transactions (issue 37): one transaction for
// 180,000 documents held the embedded database, and so every other client, for seconds.
//
// An upload claims a new generation of the month's upload (gstr2b_uploads.last_generation),
// writes its documents under it a slice at a time, each slice its own transaction, while
// readers go on seeing the current generation only; then one short transaction, under the
// month's row locked, makes it current with the upload's fields and the audit row; then the
// earlier generation is deleted a slice at a time. Only the latest claim may become current:
// of two uploads of one month at once, the later one is kept and the other answers 409, so the
// month never shows documents of both. An upload that fails before it is current deletes what
// it wrote and changes nothing anyone sees. What a crash leaves (a claim never made current,
// an earlier generation not yet deleted) is deleted by the company's next upload, and on the
// embedded database when the server starts.
import { GSTR2B_MESSAGES } from '@hisaab/shared/gstr2b';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { AppContext } from '../../platform/app-context.ts';
import { conflict } from '../../platform/errors.ts';
import type { Gstr2bDocument } from './gstr2b-file.ts';
import * as repo from './gstr2b.repo.ts';

/**
 * Documents written, or deleted, by one transaction (one statement each). 5,000 took 150-170 ms
 * to write on a quiet machine but 260-400 ms in health-under-load.ts at load 5-6 (PGlite on its
 * thread, 2 cores): half as many keep each well under 300 ms there.
 */
export const DOCUMENTS_PER_SLICE = 2500;
/** A claim that has written nothing for this long is left over (its server stopped). */
const CLAIM_LOST_MS = 60 * 60_000;
/** This process's start: on the embedded database it is the only writer. */
const STARTED = Date.now();
const MIN_GENERATION = -2_147_483_648;

/**
 * Claims last written to before this are left over: an hour ago, and on the embedded database
 * (written by this process alone) anything from before this process started.
 */
export function lostBefore(kind: AppContext['databaseKind'], now = Date.now()): Date {
  return new Date(Math.max(now - CLAIM_LOST_MS, kind === 'pglite' ? STARTED : 0));
}

/** Deletes the upload's documents of generations `from` to before `to`, a slice a statement. */
export async function deleteGenerations(
  db: DbOrTx,
  companyId: number,
  uploadId: number,
  generations: { from: number; to: number },
  stopped: () => boolean = () => false,
): Promise<number> {
  let total = 0;
  while (!stopped()) {
    const n = await repo.deleteDocuments(db, companyId, uploadId, generations, DOCUMENTS_PER_SLICE);
    total += n;
    if (n < DOCUMENTS_PER_SLICE) break;
  }
  return total;
}

/**
 * Deletes the documents no reader sees and no upload is writing, of one company (of all:
 * null): generations before the current one (replaced; their deletion was cut short), and
 * generations claimed after it that a later claim replaced or whose upload wrote nothing since
 * `lost`. Answers how many documents it deleted.
 */
export async function cleanLeftovers(
  db: DbOrTx,
  companyId: number | null,
  lost: Date,
  stopped: () => boolean = () => false,
): Promise<number> {
  let total = 0;
  for (const u of await repo.generationsOf(db, companyId)) {
    const current = u.currentGeneration;
    const claimLost = u.claimedAt === null || u.claimedAt < lost;
    // The last claim is an upload still writing, unless it is lost.
    const last = claimLost ? u.lastGeneration + 1 : u.lastGeneration;
    const ranges =
      current === null
        ? [{ from: MIN_GENERATION, to: last }]
        : [
            { from: MIN_GENERATION, to: current },
            { from: current + 1, to: last },
          ];
    for (const r of ranges) {
      if (r.from < r.to && !stopped())
        total += await deleteGenerations(db, u.companyId, u.id, r, stopped);
    }
  }
  return total;
}

export type UploadFields = Omit<
  repo.UploadRow,
  | 'companyId'
  | 'id'
  | 'period'
  | 'currentGeneration'
  | 'lastGeneration'
  | 'claimedAt'
  | 'uploadedByEmail'
>;
export type UploadState = NonNullable<Awaited<ReturnType<typeof repo.lockUpload>>>;

/**
 * Writes `documents` as the month's upload, replacing an earlier one's; answers the upload's
 * id. `made` runs in the transaction that makes them current (the audit row): `before` is the
 * month's row as it was, null for the month's first upload.
 */
export async function writeUpload(
  ctx: AppContext,
  month: { companyId: number; period: string },
  fields: UploadFields,
  documents: readonly Gstr2bDocument[],
  made: (tx: Tx, before: UploadState | null, uploadId: number) => Promise<void>,
  log: (message: string) => void = () => undefined,
): Promise<number> {
  const { db } = ctx;
  const { companyId } = month;
  await cleanLeftovers(db, companyId, lostBefore(ctx.databaseKind));
  const { uploadId, generation } = await repo.claimGeneration(
    db,
    { ...month, ...fields },
    new Date(),
  );
  try {
    for (let at = 0; at < documents.length; at += DOCUMENTS_PER_SLICE) {
      // Still the latest claim (else it could never be kept), and alive.
      if (!(await repo.renewClaim(db, companyId, uploadId, generation, new Date())))
        throw conflict(GSTR2B_MESSAGES.replacedMeanwhile);
      const slice = documents.slice(at, at + DOCUMENTS_PER_SLICE);
      await db.transaction((tx) =>
        repo.insertDocuments(tx, companyId, uploadId, generation, slice),
      );
    }
    await db.transaction(async (tx) => {
      const row = await repo.lockUpload(tx, companyId, uploadId);
      if (row?.lastGeneration !== generation) throw conflict(GSTR2B_MESSAGES.replacedMeanwhile);
      await repo.updateUpload(tx, companyId, uploadId, {
        ...fields,
        currentGeneration: generation,
      });
      await made(tx, row.currentGeneration === null ? null : row, uploadId);
    });
  } catch (error) {
    await forget(db, companyId, uploadId, generation).catch((e: Error) =>
      log(`GSTR-2B: what a failed upload wrote is left for the next one: ${e.message}`),
    );
    throw error;
  }
  // Readers see the new generation from here: the earlier ones go, a slice at a time.
  await deleteGenerations(db, companyId, uploadId, { from: MIN_GENERATION, to: generation }).catch(
    (e: Error) => log(`GSTR-2B: the replaced documents are left for the next upload: ${e.message}`),
  );
  return uploadId;
}

/** What an upload that failed before it was current wrote: deleted, slice by slice. */
async function forget(db: DbOrTx, companyId: number, uploadId: number, generation: number) {
  // Its last transaction may have committed after all (an answer lost on the way).
  if ((await repo.currentGeneration(db, companyId, uploadId)) === generation) return;
  await deleteGenerations(db, companyId, uploadId, { from: generation, to: generation + 1 });
  await repo.dropUnshownUpload(db, companyId, uploadId, generation);
}
