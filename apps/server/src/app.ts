// Builds the Fastify application from its dependencies. Tests call buildApp() and use inject();
// main.ts adds listening. Each feature registers its own routes from its own folder.
import path from 'node:path';
import { existsSync, readFileSync, statSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './platform/config.ts';
import type { Database } from './db/client.ts';
import { startAutovacuum } from './db/autovacuum.ts';
import type { Mailer } from './platform/mail.ts';
import { localFileStore, type FileStore } from './platform/file-store.ts';
import { TokenService } from './platform/tokens.ts';
import type { AppContext } from './platform/app-context.ts';
import { UserStateCache } from './platform/user-state.ts';
import { guardRoutes } from './platform/auth.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { loadTranslations, registerLanguage } from './platform/i18n.ts';
import { acceptPascalCaseBodies } from './platform/body-case.ts';
import { limitJsonNesting, refuseUncleanText } from './platform/request-guards.ts';
import { DOCS_CSP, registerHttpHardening } from './platform/http-hardening.ts';
import { healthRoutes } from './modules/health/index.ts';
import { accountRoutes } from './modules/accounts/index.ts';
import { companyRoutes } from './modules/companies/index.ts';
import { userRoutes } from './modules/users/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { unitRoutes } from './modules/units/index.ts';
import { syncRoutes } from './modules/sync/index.ts';
import { itemRoutes, itemTaxGroupRoutes } from './modules/items/index.ts';
import { taxRoutes } from './modules/taxes/index.ts';
import { customerRoutes } from './modules/customers/index.ts';
import { bankAccountRoutes } from './modules/bankaccounts/index.ts';
import { transactionRoutes, lookupRoutes, estimateRoutes } from './modules/transactions/index.ts';
import { orderRoutes } from './modules/orders/index.ts';
import { challanRoutes } from './modules/challans/index.ts';
import { godownRoutes } from './modules/godowns/index.ts';
import { stockTransferRoutes } from './modules/stock-transfers/index.ts';
import { batchRoutes } from './modules/batches/index.ts';
import { amendmentRoutes, noteAmendmentRoutes } from './modules/amendments/index.ts';
import { returnRoutes } from './modules/returns/index.ts';
import { fileRoutes } from './modules/files/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { expenseRoutes } from './modules/expenses/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { tallyRoutes } from './modules/tally/index.ts';
import { insightRoutes } from './modules/insights/index.ts';
import { planRoutes, registerFairUse } from './modules/plans/index.ts';
import { importRoutes } from './modules/imports/index.ts';
import { auditRoutes, recordDownloads } from './modules/audit/index.ts';
import { gstr2bRoutes } from './modules/gstr2b/index.ts';
import { openingBalanceRoutes } from './modules/openingbalances/index.ts';
import { periodRoutes } from './modules/periods/index.ts';
import { eInvoiceRoutes } from './modules/einvoice/index.ts';
import { eWayBillRoutes } from './modules/ewaybill/index.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** The clock; tests replace it to step over cooldowns and expiries. */
  now?: () => Date;
  logger?: boolean | object;
  /** Where uploaded and rendered files go; DATA_DIR/files when not given. */
  fileStore?: FileStore;
  /** How long a process trusts what it read about a user (user-state.ts); tests and bench. */
  userStateCacheMs?: number;
  /** bench/auth-check.ts's anchor only: no per-request check of the token's user. */
  withoutUserCheck?: boolean;
  /** How often PGlite's tables are checked for vacuum and analysis (db/autovacuum.ts). */
  autovacuumCheckEveryMs?: number;
}

export type { AppContext };

