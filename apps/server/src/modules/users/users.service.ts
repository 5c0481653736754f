// The company's users and invitations (Admin only, except accepting an invitation).
import { ROLES } from '@hisaab/shared/permissions';
import type {
  CompanyUserReply,
  ResendInviteReply,
  UserMessageReply,
} from '@hisaab/shared/replies/users';
import type { AppContext } from '../../platform/app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
} from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { hashToken, newOpaqueToken } from '../../platform/tokens.ts';
import { limitMail } from '../../platform/rate-limit.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import * as accounts from '../accounts/index.ts';
import type { Language } from '@hisaab/shared/i18n/languages';
import { invitationMail } from '../accounts/index.ts';
import { planGuard } from '../plans/index.ts';
import * as repo from './users.repo.ts';
import { msg, tk } from '@hisaab/shared/i18n/messages';

export const INVITE_RESEND_COOLDOWN_SECONDS = 600;
const INVITE_VALID_MS = 7 * 24 * 60 * 60 * 1000;

export const USER_MESSAGES = {
  invited: tk('Invitation sent.'),
  resent: tk('Invitation sent again.'),
  cancelled: tk('Invitation cancelled.'),
  roleUpdated: tk('Role updated.'),
  activated: tk('Your account has been activated.'),
  unknownRole: msg('Unknown role. Choose one of {{ROLES}}.', { ROLES: ROLES.join(', ') }),
  adminLocked: tk('Admin users cannot be edited or deleted.'),
  alreadyPending: tk('An invitation is already pending for this email.'),
  emailTaken: tk('An account with this email already exists.'),
  userNotFound: tk('No such user in your company.'),
  invitationNotFound: tk('No pending invitation for this email.'),
  invalidInvitation: tk('This invitation link is invalid or has expired.'),
} as const;

const isAdminUser = (roles: string[]) => roles.some((r) => r.toLowerCase() === 'admin');

function canonicalRole(role: string): string {
  const found = ROLES.find((r) => r.toLowerCase() === role.trim().toLowerCase());
  if (!found) throw badRequest(USER_MESSAGES.unknownRole, { role: [USER_MESSAGES.unknownRole] });
  return found;
}

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

