// Authentication and role checks for routes. Roles are enforced here, on the server; the web
// only hides what a role cannot use.
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { AccessClaims, TokenService } from './tokens.ts';
import { forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

export function authenticate(tokens: TokenService, now: () => Date): preHandlerHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw unauthorized('Please log in.');
    const claims = await tokens.verifyAccess(match[1]!.trim(), now());
    if (!claims) throw unauthorized('Your session has expired. Please log in again.');
    request.auth = claims;
  };
}

export function requireRoles(allowed: readonly string[], message?: string): preHandlerHookHandler {
  const wanted = allowed.map((r) => r.toLowerCase());
  return async (request: FastifyRequest) => {
    const roles = request.auth?.roles ?? [];
    if (!roles.some((r) => wanted.includes(r.toLowerCase()))) throw forbidden(message);
  };
}

/** The signed-in caller; only valid behind `authenticate`. */
export function caller(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized('Please log in.');
  return request.auth;
}
