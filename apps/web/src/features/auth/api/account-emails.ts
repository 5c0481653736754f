import type { ResetPasswordInput } from '@hisaab/shared/schemas/auth';
import { api } from '../../../api/client.ts';

type MessageReply = { message?: string } | null;

export function forgotPassword(email: string) {
  return api.post<MessageReply>('/account/forgot-password', { email }, { anonymous: true });
}

export function resendVerificationEmail(email: string) {
  return api.post<MessageReply>(
    '/account/resend-verification-email',
    { email },
    { anonymous: true },
  );
}

export function resetPassword(input: ResetPasswordInput) {
  return api.post<MessageReply>('/account/reset-password', input, { anonymous: true });
}
