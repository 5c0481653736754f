// Taxes (Admin or Manager). A tax that saved bills use keeps its rate: bills store what they
// charged, and reports group by tax, so a rate change gets a new tax and an Effective To date.
import type { TaxReply } from '@hisaab/shared/replies/taxes';
import type { TaxData } from '@hisaab/shared/schemas/tax';
import type { AppContext } from '../../platform/app-context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { CHANGED_SINCE, refuseStale } from '../../platform/versions.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import * as repo from './taxes.repo.ts';
import { percentToRateBp, toTaxView } from './tax-view.ts';
import { msg, tk } from '@hisaab/shared/i18n/messages';

/** Who may not read or change taxes and tax groups is told so in the spec's words. */
export const TAX_FORBIDDEN = {
  read: tk('Only Admin/Manager can view taxes and tax groups.'),
  writeTax: tk('Only Admin/Manager can change item taxes.'),
  writeGroup: tk('Only Admin/Manager can change tax group'),
  setGroup: tk('Only Admin/Manager can set tax group'),
} as const;

export const TAX_MESSAGES = {
  notFound: tk('Tax not found.'),
  usedByInvoices: tk('This tax is used by saved invoices; set an Effective To date instead.'),
  rateLocked: tk(
    'This tax is used by saved invoices, so its rate, type and compound setting cannot change. Add a new tax instead.',
  ),
  inGroups: (names: string[]) =>
    names.length > 1
      ? msg('This tax is in the tax groups {{names}}; remove it from them first.', {
          names: listNames(names),
        })
      : msg('This tax is in the tax group {{names}}; remove it from it first.', {
          names: listNames(names),
        }),
} as const;

function listNames(names: string[]): string {
  const shown = names.slice(0, 3).map((n) => `“${n.length > 30 ? `${n.slice(0, 29)}…` : n}”`);
  return names.length > 3 ? `${shown.join(', ')} and ${names.length - 3} more` : shown.join(', ');
}

/** PostgreSQL foreign_key_violation, through any driver wrapper. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function toValues(data: TaxData): repo.TaxValues {
  return {
    name: data.name,
    taxType: data.taxType,
    rateBp: percentToRateBp(data.rate),
    isCompound: data.isCompound,
    effectiveFrom: data.effectiveFrom,
    effectiveTo: data.effectiveTo,
  };
}

/** What the audit trail keeps of a tax (as before versions: not the edit's bookkeeping). */
function auditView({ version: _v, updatedBy: _b, updatedAt: _a, ...kept }: repo.TaxRow) {
  return kept;
}

export function taxService(ctx: AppContext) {
  const audit = (
    me: AccessClaims,
    id: number,
    action: 'create' | 'update' | 'delete',
    before?: unknown,
    after?: unknown,
  ) =>
    ({
      companyId: me.companyId,
      userId: me.userId,
      entity: 'tax',
      entityId: id,
      action,
      before,
      after,
    }) as const;

  async function mustFind(me: AccessClaims, id: number) {
    const tax = await repo.findTax(ctx.db, me.companyId, id);
    if (!tax) throw notFound(TAX_MESSAGES.notFound);
    return tax;
  }

  return {
    async list(me: AccessClaims, activeOn: string | null): Promise<TaxReply[]> {
      return (await repo.listTaxes(ctx.db, me.companyId, activeOn)).map(toTaxView);
    },

    async get(me: AccessClaims, id: number): Promise<TaxReply> {
      return toTaxView(await mustFind(me, id));
    },

    async create(me: AccessClaims, data: TaxData): Promise<TaxReply> {
      return ctx.db.transaction(async (tx) => {
        const tax = await repo.insertTax(tx, me.companyId, toValues(data));
        await recordAudit(tx, audit(me, tax.id, 'create', undefined, auditView(tax)), ctx.now());
        return toTaxView(tax);
      });
    },

    async update(me: AccessClaims, id: number, data: TaxData): Promise<TaxReply> {
      return ctx.db.transaction(async (tx) => {
        const before = await repo.lockTax(tx, me.companyId, id);
        if (!before) throw notFound(TAX_MESSAGES.notFound);
        await refuseStale(tx, me.companyId, before, data.version, CHANGED_SINCE.tax);
        const values = toValues(data);
        const chargesDiffer =
          values.rateBp !== before.rateBp ||
          values.taxType !== before.taxType ||
          values.isCompound !== before.isCompound;
        if (chargesDiffer && (await repo.countPostedUses(tx, me.companyId, id)) > 0) {
          throw conflict(TAX_MESSAGES.rateLocked);
        }
        const now = ctx.now();
        const after = await repo.updateTax(tx, me.companyId, id, values, {
          userId: me.userId,
          at: now,
        });
        await recordAudit(tx, audit(me, id, 'update', auditView(before), auditView(after)), now);
        return toTaxView(after);
      });
    },

    async remove(me: AccessClaims, id: number, version: number | null = null): Promise<void> {
      try {
        await ctx.db.transaction(async (tx) => {
          const before = await repo.lockTax(tx, me.companyId, id);
          if (!before) throw notFound(TAX_MESSAGES.notFound);
          await refuseStale(tx, me.companyId, before, version, CHANGED_SINCE.tax);
          if ((await repo.countPostedUses(tx, me.companyId, id)) > 0)
            throw conflict(TAX_MESSAGES.usedByInvoices);
          const groups = await repo.groupNamesContaining(tx, me.companyId, id);
          if (groups.length > 0) throw conflict(TAX_MESSAGES.inGroups(groups));
          await repo.deleteTax(tx, me.companyId, id);
          await recordAudit(tx, audit(me, id, 'delete', auditView(before)), ctx.now());
        });
      } catch (error) {
        // A bill or group took the tax between the checks and the delete.
        if (isForeignKeyViolation(error)) throw conflict(TAX_MESSAGES.usedByInvoices);
        throw error;
      }
    },
  };
}
