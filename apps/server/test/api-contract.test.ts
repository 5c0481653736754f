// Issue 25, the contract: every route of the OpenAPI document declares the reply it sends on
// success, so Fastify's serializer checks it and the web reads the same schema
// (packages/shared/src/replies). A route added without one fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

interface OpenApiDoc {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function withoutReplySchema(doc: OpenApiDoc): string[] {
  const missing: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      // A route that only redirects (confirm-email) declares its redirect instead.
      const ok = Object.entries(op.responses ?? {}).some(
        ([status, reply]) =>
          (/^2\d\d$/.test(status) && (status === '204' || reply.content)) ||
          /^30[12378]$/.test(status),
      );
      if (!ok) missing.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return missing.sort();
}

describe('the API contract', () => {
  it('declares a reply schema for every route', () => {
    const missing = withoutReplySchema(t.app.swagger() as unknown as OpenApiDoc);
    expect(missing).toEqual([]);
  });
});
