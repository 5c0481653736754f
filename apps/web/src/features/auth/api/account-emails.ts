import type { ResetPasswordInput } from '@hisaab/shared/schemas/auth';
import { postAnonymous } from '../../../api/anonymous.ts';

// No React in here: the light sign-in page (src/sign-in) sends the first two too.
type MessageReply = { message?: string } | null;

export function forgotPassword(email: string) {
  return postAnonymous<MessageReply>('/account/forgot-password', { email });
}

export function resendVerificationEmail(email: string) {
  return postAnonymous<MessageReply>('/account/resend-verification-email', { email });
}

export function resetPassword(input: ResetPasswordInput) {
  return postAnonymous<MessageReply>('/account/reset-password', input);
}