export type App = FastifyInstance;

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.logger ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  loadTranslations();
  registerLanguage(app);
  registerErrorHandling(app);
  await registerHttpHardening(app);
  limitJsonNesting(app);
  refuseUncleanText(app);
  acceptPascalCaseBodies(app);

  // Requests in flight (with when they began): PGlite's own autovacuum waits for none, and
  // its VACUUM for a quiet moment (none since `lastEnded`).
  const inFlight = new Map<object, number>();
  let lastEnded = Date.now();
  const busy = () => {
    for (const [request, began] of inFlight) {
      // A request lost without its end hook (never seen; a guard) stops counting after 5 minutes.
      if (Date.now() - began > 300_000) inFlight.delete(request);
    }
    return inFlight.size > 0;
  };
  const ended = (request: object) => {
    inFlight.delete(request);
    lastEnded = Date.now();
  };
  const autovacuum = startAutovacuum(deps.database, {
    busy,
    idleFor: () => (busy() ? 0 : Date.now() - lastEnded),
    log: (message) => app.log.info(`autovacuum: ${message}`),
    ...(deps.autovacuumCheckEveryMs ? { checkEveryMs: deps.autovacuumCheckEveryMs } : {}),
  });
  app.addHook('onRequest', async (request) => void inFlight.set(request, Date.now()));
  app.addHook('onResponse', async (request) => ended(request));
  app.addHook('onRequestAbort', async (request) => ended(request));
  app.addHook('onClose', () => autovacuum.stop());

  const ctx: AppContext = {
    config: deps.config,
    db: deps.database.db,
    databaseKind: deps.database.kind,
    pingDatabase: deps.database.ping ?? null,
    mailer: deps.mailer,
    tokens: new TokenService(
      deps.config.jwtSecret,
      deps.withoutUserCheck ? null : new UserStateCache(deps.database.db, deps.userStateCacheMs),
    ),
    now: deps.now ?? (() => new Date()),
    fileStore: deps.fileStore ?? localFileStore(deps.config.dataDir),
    autovacuum,
  };

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Hisaab API', version: deps.config.version.version },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });

  guardRoutes(app, ctx.tokens, ctx.now);
  recordDownloads(app, ctx);
  registerFairUse(app, ctx);
  await app.register(healthRoutes(ctx));
  await app.register(accountRoutes(ctx), { prefix: '/api/account' });
  await app.register(userRoutes(ctx), { prefix: '/api/account' });
  await app.register(companyRoutes(ctx), { prefix: '/api/companies' });
  await app.register(settingsRoutes(ctx), { prefix: '/api/companysettings' });
  await app.register(unitRoutes(ctx), { prefix: '/api/units' });
  await app.register(syncRoutes(ctx), { prefix: '/api/sync' });
  await app.register(itemRoutes(ctx), { prefix: '/api/items' });
  await app.register(taxRoutes(ctx), { prefix: '/api/taxes' });
  await app.register(itemTaxGroupRoutes(ctx), { prefix: '/api/taxes/items' });
  await app.register(customerRoutes(ctx), { prefix: '/api/customers' });
  await app.register(bankAccountRoutes(ctx), { prefix: '/api/bankaccounts' });
  await app.register(lookupRoutes(ctx), { prefix: '/api' });
  await app.register(transactionRoutes(ctx), { prefix: '/api/transactions' });
  await app.register(amendmentRoutes(ctx), { prefix: '/api/transactions' });
  await app.register(estimateRoutes(ctx), { prefix: '/api/estimates' });
  await app.register(orderRoutes(ctx), { prefix: '/api/orders' });
  await app.register(challanRoutes(ctx), { prefix: '/api/challans' });
  await app.register(godownRoutes(ctx), { prefix: '/api/godowns' });
  await app.register(stockTransferRoutes(ctx), { prefix: '/api/stock-transfers' });
  await app.register(batchRoutes(ctx), { prefix: '/api/batches' });
  await app.register(returnRoutes(ctx), { prefix: '/api/returns' });
  await app.register(noteAmendmentRoutes(ctx), { prefix: '/api/returns' });
  await app.register(fileRoutes(ctx), { prefix: '/api/files' });
  await app.register(dashboardRoutes(ctx), { prefix: '/api/dashboard' });
  await app.register(expenseRoutes(ctx), { prefix: '/api/expenses' });
  await app.register(reportRoutes(ctx), { prefix: '/api/reports' });
  await app.register(insightRoutes(ctx), { prefix: '/api/reports' });
  await app.register(tallyRoutes(ctx), { prefix: '/api/exports' });
  await app.register(planRoutes(ctx), { prefix: '/api/subscription' });
  await app.register(importRoutes(ctx), { prefix: '/api/imports' });
  await app.register(auditRoutes(ctx), { prefix: '/api/audit' });
  await app.register(gstr2bRoutes(ctx), { prefix: '/api/gstr2b' });
  await app.register(openingBalanceRoutes(ctx), { prefix: '/api/opening-balances' });
  await app.register(periodRoutes(ctx), { prefix: '/api/periods' });
  await app.register(eInvoiceRoutes(ctx), { prefix: '/api/einvoice' });
  await app.register(eWayBillRoutes(ctx), { prefix: '/api/ewaybill' });

  serveWebApp(app, deps.config.webDistDir);
  return app;
}

/**
 * Serves the built web app at / and answers every client route with index.html, except /login:
 * the light sign-in page (login.html, no React), which hands over to the app once signed in.
 */
function serveWebApp(app: FastifyInstance, webDistDir: string | null): void {
  if (!webDistDir || !existsSync(path.join(webDistDir, 'index.html'))) return;
  const indexHtml = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const loginFile = path.join(webDistDir, 'login.html');
  const loginHtml = existsSync(loginFile) ? readFileSync(loginFile, 'utf8') : indexHtml;
  app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (vite.config.ts): sent as they are.
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Vite puts a content hash in every asset name: they never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/') || urlPath === '/api') {
      return reply.status(404).send({ title: 'Not found', detail: `No route for GET ${urlPath}` });
    }
    const file = path.join(webDistDir, path.normalize(urlPath));
    if (file.startsWith(webDistDir + path.sep) && isFile(file)) {
      return reply.sendFile(path.relative(webDistDir, file));
    }
    const html = urlPath.replace(/\/+$/, '') === '/login' ? loginHtml : indexHtml;
    return reply.header('Cache-Control', 'no-cache').type('text/html').send(html);
  });
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
