// Registration, email confirmation, sign-in, token refresh, sign-out and password reset.
// Every change is one transaction; mails go out after it commits. accountService joins the use
// cases, each group its own factory below.
import { randomUUID } from 'node:crypto';
import { addDays, todayInIndia } from '@hisaab/shared/format';
import { validateGstin, stateCodeFromGstin } from '@hisaab/shared/gstin';
import { FREE_PERIOD_DAYS } from '@hisaab/shared/plans';
import type { MessageReply, PreferencesReply, SessionReply } from '@hisaab/shared/replies/accounts';
import type { Language } from '@hisaab/shared/i18n/languages';
import type { AppContext } from '../../platform/app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  conflict,
  fieldError,
  forbidden,
  unauthorized,
  badRequest,
} from '../../platform/errors.ts';
import { hashPassword, verifyPasswordOrDummy } from '../../platform/passwords.ts';
import { ACCESS_TOKEN_SECONDS, hashToken, newOpaqueToken } from '../../platform/tokens.ts';
import { enforceRateLimits, limitMail } from '../../platform/rate-limit.ts';
import { translator } from '../../platform/i18n.ts';
import type { MailMessage } from '../../platform/mail.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { companyCodeExists, seedCompanyDefaults } from '../companies/index.ts';
import * as repo from './accounts.repo.ts';
import {
  accountExistsMail,
  confirmEmailMail,
  mailLanguage,
  resetPasswordMail,
} from './accounts.mail.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { ERROR_CODES } from '@hisaab/shared/error-codes';

const DAY_MS = 24 * 60 * 60 * 1000;
const CONFIRM_EMAIL_MS = 3 * DAY_MS;
const RESET_PASSWORD_MS = 60 * 60 * 1000;
const REFRESH_TOKEN_MS = 30 * DAY_MS;

export const MESSAGES = {
  registered: tk('Registration successful. Please check your email.'),
  codeTaken: tk('This company code is already taken. Please choose another.'),
  invalidLogin: tk('Invalid email or password.'),
  confirmFirst: tk('Please confirm your email before logging in.'),
  sessionExpired: tk('Your session has expired. Please log in again.'),
  resetSent: tk('If an account exists for this email, a password reset link has been sent.'),
  resetDone: tk('Your password has been changed. You can log in now.'),
  resetInvalid: tk('This password reset link is invalid or has expired.'),
  verificationSent: tk('If this email needs confirming, a new verification link has been sent.'),
} as const;

export interface RegisterInput {
  companyName: string;
  companyCode: string;
  email: string;
  password: string;
  gstin?: string | null | undefined;
}

type SendMail = (message: MailMessage) => Promise<void>;

/** Sends a mail after the change it tells of has committed. */
function mailSender(ctx: AppContext): SendMail {
  return async function sendMail(message: MailMessage): Promise<void> {
    try {
      await ctx.mailer.send(message);
    } catch (error) {
      // The account change is committed; the user can ask for the mail again.
      console.error('mail could not be sent', { to: message.to, subject: message.subject, error });
    }
  };
}

