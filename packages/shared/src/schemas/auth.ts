// Account request bodies (spec sections 3, 5 and 7) with the spec's exact messages.
import { z } from 'zod';
import { text } from './common.ts';
import { issueOf } from './zod-messages.ts';
import { EMAIL_MAX, EMAIL_PATTERN } from '../email.ts';
import { GSTIN_STANDARD_PATTERN, gstinProblem, normalizeGstin } from '../gstin.ts';
import {
  CUSTOMER_VALIDATION,
  INVITE_VALIDATION,
  REGISTRATION_VALIDATION,
} from '../validation-messages.ts';

export { EMAIL_MAX, EMAIL_PATTERN };
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const COMPANY_NAME_MAX = 200;
export const COMPANY_CODE_MAX = 32;
export const ROLE_MAX = 64;
const TOKEN_MAX = 4096;

/** Trimmed, lower-cased, at most 256, shaped x@y.z. */
export function emailField(message: string = CUSTOMER_VALIDATION.emailInvalid) {
  return text(message)
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, CUSTOMER_VALIDATION.emailLength)
    .regex(EMAIL_PATTERN, message);
}

/** At least 8 characters with a letter and a digit. */
export const passwordField = text(REGISTRATION_VALIDATION.password)
  .max(PASSWORD_MAX, REGISTRATION_VALIDATION.password)
  .refine(
    (p) => p.length >= PASSWORD_MIN && /\p{L}/u.test(p) && /\p{Nd}/u.test(p),
    REGISTRATION_VALIDATION.password,
  );

const token = text().trim().min(1).max(TOKEN_MAX);

/** Optional GSTIN: normalised, empty means none, else the standard pattern. */
const registrationGstin = text()
  .max(64, REGISTRATION_VALIDATION.gstin)
  .nullish()
  .transform((g) => (g ? normalizeGstin(g) : '') || undefined)
  .superRefine((g, ctx) => {
    if (g === undefined) return;
    // Shape first (the registration text), then the state code and check character.
    const message = GSTIN_STANDARD_PATTERN.test(g)
      ? gstinProblem(g, 'company')
      : REGISTRATION_VALIDATION.gstin;
    if (message) ctx.addIssue(issueOf(message));
  });

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;

export const registerSchema = z
  .object({
    companyName: text(REGISTRATION_VALIDATION.companyName)
      .trim()
      .min(2, REGISTRATION_VALIDATION.companyName)
      .max(COMPANY_NAME_MAX),
    companyCode: text(REGISTRATION_VALIDATION.companyCode)
      .trim()
      .min(2, REGISTRATION_VALIDATION.companyCode)
      .max(COMPANY_CODE_MAX)
      .regex(/^[A-Za-z0-9-]+$/, REGISTRATION_VALIDATION.companyCodeChars),
    email: emailField(),
    password: passwordField,
    confirmPassword: text().max(PASSWORD_MAX),
    gstin: registrationGstin,
  })
  .refine(passwordsMatch, {
    message: REGISTRATION_VALIDATION.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField(),
  password: text(REGISTRATION_VALIDATION.passwordRequired)
    .min(1, REGISTRATION_VALIDATION.passwordRequired)
    .max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Forgot password, resend verification, resend or cancel an invitation. */
export const emailSchema = z.object({ email: emailField() });
export type EmailInput = z.infer<typeof emailSchema>;

export const resetPasswordSchema = z.object({
  email: emailField(),
  token,
  password: passwordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const refreshTokenSchema = z.object({
  accessToken: text().max(TOKEN_MAX).optional(),
  refreshToken: token,
});
export type RefreshTokenInput = z.infer<typeof refreshTokenSchema>;

export const logoutSchema = z.object({ refreshToken: token.optional() });
export type LogoutInput = z.infer<typeof logoutSchema>;

const roleField = text(INVITE_VALIDATION.role)
  .trim()
  .min(2, INVITE_VALIDATION.role)
  .max(ROLE_MAX, INVITE_VALIDATION.role);

export const inviteUserSchema = z.object({
  email: emailField(INVITE_VALIDATION.email),
  role: roleField,
});
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

export const acceptInviteSchema = z
  .object({
    email: emailField(INVITE_VALIDATION.invalidLink),
    token: text(INVITE_VALIDATION.invalidLink)
      .trim()
      .min(1, INVITE_VALIDATION.invalidLink)
      .max(TOKEN_MAX, INVITE_VALIDATION.invalidLink),
    password: passwordField,
    confirmPassword: text().max(PASSWORD_MAX),
  })
  .refine(passwordsMatch, {
    message: INVITE_VALIDATION.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;

export const changeRoleSchema = z.object({ role: roleField });
export type ChangeRoleInput = z.infer<typeof changeRoleSchema>;
