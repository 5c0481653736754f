// Reading the audit trail (Admin and Auditor): filters by entity, document, user and India days.
import { addDays } from '@hisaab/shared/format';
import type { AuditQuery } from '@hisaab/shared/schemas/audit';
import type { AuditPageReply, AuditUserReply } from '@hisaab/shared/replies/audit';
import type { AppContext } from '../../platform/app-context.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { listAudit, listCompanyUsers } from './audit.repo.ts';

/** The first instant of an India calendar day (IST has no daylight saving). */
const startOfIndiaDay = (isoDate: string) => new Date(`${isoDate}T00:00:00+05:30`);

export function auditService(ctx: AppContext) {
  return {
    async list(me: AccessClaims, q: AuditQuery): Promise<AuditPageReply> {
      const { rows, total } = await listAudit(
        ctx.db,
        me.companyId,
        {
          entity: q.entity,
          entityId: q.entityId,
          userId: q.userId,
          from: q.from ? startOfIndiaDay(q.from) : null,
          until: q.to ? startOfIndiaDay(addDays(q.to, 1)) : null,
        },
        q.skip,
        q.take,
      );
      return {
        items: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
        total,
        skip: q.skip,
        take: q.take,
      };
    },

    users: (me: AccessClaims): Promise<AuditUserReply[]> => listCompanyUsers(ctx.db, me.companyId),
  };
}
