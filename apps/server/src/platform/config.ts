// Configuration comes only from environment variables, read once here.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * The embedded database on a thread of its own (PGLITE_THREAD, on unless `0`): a long
   * statement of one client then holds no other request (issue 37; db/pglite-thread.ts).
   */
  pgliteThread: boolean;
  /** PostgreSQL connections at most (DATABASE_POOL_SIZE); null: the pool's default. */
  databasePoolSize: number | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string;
  /** Built web app to serve at /, if present. */
  webDistDir: string | null;
  version: { name: string; version: string; commit: string };
  rateLimits: RateLimitConfig;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe (rate limits use the client IP). */
  trustProxy: boolean | string;
  fairUse: FairUseConfig;
  /** How to buy or change a plan, shown on the plans page (SALES_CONTACT). */
  salesContact: string;
}

/** Per-company ceilings a minute (spec section 9 fair usage); 0 turns one off. */
export interface FairUseConfig {
  requestsPerMinute: number;
  documentsPerMinute: number;
}

export const defaultFairUse: FairUseConfig = { requestsPerMinute: 1200, documentsPerMinute: 120 };

export interface RateLimitConfig {
  /** Login attempts for one address from one client (IP) per window. */
  loginPerEmailAndIp: number;
  /** Login attempts for one address from all clients together per window. */
  loginPerEmail: number;
  loginPerIp: number;
  mailPerEmail: number;
  mailPerIp: number;
  windowSeconds: number;
}

export const defaultRateLimits: RateLimitConfig = {
  loginPerEmailAndIp: 10,
  loginPerEmail: 100,
  loginPerIp: 100,
  mailPerEmail: 5,
  mailPerIp: 30,
  windowSeconds: 15 * 60,
};

function jwtSecretFor(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  // Generated once and kept beside the data, so tokens survive a restart.
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port: ${env.PORT}`);
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? './data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const webDistDir = path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot(), 'apps/web/dist'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    pgliteThread: env.PGLITE_THREAD?.trim() !== '0',
    databasePoolSize: wholeNumberFrom(env, 'DATABASE_POOL_SIZE', 1, null, ' of 1 or more'),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Hisaab <no-reply@hisaab.local>',
    publicUrl,
    jwtSecret: jwtSecretFor(dataDir, env.JWT_SECRET),
    webDistDir: existsSync(path.join(webDistDir, 'index.html')) ? webDistDir : null,
    version: readVersion(env),
    rateLimits: rateLimitsFrom(env),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    fairUse: fairUseFrom(env),
    salesContact: env.SALES_CONTACT?.trim() || 'sales@hisaab.app',
  };
}

/** A whole number of at least `min` from the environment; `fallback` when unset or empty. */
function wholeNumberFrom<T>(
  env: NodeJS.ProcessEnv,
  name: string,
  min: number,
  fallback: T,
  rule: string,
): number | T {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number${rule}: ${raw}`);
  return value;
}

/** FAIR_USE_REQUESTS_PER_MINUTE and FAIR_USE_DOCUMENTS_PER_MINUTE; 0 switches a ceiling off. */
function fairUseFrom(env: NodeJS.ProcessEnv): FairUseConfig {
  const ceiling = (name: string, fallback: number) =>
    wholeNumberFrom(env, name, 0, fallback, ' (0 = no ceiling)');
  return {
    requestsPerMinute: ceiling('FAIR_USE_REQUESTS_PER_MINUTE', defaultFairUse.requestsPerMinute),
    documentsPerMinute: ceiling('FAIR_USE_DOCUMENTS_PER_MINUTE', defaultFairUse.documentsPerMinute),
  };
}

/** RATE_LIMIT_LOGIN_PER_IP and RATE_LIMIT_MAIL_PER_IP raise the per-address limits (e.g. behind
 * a shared office NAT, or for a test suite that signs up many companies from one machine). */
function rateLimitsFrom(env: NodeJS.ProcessEnv): RateLimitConfig {
  const positive = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    ...defaultRateLimits,
    loginPerIp: positive('RATE_LIMIT_LOGIN_PER_IP', defaultRateLimits.loginPerIp),
    mailPerIp: positive('RATE_LIMIT_MAIL_PER_IP', defaultRateLimits.mailPerIp),
  };
}

export function repoRoot(): string {
  return path.resolve(new URL('.', import.meta.url).pathname, '../../../..');
}

function readVersion(env: NodeJS.ProcessEnv): Config['version'] {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')) as {
    version: string;
  };
  return { name: 'Hisaab', version: pkg.version, commit: env.GIT_COMMIT ?? gitCommit() };
}

function gitCommit(): string {
  try {
    const head = readFileSync(path.join(repoRoot(), '.git/HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head.slice(0, 12);
    const ref = head.slice(5);
    const refFile = path.join(repoRoot(), '.git', ref);
    if (existsSync(refFile)) return readFileSync(refFile, 'utf8').trim().slice(0, 12);
    const packed = readFileSync(path.join(repoRoot(), '.git/packed-refs'), 'utf8');
    const line = packed.split('\n').find((l) => l.endsWith(` ${ref}`));
    return line ? line.slice(0, 12) : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** TRUST_PROXY: unset/false (clients reach us directly), true, or the proxies' addresses. */
function trustProxyFrom(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
