import type { LoginInput } from '@hisaab/shared/schemas/auth';
import type { SessionReply } from '@hisaab/shared/replies/accounts';
import { postAnonymous } from '../../../api/anonymous.ts';
import { ApiError, UNEXPECTED_REPLY } from '../../../api/api-error.ts';
import { setTokens } from '../../../api/tokens.ts';

/**
 * Signs in and stores both tokens; the session hook then switches the app to signed-in. No
 * React or zod in here: the light sign-in page (src/sign-in) calls it too, so the reply is
 * checked by hand for the two tokens it stores, typed by the shared sessionReply.
 */
export async function login(input: LoginInput): Promise<void> {
  const reply = await postAnonymous<Partial<SessionReply> | null>('/account/login', input);
  if (typeof reply?.accessToken !== 'string' || typeof reply.refreshToken !== 'string') {
    throw new ApiError(200, UNEXPECTED_REPLY, [], reply);
  }
  setTokens({ accessToken: reply.accessToken, refreshToken: reply.refreshToken });
}
