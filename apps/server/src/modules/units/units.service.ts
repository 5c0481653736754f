// Units of measure: listed for the item form, created from its autocomplete or POST /sync,
// each with the GST unit code (UQC) that GSTR-1 reports its quantities in.
import { UNIT_MESSAGES } from '@hisaab/shared/schemas/unit';
import type { UnitReply } from '@hisaab/shared/replies/units';
import type { AppContext } from '../../platform/app-context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './units.repo.ts';
import { tk } from '@hisaab/shared/i18n/messages';

/** Who may not change units (the units routes and the sync of units) is told so. */
export const UNITS_FORBIDDEN = tk('Only Admin/Manager can manage units.');

/** The unit with this name (any case), created when missing; `created` tells which. */
export async function findOrCreateUnit(
  tx: DbOrTx,
  me: AccessClaims,
  name: string,
  now: Date,
): Promise<{ unit: repo.UnitRow; created: boolean }> {
  const inserted = await repo.insertUnitIfNew(tx, me.companyId, name);
  if (inserted) {
    await recordAudit(
      tx,
      {
        companyId: me.companyId,
        userId: me.userId,
        entity: 'unit',
        entityId: inserted.id,
        action: 'create',
        after: { name, uqc: inserted.uqc },
      },
      now,
    );
    return { unit: inserted, created: true };
  }
  const existing = await repo.findUnitByName(tx, me.companyId, name);
  // The insert only skips on the (company, lower(name)) unique index, so the row exists.
  if (!existing) throw new Error(`unit "${name}" neither inserted nor found`);
  return { unit: existing, created: false };
}

export function unitService(ctx: AppContext) {
  return {
    list: (me: AccessClaims): Promise<UnitReply[]> => repo.listUnits(ctx.db, me.companyId),

    async create(me: AccessClaims, name: string): Promise<UnitReply> {
      return ctx.db.transaction(async (tx) => {
        const { unit, created } = await findOrCreateUnit(tx, me, name, ctx.now());
        if (!created) throw conflict(UNIT_MESSAGES.nameTaken, { name: [UNIT_MESSAGES.nameTaken] });
        return unit;
      });
    },

    /** PUT /units/{id} { uqc }: another company's unit is not found. */
    async setUqc(me: AccessClaims, id: number, uqc: string | null): Promise<UnitReply> {
      return ctx.db.transaction(async (tx) => {
        const before = await repo.findUnit(tx, me.companyId, id);
        if (!before) throw notFound(UNIT_MESSAGES.notFound);
        const after = await repo.updateUnitUqc(tx, me.companyId, id, uqc);
        if (before.uqc !== uqc) {
          await recordAudit(
            tx,
            {
              companyId: me.companyId,
              userId: me.userId,
              entity: 'unit',
              entityId: id,
              action: 'update',
              before: { uqc: before.uqc },
              after: { uqc },
            },
            ctx.now(),
          );
        }
        return after!;
      });
    },

    /** POST /sync for a unit: idempotent, answers the existing unit when the name is known. */
    async sync(me: AccessClaims, name: string): Promise<UnitReply> {
      return ctx.db.transaction(
        async (tx) => (await findOrCreateUnit(tx, me, name, ctx.now())).unit,
      );
    },
  };
}
