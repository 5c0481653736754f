import { useMemo, useSyncExternalStore } from 'react';
import { can, canWrite, rolesFromClaims, type Permission } from '@hisaab/shared/permissions';
import { decodeJwtPayload } from './jwt.ts';
import { getAccessToken, subscribeTokens } from './tokens.ts';

export interface Session {
  signedIn: boolean;
  roles: string[];
  email: string | null;
  /** The token's subject (the user's id): what is kept per user in this browser is keyed by it. */
  userId: string | null;
}

/** Signed in means holding an access token (spec section 4); roles come from its claims. */
export function sessionFromToken(token: string | null): Session {
  if (!token) return { signedIn: false, roles: [], email: null, userId: null };
  const claims = decodeJwtPayload(token);
  const email = typeof claims['email'] === 'string' ? claims['email'] : null;
  const sub = claims['sub'];
  const userId = typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
  return { signedIn: true, roles: rolesFromClaims(claims), email, userId };
}

export function useSession(): Session {
  const token = useSyncExternalStore(subscribeTokens, getAccessToken, () => null);
  return useMemo(() => sessionFromToken(token), [token]);
}

/** Whether the signed-in user may change the books: false for an Auditor (who only reads). */
export function useCanWrite(): boolean {
  return canWrite(useSession().roles);
}

/** Whether the signed-in user has a permission of the shared table (e.g. 'readAudit'). */
export function useCan(permission: Permission): boolean {
  return can(useSession().roles, permission);
}
