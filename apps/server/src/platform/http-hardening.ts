// Security headers (helmet) and response compression for everything the server sends: the
// built web app, the API, the API docs and the shared PDFs.
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';

/**
 * The web app's policy. Vite emits no inline script (index.html loads /assets/*.js), styles are
 * one CSS file (React's style props go through the CSSOM, which CSP does not restrict), fonts are
 * self-hosted; exports are downloaded through blob: links. No framing at all: nothing of ours is
 * ever shown in a frame (the print page is its own tab and PDFs open as their own document).
 * No upgrade-insecure-requests: a shop server on plain http://192.168.x.x would break itself.
 */
export const APP_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Swagger UI sets inline style attributes and shows its icons as data: images. */
export const DOCS_CSP = Object.entries({
  ...APP_CSP,
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
})
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerHttpHardening(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
    // Sent per request below, only to clients that reached us over https.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // https seen by Fastify: TLS on our own socket, or X-Forwarded-Proto from a trusted proxy
  // (TRUST_PROXY). HSTS over plain http would be ignored anyway, and on a LAN it must not be.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });

  // gzip/brotli for JSON, HTML, JS, CSS and CSV exports; PDFs, JPEGs and XLSX are compressed
  // already and are left alone. Request bodies are never compressed by our clients: refusing
  // them keeps the body limit about bytes actually parsed.
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
