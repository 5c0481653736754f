import type { ResetPasswordInput } from '@hisaab/shared/schemas/auth';
import type { MessageReply } from '@hisaab/shared/replies/accounts';
import { postAnonymous } from '../../../api/anonymous.ts';

// No React or zod in here: the light sign-in page (src/sign-in) sends the first two too. The
// callers show the message only through safeServerMessage, with their own text when it is absent.
type Reply = Partial<MessageReply> | null;

export function forgotPassword(email: string) {
  return postAnonymous<Reply>('/account/forgot-password', { email });
}

export function resendVerificationEmail(email: string) {
  return postAnonymous<Reply>('/account/resend-verification-email', { email });
}

export function resetPassword(input: ResetPasswordInput) {
  return postAnonymous<Reply>('/account/reset-password', input);
}
