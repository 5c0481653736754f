// Units of measure: listed for the item form, created from its autocomplete or POST /sync.
import { UNIT_MESSAGES } from '@hisaab/shared/schemas/unit';
import type { AppContext } from '../../app.ts';
import { conflict } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './units.repo.ts';

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
        after: { name },
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
    list: (me: AccessClaims) => repo.listUnits(ctx.db, me.companyId),

    async create(me: AccessClaims, name: string) {
      return ctx.db.transaction(async (tx) => {
        const { unit, created } = await findOrCreateUnit(tx, me, name, ctx.now());
        if (!created) throw conflict(UNIT_MESSAGES.nameTaken, { name: [UNIT_MESSAGES.nameTaken] });
        return unit;
      });
    },

    /** POST /sync for a unit: idempotent, answers the existing unit when the name is known. */
    async sync(me: AccessClaims, name: string) {
      return ctx.db.transaction(
        async (tx) => (await findOrCreateUnit(tx, me, name, ctx.now())).unit,
      );
    },
  };
}
