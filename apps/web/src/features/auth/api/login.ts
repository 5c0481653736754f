import type { LoginInput } from '@hisaab/shared/schemas/auth';
import { api } from '../../../api/client.ts';
import { ApiError } from '../../../api/api-error.ts';
import { setTokens } from '../../../api/tokens.ts';

interface LoginReply {
  accessToken?: unknown;
  refreshToken?: unknown;
}

/** Signs in and stores both tokens; the session hook then switches the app to signed-in. */
export async function login(input: LoginInput): Promise<void> {
  const reply = await api.post<LoginReply | null>('/account/login', input, { anonymous: true });
  if (typeof reply?.accessToken !== 'string' || typeof reply.refreshToken !== 'string') {
    throw new ApiError(500, 'Login answer had no tokens.');
  }
  setTokens({ accessToken: reply.accessToken, refreshToken: reply.refreshToken });
}
