// Godowns (issue 40 part 3): the company's stock locations. Every company has one default
// godown (made with the company, or by migration 0054 for those there were), named 'Main
// godown' by key until renamed. Admin or Manager add, rename and mark the default, like the
// other masters; a godown that holds stock or that any movement names cannot be deleted, nor
// can the default one.
import { tk } from '@hisaab/shared/i18n/messages';
import { msg } from '@hisaab/shared/i18n/messages';
import type { GodownInput } from '@hisaab/shared/schemas/godown';
import type { GodownReply } from '@hisaab/shared/replies/godowns';
import type { AppContext } from '../../platform/app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { nextVersion, refuseStale } from '../../platform/versions.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { godowns } from '../../db/schema.ts';
import * as repo from './godowns.repo.ts';

export const GODOWN_MESSAGES = {
  forbidden: tk('Only Admin/Manager can manage godowns.'),
  notFound: tk('Godown not found.'),
  nameTaken: tk('A godown with this name already exists.'),
  isDefault: tk('The default godown cannot be deleted. Mark another godown as the default first.'),
  inUse: (name: string) =>
    msg(
      'Godown {{name}} holds stock or is named by bills, challans or stock transfers: it cannot be deleted.',
      { name },
    ),
  unDefault: tk('Mark another godown as the default instead: a company always has one.'),
  changedSince: (who: string, when: string) =>
    msg(
      'This godown was changed by {{who}} on {{when}}, after you opened it. Reload it to see their changes, then make yours again.',
      { who, when },
    ),
  unknownOnBill: tk('The godown chosen was not found.'),
} as const;

/** The godown a movement names: the one given (of this company) or the default one. */
export async function godownForMovement(
  db: DbOrTx,
  companyId: number,
  godownId: number | null | undefined,
): Promise<number> {
  if (godownId === null || godownId === undefined) return repo.defaultGodownId(db, companyId);
  const g = await repo.findGodown(db, companyId, godownId);
  if (!g)
    throw badRequest(GODOWN_MESSAGES.unknownOnBill, { godownId: [GODOWN_MESSAGES.unknownOnBill] });
  return g.id;
}

const audited = (g: repo.GodownRow) => ({ name: g.name, isDefault: g.isDefault });

export function godownService(ctx: AppContext) {
  async function reply(db: DbOrTx, companyId: number, id: number): Promise<GodownReply> {
    const list = await repo.listGodowns(db, companyId);
    return list.find((g) => g.id === id)!;
  }

  return {
    async list(me: AccessClaims): Promise<GodownReply[]> {
      // A company made before its default godown was written gets it here.
      await repo.defaultGodownId(ctx.db, me.companyId);
      return repo.listGodowns(ctx.db, me.companyId);
    },

    async create(me: AccessClaims, body: GodownInput): Promise<GodownReply> {
      return ctx.db.transaction(async (tx) => {
        await repo.defaultGodownId(tx, me.companyId);
        const row = await repo.insertGodown(tx, me.companyId, body.name);
        if (!row) throw conflict(GODOWN_MESSAGES.nameTaken, { name: [GODOWN_MESSAGES.nameTaken] });
        let after = row;
        if (body.isDefault) {
          await repo.clearDefault(tx, me.companyId);
          after = await repo.updateGodown(tx, me.companyId, row.id, { isDefault: true });
        }
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'godown',
            entityId: row.id,
            action: 'create',
            after: audited(after),
          },
          ctx.now(),
        );
        return reply(tx, me.companyId, row.id);
      });
    },

    async update(
      me: AccessClaims,
      id: number,
      body: GodownInput & { version: number | null },
    ): Promise<GodownReply> {
      return ctx.db.transaction(async (tx) => {
        const before = await repo.findGodown(tx, me.companyId, id, true);
        if (!before) throw notFound(GODOWN_MESSAGES.notFound);
        await refuseStale(tx, me.companyId, before, body.version, GODOWN_MESSAGES.changedSince);
        if (await repo.nameTaken(tx, me.companyId, body.name, id))
          throw conflict(GODOWN_MESSAGES.nameTaken, { name: [GODOWN_MESSAGES.nameTaken] });
        if (before.isDefault && body.isDefault === false)
          throw badRequest(GODOWN_MESSAGES.unDefault, { isDefault: [GODOWN_MESSAGES.unDefault] });
        const makeDefault = body.isDefault === true && !before.isDefault;
        if (makeDefault) await repo.clearDefault(tx, me.companyId);
        const after = await repo.updateGodown(tx, me.companyId, id, {
          name: body.name,
          ...(makeDefault && { isDefault: true }),
          ...nextVersion(godowns.version, me.userId, ctx.now()),
        });
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'godown',
            entityId: id,
            action: 'update',
            before: audited(before),
            after: audited(after),
          },
          ctx.now(),
        );
        return reply(tx, me.companyId, id);
      });
    },

    async remove(me: AccessClaims, id: number, version: number | null): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const before = await repo.findGodown(tx, me.companyId, id, true);
        if (!before) throw notFound(GODOWN_MESSAGES.notFound);
        await refuseStale(tx, me.companyId, before, version, GODOWN_MESSAGES.changedSince);
        if (before.isDefault) throw conflict(GODOWN_MESSAGES.isDefault);
        if (await repo.godownInUse(tx, me.companyId, id))
          throw conflict(GODOWN_MESSAGES.inUse(before.name));
        await repo.deleteGodown(tx, me.companyId, id);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'godown',
            entityId: id,
            action: 'delete',
            before: audited(before),
          },
          ctx.now(),
        );
      });
    },
  };
}
