// Security headers (helmet) and response compression for everything the server sends: the
// built web app, the API, the API docs and the shared PDFs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import helmet, { type HelmetOptions } from 'helmet';

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

const HELMET: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: APP_CSP },
  // Sent per request below, only to clients that reached us over https.
  strictTransportSecurity: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

/**
 * What helmet does to a response with these options, found once by running it on a recorder:
 * nothing in them depends on the request (no nonces, no functions), so every response gets
 * the same. @fastify/helmet built helmet's whole middleware anew for every request (its CSP
 * parsed again each time), a good part of this process's own time on a bill's save besides
 * the save (bench/save-cpu.ts).
 */
function helmetHeaders(options: HelmetOptions): {
  set: [string, string | number | readonly string[]][];
  removed: string[];
} {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      set.push([name, value]);
      return recorder;
    },
    removeHeader: (name: string) => void removed.push(name),
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return { set, removed };
}

export async function registerHttpHardening(app: FastifyInstance): Promise<void> {
  const { set, removed } = helmetHeaders(HELMET);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    for (const name of removed) reply.raw.removeHeader(name);
    done();
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
