import type { LoginInput } from '@hisaab/shared/schemas/auth';
import { postAnonymous } from '../../../api/anonymous.ts';
import { ApiError } from '../../../api/api-error.ts';
import { setTokens } from '../../../api/tokens.ts';

interface LoginReply {
  accessToken?: unknown;
  refreshToken?: unknown;
}

/**
 * Signs in and stores both tokens; the session hook then switches the app to signed-in. No
 * React in here: the light sign-in page (src/sign-in) calls it too.
 */
export async function login(input: LoginInput): Promise<void> {
  const reply = await postAnonymous<LoginReply | null>('/account/login', input);
  if (typeof reply?.accessToken !== 'string' || typeof reply.refreshToken !== 'string') {
    throw new ApiError(500, 'Login answer had no tokens.');
  }
  setTokens({ accessToken: reply.accessToken, refreshToken: reply.refreshToken });
}
