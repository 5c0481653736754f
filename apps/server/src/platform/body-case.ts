// Request bodies may arrive in PascalCase (the older clients' habit); routes see camelCase.
import type { FastifyInstance } from 'fastify';

function camelCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelCaseKeys);
  if (!value || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k.charAt(0).toLowerCase() + k.slice(1), camelCaseKeys(v)]),
  );
}

export function acceptPascalCaseBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object') request.body = camelCaseKeys(request.body);
  });
}
