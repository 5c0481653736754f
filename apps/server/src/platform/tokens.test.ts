import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, TokenService } from './tokens.ts';

const claims = {
  userId: 7,
  companyId: 3,
  email: 'owner@shop.in',
  roles: ['Admin'],
  tokenVersion: 1,
};
const signedAt = new Date('2026-11-24T10:00:00Z');
const later = (seconds: number) => new Date(signedAt.getTime() + seconds * 1000);

describe('access tokens', () => {
  it('answers a token checked before from memory, and still refuses it once it has expired', async () => {
    const tokens = new TokenService('a-test-secret-of-enough-length-for-hs256', null);
    const token = await tokens.signAccess(claims, signedAt);
    expect(await tokens.verifyAccess(token, later(10))).toEqual(claims);
    expect(await tokens.verifyAccess(token, later(60))).toEqual(claims);
    expect(await tokens.verifyAccess(token, later(ACCESS_TOKEN_SECONDS))).toBeNull();
    // A clock set back before the token was signed: refused, as jose refuses it.
    expect(await tokens.verifyAccess(token, later(-5))).toBeNull();
  });

  it('refuses a token with another signature, though one like it was checked', async () => {
    const tokens = new TokenService('a-test-secret-of-enough-length-for-hs256', null);
    const token = await tokens.signAccess(claims, signedAt);
    expect(await tokens.verifyAccess(token, later(1))).toEqual(claims);
    // A character in the middle of the signature (the last one carries unused bits).
    const at = token.length - 10;
    const tampered = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect(await tokens.verifyAccess(tampered, later(1))).toBeNull();
    const other = new TokenService('another-secret-of-enough-length-for-hs256', null);
    expect(await other.verifyAccess(token, later(1))).toBeNull();
  });
});
