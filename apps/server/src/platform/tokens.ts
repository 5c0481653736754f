// Access tokens (short-lived JWT with the user's roles) and opaque single-use tokens, which are
// only ever stored as SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, decodeJwt } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: number;
  companyId: number;
  email: string;
  roles: string[];
}

export class TokenService {
  private readonly key: Uint8Array;
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(claims: AccessClaims, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ email: claims.email, companyId: claims.companyId, roles: claims.roles })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
      .setIssuer('hisaab')
      .sign(this.key);
  }

  async verifyAccess(token: string, now: Date): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: 'hisaab',
        currentDate: now,
        algorithms: ['HS256'],
      });
      return claimsFrom(payload);
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
  return { userId, companyId, email: payload.email, roles: payload.roles.map(String) };
}

export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