/** Registration: a company with its Admin, the address confirmed, a new confirmation link. */
function registration(ctx: AppContext, sendMail: SendMail) {
  async function addressTaken(email: string, language: Language): Promise<MessageReply> {
    const owner = await repo.findUserByEmail(ctx.db, email);
    await sendMail(accountExistsMail(mailLanguage(owner, language), ctx.config.publicUrl, email));
    return { message: MESSAGES.registered };
  }

  return {
    /** `language`: the request's, for the mails (a new user has chosen none yet). */
    async register(input: RegisterInput, ip: string, language: Language): Promise<MessageReply> {
      const email = input.email.trim().toLowerCase();
      const code = input.companyCode.trim();
      let gstin: string | null = null;
      if (input.gstin) {
        const check = validateGstin(input.gstin, 'company');
        if (!check.ok) throw fieldError('gstin', check.message);
        gstin = input.gstin;
      }
      await limitMail(ctx, email, ip);
      if (await companyCodeExists(ctx.db, code))
        throw conflict(MESSAGES.codeTaken, { companyCode: [MESSAGES.codeTaken] });
      // Hashed on both paths, so the answer for a taken address takes as long as for a new one.
      const passwordHash = await hashPassword(input.password);
      // A taken address answers exactly as a new one (no 409 telling who has an account here);
      // its owner gets a mail instead.
      if (await repo.findUserByEmail(ctx.db, email)) return addressTaken(email, language);

      const confirm = newOpaqueToken();
      const now = ctx.now();
      // The free period's last day: the registration day in India plus 180 days.
      const trialEndsOn = addDays(todayInIndia(now), FREE_PERIOD_DAYS);
      const companyName = input.companyName.trim();
      try {
        await ctx.db.transaction(async (tx) => {
          const company = await repo.insertCompany(tx, {
            code,
            name: companyName,
            gstin,
            stateCode: gstin ? stateCodeFromGstin(gstin) : null,
            trialEndsOn,
          });
          const user = await repo.insertAdmin(tx, company.id, email, passwordHash);
          await seedCompanyDefaults(tx, company.id, user.id, now);
          await repo.storeUserToken(
            tx,
            user.id,
            'confirm-email',
            confirm.hash,
            new Date(now.getTime() + CONFIRM_EMAIL_MS),
            now,
          );
          await recordAudit(
            tx,
            [
              {
                companyId: company.id,
                userId: user.id,
                entity: 'company',
                entityId: company.id,
                action: 'create',
                after: { code, name: companyName, gstin },
              },
              {
                companyId: company.id,
                userId: user.id,
                entity: 'user',
                entityId: user.id,
                action: 'create',
                after: { email, roles: ['Admin'] },
              },
            ],
            now,
          );
        });
      } catch (error) {
        // Two registrations racing for the same code or email: the loser learns of the code only.
        if (!isUniqueViolation(error)) throw error;
        if (await companyCodeExists(ctx.db, code))
          throw conflict(MESSAGES.codeTaken, { companyCode: [MESSAGES.codeTaken] });
        return addressTaken(email, language);
      }
      await sendMail(
        confirmEmailMail(language, ctx.config.publicUrl, email, confirm.token, companyName),
      );
      return { message: MESSAGES.registered };
    },

    /** Returns where to send the browser after a confirmation link was opened. */
    async confirmEmail(email: string, token: string): Promise<string> {
      const target = (ok: boolean) =>
        `/login?${new URLSearchParams({ email, confirmed: ok ? '1' : '0' })}`;
      const user = await repo.findUserByEmail(ctx.db, email);
      if (!user || !token) return target(false);
      // Only a link that was really mailed may say so: a guessed token learns nothing.
      if (user.emailConfirmedAt)
        return target(
          await repo.wasMailedToken(ctx.db, user.id, 'confirm-email', hashToken(token)),
        );
      const now = ctx.now();
      const ok = await ctx.db.transaction(async (tx) => {
        if (!(await repo.consumeUserToken(tx, user.id, 'confirm-email', hashToken(token), now)))
          return false;
        await repo.updateUser(tx, user.id, { emailConfirmedAt: now });
        await recordAudit(
          tx,
          {
            companyId: user.companyId,
            userId: user.id,
            entity: 'user',
            entityId: user.id,
            action: 'update',
            after: { emailConfirmed: true },
          },
          now,
        );
        return true;
      });
      return target(ok);
    },

    async resendVerification(
      emailRaw: string,
      ip: string,
      language: Language,
    ): Promise<MessageReply> {
      const email = emailRaw.trim().toLowerCase();
      await limitMail(ctx, email, ip);
      const user = await repo.findUserByEmail(ctx.db, email);
      if (user?.passwordHash && !user.emailConfirmedAt) {
        const confirm = newOpaqueToken();
        const now = ctx.now();
        await repo.storeUserToken(
          ctx.db,
          user.id,
          'confirm-email',
          confirm.hash,
          new Date(now.getTime() + CONFIRM_EMAIL_MS),
          now,
        );
        const company = await repo.companyNameOf(ctx.db, user.companyId);
        const to = mailLanguage(user, language);
        await sendMail(
          confirmEmailMail(
            to,
            ctx.config.publicUrl,
            user.email,
            confirm.token,
            company?.name ?? translator(to).t('your company'),
          ),
        );
      }
      return { message: MESSAGES.verificationSent };
    },
  };
}

