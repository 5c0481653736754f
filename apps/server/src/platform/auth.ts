// Authentication and role checks for routes. Roles are enforced here, on the server; the web
// only hides what a role cannot use. Who may do what is the table PERMISSIONS of
// @hisaab/shared/permissions.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import {
  PERMISSIONS,
  PERMISSION_MESSAGES,
  canWrite,
  type Permission,
} from '@hisaab/shared/permissions';
import { isLanguage } from '@hisaab/shared/i18n/languages';
import type { AccessClaims, TokenService } from './tokens.ts';
import { forbidden, unauthorized } from './errors.ts';
import { tk } from '@hisaab/shared/i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
  interface FastifyContextConfig {
    /** A POST/PUT/DELETE that changes nothing in the books (logout): read-only roles may call it. */
    readOnlyRolesMay?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const refuseReadOnlyCaller: preHandlerHookHandler = async (request) => {
  if (!WRITE_METHODS.has(request.method) || !request.auth) return;
  if (!canWrite(request.auth.roles)) throw forbidden(PERMISSION_MESSAGES.readOnly);
};

const hooks = <T>(existing: T | T[] | undefined): T[] =>
  existing === undefined ? [] : ([existing].flat() as T[]);

const declaresBearer = (security: unknown) =>
  Array.isArray(security) && security.some((s) => s && typeof s === 'object' && 'bearer' in s);

/**
 * Rules every route gets without anyone remembering them; registered once in app.ts, before the
 * routes. A route that declares bearer security is authenticated first thing (401 before its
 * body is looked at), whatever stage its own module authenticates at. And the Auditor reads and
 * never writes: every signed-in POST, PUT, PATCH and DELETE needs the writeBooks permission.
 * That check is added to the route's own preValidation hooks (after the module's role checks,
 * whose messages, the spec's among them, come first; before the body is validated, so the
 * answer is 403 whatever was sent) and again first among its own preHandler hooks (for a route
 * that authenticates only there). Public routes (no request.auth) are left alone.
 */
export function guardRoutes(app: FastifyInstance, tokens: TokenService, now: () => Date): void {
  const signIn = authenticate(tokens, now);
  app.addHook('onRoute', (route) => {
    if (declaresBearer(route.schema?.security)) {
      route.onRequest = [signIn, ...hooks(route.onRequest)];
    }
    const methods = [route.method].flat();
    if (!methods.some((m) => WRITE_METHODS.has(m))) return;
    if (route.config?.readOnlyRolesMay) return;
    route.preValidation = [refuseReadOnlyCaller, ...hooks(route.preValidation)];
    route.preHandler = [refuseReadOnlyCaller, ...hooks(route.preHandler)];
  });
}

export function authenticate(tokens: TokenService, now: () => Date): preHandlerHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (request.auth) return; // already done by guardRoutes or the module
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw unauthorized(tk('Please log in.'));
    const claims = await tokens.authenticate(match[1]!.trim(), now());
    if (!claims) throw unauthorized(tk('Your session has expired. Please log in again.'));
    request.auth = claims;
    // The language the user chose wins over the browser's header (platform/i18n.ts).
    if (isLanguage(claims.language)) request.language = claims.language;
  };
}

export function requireRoles(allowed: readonly string[], message?: string): preHandlerHookHandler {
  const wanted = allowed.map((r) => r.toLowerCase());
  return async (request: FastifyRequest) => {
    const roles = request.auth?.roles ?? [];
    if (!roles.some((r) => wanted.includes(r.toLowerCase()))) throw forbidden(message);
  };
}

export function requirePermission(permission: Permission, message?: string): preHandlerHookHandler {
  return requireRoles(PERMISSIONS[permission], message);
}

/** The signed-in caller; only valid behind `authenticate`. */
export function caller(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized(tk('Please log in.'));
  return request.auth;
}
