// Request bodies may arrive in PascalCase (the older clients' habit); routes see camelCase.
import type { FastifyInstance } from 'fastify';
import { camelCaseKeys } from '@hisaab/shared/schemas/common';

export function acceptPascalCaseBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object')
      request.body = camelCaseKeys(request.body);
  });
}
