// The texts of the auth page's login, forgot-password and resend-verification views, for both
// the React page (components/auth-page.tsx) and the light sign-in page (src/sign-in): no React.
// Marked with tk() for the catalogues (locales/<language>/sign-in.json, which the light page
// loads alone and the app's catalogue merges).
import { ERROR_CODES } from '@hisaab/shared/error-codes';
import { tk } from '@hisaab/shared/i18n/messages';
import { AUTH_MESSAGES } from '@hisaab/shared/messages';
import { errorCode } from '../../api/api-error.ts';

export type AuthView = 'login' | 'register' | 'forgot' | 'resend';

export const AUTH_TITLES: Record<AuthView, string> = {
  login: tk('Log in'),
  register: tk('Register your company'),
  forgot: tk('Forgot password'),
  resend: tk('Resend verification email'),
};

/** The notes for ?confirmed=1 and ?confirmed=0, where the mailed link brings the user back. */
export const CONFIRMED = tk('Your email is confirmed. You can log in now.');
export const NOT_CONFIRMED = tk(
  'This confirmation link is invalid or was already used. Log in, or resend the verification email.',
);

/** The one-field views that send a mail. */
export const EMAIL_REQUESTS = {
  forgot: {
    intro: tk('Enter your account email and we will send a link to set a new password.'),
    submitLabel: tk('Send reset link'),
    successFallback: tk('If an account exists for this email, a reset link is on its way.'),
    errorFallback: AUTH_MESSAGES.unableToSendResetLink,
  },
  resend: {
    intro: tk('Enter the email you registered with and we will send a new verification link.'),
    submitLabel: tk('Resend verification email'),
    successFallback: tk('If this email is waiting for confirmation, a new link is on its way.'),
    errorFallback: AUTH_MESSAGES.unableToResendVerification,
  },
} as const;

/**
 * A login failure that asks to confirm the email offers the resend link (spec section 2): told
 * by the reply's code, whatever language its words are in.
 */
export function needsConfirmation(error: unknown): boolean {
  return errorCode(error) === ERROR_CODES.emailNotConfirmed;
}
