// Access tokens (short-lived JWT with the user's roles) and opaque single-use tokens, which are
// only ever stored as SHA-256 hashes.
import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, decodeJwt } from 'jose';
import type { UserStateCache } from './user-state.ts';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** Verified tokens remembered (about 300 bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface AccessClaims {
  userId: number;
  companyId: number;
  email: string;
  roles: string[];
  /** The user's token version when the token was signed (claim `tv`); see user-state.ts. */
  tokenVersion: number;
  /** The user's chosen language as the database has it now (not a claim of the token). */
  language?: string | null;
}

export class TokenService {
  // A KeyObject made once: given the secret's bytes, jose imports a WebCrypto key and verifies
  // on the thread pool for every request (about 0.3 ms a request against 0.06; issue 14).
  private readonly key: KeyObject;
  /**
   * Tokens whose signature was checked, by the whole token (signature included), with what they
   * say: a client sends the same token with every request for 15 minutes, and the check (an
   * HMAC on the crypto thread, twice a request with the fair-use count) was a tenth of a bill
   * save's CPU. Lifetime and issue time are checked again on every use, as jose checks them.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; iat: number; exp: number }>();
  /** `userState` null skips the per-request check: bench/auth-check.ts's anchor only. */
  constructor(
    secret: string,
    private readonly userState: UserStateCache | null,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /**
   * A valid token whose user still exists in its company with the same token version; the
   * roles are the user's roles now, not when the token was signed.
   */
  async authenticate(token: string, now: Date): Promise<AccessClaims | null> {
    const claims = await this.verifyAccess(token, now);
    if (!claims || !this.userState) return claims;
    const state = await this.userState.get(claims.userId, now);
    if (!state || state.companyId !== claims.companyId) return null;
    if (state.tokenVersion !== claims.tokenVersion) return null;
    return { ...claims, roles: state.roles, language: state.language };
  }

  /** After a change to the user (logout, password, role, deletion) has committed. */
  userChanged(userId: number): void {
    this.userState?.forget(userId);
  }

  async signAccess(claims: AccessClaims, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({
      email: claims.email,
      companyId: claims.companyId,
      roles: claims.roles,
      tv: claims.tokenVersion,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .setIssuer('hisaab')
      .sign(this.key);
  }

  /** The signature, issuer and lifetime only; authenticate() also asks user-state.ts. */
  async verifyAccess(token: string, now: Date): Promise<AccessClaims | null> {
    const seconds = Math.floor(now.getTime() / 1000);
    const known = this.verified.get(token);
    if (known) {
      const age = seconds - known.iat;
      return seconds < known.exp && age >= 0 && age <= ACCESS_TOKEN_SECONDS ? known.claims : null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: 'hisaab',
        currentDate: now,
        algorithms: ['HS256'],
        // jose accepts a token without exp forever; ours always carry one.
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: ACCESS_TOKEN_SECONDS,
      });
      const claims = claimsFrom(payload);
      if (claims) {
        // Oldest first out: a Map keeps insertion order.
        if (this.verified.size >= VERIFIED_TOKENS_KEPT)
          this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, { claims, iat: payload.iat!, exp: payload.exp! });
      }
      return claims;
    } catch {
      return null;
    }
  }

  /** The user an (possibly expired) access token names; used only to cross-check a refresh. */
  async subjectOfExpired(token: string): Promise<number | null> {
    try {
      await jwtVerify(token, this.key, {
        issuer: 'hisaab',
        algorithms: ['HS256'],
        currentDate: new Date(0),
      });
      const sub = Number(decodeJwt(token).sub);
      return Number.isInteger(sub) ? sub : null;
    } catch {
      return null;
    }
  }
}

function claimsFrom(payload: Record<string, unknown>): AccessClaims | null {
  const userId = Number(payload.sub);
  const companyId = Number(payload.companyId);
  if (!Number.isInteger(userId) || !Number.isInteger(companyId)) return null;
  if (typeof payload.email !== 'string' || !Array.isArray(payload.roles)) return null;
  const tokenVersion = Number(payload.tv);
  if (!Number.isInteger(tokenVersion)) return null;
  return {
    userId,
    companyId,
    email: payload.email,
    roles: payload.roles.map(String),
    tokenVersion,
  };
}

export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