export function userService(ctx: AppContext) {
  const plans = planGuard(ctx);
  const secondsUntilResend = (inviteSentAt: Date | null) => {
    if (!inviteSentAt) return 0;
    const elapsed = Math.floor((ctx.now().getTime() - inviteSentAt.getTime()) / 1000);
    return Math.max(0, INVITE_RESEND_COOLDOWN_SECONDS - elapsed);
  };

  const companyUser = (companyId: number, email: string) =>
    repo.companyUser(ctx.db, companyId, email);

  async function companyName(companyId: number): Promise<string> {
    return (await repo.companyName(ctx.db, companyId)) ?? 'your company';
  }

  /** In the language of the inviting request (the invited person has chosen none yet). */
  async function sendInvitation(
    me: AccessClaims,
    user: { id: number; email: string; roles: string[] },
    language: Language,
  ) {
    const token = newOpaqueToken();
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      await accounts.storeUserToken(
        tx,
        user.id,
        'invite',
        token.hash,
        new Date(now.getTime() + INVITE_VALID_MS),
        now,
      );
      await repo.markInviteSent(tx, user.id, now);
    });
    const mail = invitationMail(
      language,
      ctx.config.publicUrl,
      user.email,
      token.token,
      await companyName(me.companyId),
      user.roles[0] ?? '',
    );
    await ctx.mailer.send(mail);
  }

  return {
    roles: (): string[] => [...ROLES],

    async list(me: AccessClaims): Promise<CompanyUserReply[]> {
      const rows = await repo.listUsers(ctx.db, me.companyId);
      return rows.map((u) => ({
        id: u.id,
        email: u.email,
        roles: u.roles,
        invitationAccepted: u.invitationAccepted,
        resendAvailableInSeconds: u.invitationAccepted ? 0 : secondsUntilResend(u.inviteSentAt),
      }));
    },

    async invite(
      me: AccessClaims,
      emailRaw: string,
      roleRaw: string,
      ip: string,
      language: Language,
    ): Promise<UserMessageReply> {
      const email = emailRaw.trim().toLowerCase();
      const role = canonicalRole(roleRaw);
      const existing = await accounts.findUserByEmail(ctx.db, email);
      if (existing) {
        const pending = existing.companyId === me.companyId && !existing.invitationAccepted;
        throw conflict(pending ? USER_MESSAGES.alreadyPending : USER_MESSAGES.emailTaken);
      }
      await limitMail(ctx, email, ip);
      const now = ctx.now();
      let created: repo.UserRow;
      try {
        created = await ctx.db.transaction(async (tx) => {
          // A pending invitation holds a seat too.
          await plans.assertCanWrite(tx, me.companyId, 'new-seat');
          const row = await repo.insertInvitedUser(tx, me.companyId, email, [role]);
          await recordAudit(
            tx,
            {
              companyId: me.companyId,
              userId: me.userId,
              entity: 'user',
              entityId: row.id,
              action: 'create',
              after: { email, roles: [role], invited: true },
            },
            now,
          );
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.emailTaken);
        throw error;
      }
      await sendInvitation(me, created, language);
      return { message: USER_MESSAGES.invited };
    },

    async resend(
      me: AccessClaims,
      email: string,
      ip: string,
      language: Language,
    ): Promise<ResendInviteReply> {
      const user = await companyUser(me.companyId, email);
      if (!user || user.invitationAccepted) throw notFound(USER_MESSAGES.invitationNotFound);
      const wait = secondsUntilResend(user.inviteSentAt);
      if (wait > 0)
        throw tooManyRequests(
          msg('Please wait {{wait}} before resending the invitation.', { wait: mmss(wait) }),
          wait,
        );
      await limitMail(ctx, user.email, ip);
      await sendInvitation(me, user, language);
      return { message: USER_MESSAGES.resent, cooldownSeconds: INVITE_RESEND_COOLDOWN_SECONDS };
    },

    async cancel(me: AccessClaims, email: string): Promise<UserMessageReply> {
      const user = await companyUser(me.companyId, email);
      if (!user || user.invitationAccepted) throw notFound(USER_MESSAGES.invitationNotFound);
      await ctx.db.transaction(async (tx) => {
        await repo.deleteUser(tx, me.companyId, user.id);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'user',
            entityId: user.id,
            action: 'delete',
            before: { email: user.email, roles: user.roles, invited: true },
          },
          ctx.now(),
        );
      });
      return { message: USER_MESSAGES.cancelled };
    },

    async remove(me: AccessClaims, email: string): Promise<void> {
      const user = await companyUser(me.companyId, email);
      if (!user) throw notFound(USER_MESSAGES.userNotFound);
      if (isAdminUser(user.roles)) throw forbidden(USER_MESSAGES.adminLocked);
      await ctx.db.transaction(async (tx) => {
        await repo.deleteUser(tx, me.companyId, user.id);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'user',
            entityId: user.id,
            action: 'delete',
            before: { email: user.email, roles: user.roles },
          },
          ctx.now(),
        );
      });
      // The removed user's tokens stop working at their next request (user-state.ts).
      ctx.tokens.userChanged(user.id);
    },

    async changeRole(me: AccessClaims, email: string, roleRaw: string): Promise<UserMessageReply> {
      const role = canonicalRole(roleRaw);
      const user = await companyUser(me.companyId, email);
      if (!user) throw notFound(USER_MESSAGES.userNotFound);
      if (isAdminUser(user.roles)) throw forbidden(USER_MESSAGES.adminLocked);
      await ctx.db.transaction(async (tx) => {
        await repo.setRoles(tx, me.companyId, user.id, [role]);
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'user',
            entityId: user.id,
            action: 'update',
            before: { roles: user.roles },
            after: { roles: [role] },
          },
          ctx.now(),
        );
      });
      // Requests read the user's roles now, not the token's: the new role counts at once.
      ctx.tokens.userChanged(user.id);
      return { message: USER_MESSAGES.roleUpdated };
    },

    async acceptInvite(
      emailRaw: string,
      token: string,
      password: string,
    ): Promise<UserMessageReply> {
      const user = await accounts.findUserByEmail(ctx.db, emailRaw.trim());
      if (!user || user.invitationAccepted) throw badRequest(USER_MESSAGES.invalidInvitation);
      const passwordHash = await hashPassword(password);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        if (!(await accounts.consumeUserToken(tx, user.id, 'invite', hashToken(token), now))) {
          throw badRequest(USER_MESSAGES.invalidInvitation);
        }
        await repo.acceptInvitation(tx, user.id, passwordHash, now);
        await recordAudit(
          tx,
          {
            companyId: user.companyId,
            userId: user.id,
            entity: 'user',
            entityId: user.id,
            action: 'update',
            after: { invitationAccepted: true },
          },
          now,
        );
      });
      return { message: USER_MESSAGES.activated };
    },
  };
}
