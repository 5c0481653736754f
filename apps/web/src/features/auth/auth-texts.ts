// The texts of the auth page's login, forgot-password and resend-verification views, for both
// the React page (components/auth-page.tsx) and the light sign-in page (src/sign-in): no React.
import { AUTH_MESSAGES } from '@hisaab/shared/messages';

export type AuthView = 'login' | 'register' | 'forgot' | 'resend';

export const AUTH_TITLES: Record<AuthView, string> = {
  login: 'Log in',
  register: 'Register your company',
  forgot: 'Forgot password',
  resend: 'Resend verification email',
};

/** The notes for ?confirmed=1 and ?confirmed=0, where the mailed link brings the user back. */
export const CONFIRMED = 'Your email is confirmed. You can log in now.';
export const NOT_CONFIRMED =
  'This confirmation link is invalid or was already used. Log in, or resend the verification email.';

/** The one-field views that send a mail. */
export const EMAIL_REQUESTS = {
  forgot: {
    intro: 'Enter your account email and we will send a link to set a new password.',
    submitLabel: 'Send reset link',
    successFallback: 'If an account exists for this email, a reset link is on its way.',
    errorFallback: AUTH_MESSAGES.unableToSendResetLink,
  },
  resend: {
    intro: 'Enter the email you registered with and we will send a new verification link.',
    submitLabel: 'Resend verification email',
    successFallback: 'If this email is waiting for confirmation, a new link is on its way.',
    errorFallback: AUTH_MESSAGES.unableToResendVerification,
  },
} as const;

/** A login failure that asks to confirm the email offers the resend link (spec section 2). */
export function needsConfirmation(error: string | null): boolean {
  return error?.toLowerCase().includes(AUTH_MESSAGES.confirmEmailMarker) ?? false;
}