/** Sign-in, token refresh and sign-out: a user's sessions. */
function sessions(ctx: AppContext) {
  const limits = ctx.config.rateLimits;

  async function issueSession(
    db: DbOrTx,
    user: repo.UserRow,
    familyId: string = randomUUID(),
  ): Promise<SessionReply> {
    const now = ctx.now();
    const refresh = newOpaqueToken();
    await repo.insertRefreshToken(db, {
      userId: user.id,
      familyId,
      tokenHash: refresh.hash,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_MS),
    });
    const accessToken = await ctx.tokens.signAccess(
      {
        userId: user.id,
        companyId: user.companyId,
        email: user.email,
        roles: user.roles,
        tokenVersion: user.tokenVersion,
      },
      now,
    );
    return { accessToken, refreshToken: refresh.token, expiresIn: ACCESS_TOKEN_SECONDS };
  }

  return {
    async login(emailRaw: string, password: string, ip: string): Promise<SessionReply> {
      const email = emailRaw.trim().toLowerCase();
      // Per address AND client: someone else's wrong guesses do not lock the owner out on their
      // own device. The per-address ceiling across all clients (10× higher) still stops guessing
      // spread over many machines; the per-client one stops one machine trying many addresses.
      await enforceRateLimits(
        ctx.db,
        [
          { key: `login:email-ip:${email}|${ip}`, limit: limits.loginPerEmailAndIp },
          { key: `login:email:${email}`, limit: limits.loginPerEmail },
          { key: `login:ip:${ip}`, limit: limits.loginPerIp },
        ],
        limits.windowSeconds,
        ctx.now(),
      );
      const user = await repo.findUserByEmail(ctx.db, email);
      // An unknown address is checked against a dummy hash: a wrong password costs the same
      // time either way, so timing does not tell who has an account.
      if (!(await verifyPasswordOrDummy(user?.passwordHash, password)) || !user) {
        throw unauthorized(MESSAGES.invalidLogin);
      }
      if (!user.emailConfirmedAt)
        throw forbidden(MESSAGES.confirmFirst, ERROR_CODES.emailNotConfirmed);
      return ctx.db.transaction(async (tx) => {
        const session = await issueSession(tx, user);
        await recordAudit(
          tx,
          {
            companyId: user.companyId,
            userId: user.id,
            entity: 'user',
            entityId: user.id,
            action: 'login',
            after: { ip },
          },
          ctx.now(),
        );
        return session;
      });
    },

    async refresh(accessToken: string | undefined, refreshToken: string): Promise<SessionReply> {
      const now = ctx.now();
      const stored = await repo.findRefreshToken(ctx.db, hashToken(refreshToken));
      if (!stored || stored.revokedAt || stored.expiresAt <= now)
        throw unauthorized(MESSAGES.sessionExpired);
      if (stored.rotatedAt || !(await repo.markRotated(ctx.db, stored.id, now))) {
        // An old token came back: someone else may hold the family. End the whole sign-in.
        await repo.revokeFamily(ctx.db, stored.familyId, now);
        throw unauthorized(MESSAGES.sessionExpired);
      }
      // The access token, when sent, must belong to the same user as the refresh token.
      const subject = accessToken ? await ctx.tokens.subjectOfExpired(accessToken) : stored.userId;
      const user = await repo.findUserById(ctx.db, stored.userId);
      if (!user || subject !== user.id) {
        await repo.revokeFamily(ctx.db, stored.familyId, now);
        throw unauthorized(MESSAGES.sessionExpired);
      }
      return issueSession(ctx.db, user, stored.familyId);
    },

    async logout(userId: number, refreshToken: string | undefined): Promise<void> {
      const now = ctx.now();
      const stored = refreshToken
        ? await repo.findRefreshToken(ctx.db, hashToken(refreshToken))
        : null;
      await ctx.db.transaction(async (tx) => {
        if (stored && stored.userId === userId) await repo.revokeFamily(tx, stored.familyId, now);
        else await repo.revokeAllForUser(tx, userId, now);
        // Ends the access tokens too; the user's other devices renew theirs with their own
        // refresh token.
        await repo.raiseTokenVersion(tx, userId);
      });
      ctx.tokens.userChanged(userId);
    },
  };
}

