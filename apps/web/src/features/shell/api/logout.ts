import { api, signOut } from '../../../api/client.ts';
import { getRefreshToken } from '../../../api/tokens.ts';
import type { LogoutInput } from '@hisaab/shared/schemas/auth';

/** Logout clears the session even when the server call fails, then goes to / (spec section 4). */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  try {
    // 204: nothing to read.
    await api.post<null>(
      '/account/logout',
      (refreshToken ? { refreshToken } : {}) satisfies LogoutInput,
    );
  } catch (err) {
    console.warn('Logout request failed; signing out locally.', err);
  }
  signOut();
}