/** A forgotten password: the reset link, then the new password. */
function passwordReset(ctx: AppContext, sendMail: SendMail) {
  return {
    async forgotPassword(emailRaw: string, ip: string, language: Language): Promise<MessageReply> {
      const email = emailRaw.trim().toLowerCase();
      await limitMail(ctx, email, ip);
      const user = await repo.findUserByEmail(ctx.db, email);
      if (user?.passwordHash) {
        const reset = newOpaqueToken();
        const now = ctx.now();
        await repo.storeUserToken(
          ctx.db,
          user.id,
          'reset-password',
          reset.hash,
          new Date(now.getTime() + RESET_PASSWORD_MS),
          now,
        );
        await sendMail(
          resetPasswordMail(
            mailLanguage(user, language),
            ctx.config.publicUrl,
            user.email,
            reset.token,
          ),
        );
      }
      return { message: MESSAGES.resetSent };
    },

    async resetPassword(emailRaw: string, token: string, password: string): Promise<MessageReply> {
      const user = await repo.findUserByEmail(ctx.db, emailRaw.trim());
      if (!user?.passwordHash) throw badRequest(MESSAGES.resetInvalid);
      const passwordHash = await hashPassword(password);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        if (!(await repo.consumeUserToken(tx, user.id, 'reset-password', hashToken(token), now))) {
          throw badRequest(MESSAGES.resetInvalid);
        }
        // The link proves the address, so it also confirms it.
        await repo.updateUser(tx, user.id, {
          passwordHash,
          emailConfirmedAt: user.emailConfirmedAt ?? now,
        });
        await repo.revokeAllForUser(tx, user.id, now);
        await repo.raiseTokenVersion(tx, user.id);
        await recordAudit(
          tx,
          {
            companyId: user.companyId,
            userId: user.id,
            entity: 'user',
            entityId: user.id,
            action: 'update',
            after: { passwordReset: true },
          },
          now,
        );
      });
      ctx.tokens.userChanged(user.id);
      return { message: MESSAGES.resetDone };
    },
  };
}

/** The user's own preferences: the language they read in. */
function userPreferences(ctx: AppContext) {
  return {
    async preferences(userId: number): Promise<PreferencesReply> {
      return { language: await repo.userLanguage(ctx.db, userId) };
    },

    async setLanguage(userId: number, language: Language): Promise<PreferencesReply> {
      await repo.setUserLanguage(ctx.db, userId, language);
      ctx.tokens.userChanged(userId); // the next request answers in it
      return { language };
    },
  };
}

export function accountService(ctx: AppContext) {
  const sendMail = mailSender(ctx);
  return {
    ...registration(ctx, sendMail),
    ...sessions(ctx),
    ...passwordReset(ctx, sendMail),
    ...userPreferences(ctx),
  };
}

export type AccountService = ReturnType<typeof accountService>;
