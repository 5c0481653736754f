// Compiles the server (apps/server/src and packages/shared) into one ES module,
// apps/server/dist/main.js, so production starts without compiling TypeScript at run time
// (tsx took about 2 s of every start). Libraries stay in node_modules: PGlite, pdfkit and
// argon2 load files of their own from beside their code. Then makes the empty migrated
// embedded database a first start loads (apps/server/dist/pgdata-template.tar.gz).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'apps/server/src/main.ts');
export const serverBundle = path.join(root, 'apps/server/dist/main.js');
const templateEntry = path.join(root, 'apps/server/src/scripts/database-template.ts');
/** The embedded database's thread (apps/server/src/db/pglite-thread.ts starts it). */
const pgliteWorkerEntry = path.join(root, 'apps/server/src/db/pglite-worker.ts');
const templateScript = path.join(root, 'apps/server/dist/database-template.js');
/** The empty migrated database a first start loads (DATABASE_TEMPLATE in db/client.ts). */
export const databaseTemplate = path.join(root, 'apps/server/dist/pgdata-template.tar.gz');
/** What the build is made of: when any of it is newer than the bundle, it is rebuilt. */
export const serverSources = [
  'apps/server/src',
  'apps/server/drizzle',
  'packages/shared/src',
  'apps/server/package.json',
  'scripts/build-server.mjs',
].map((p) => path.join(root, p));

// Our sources find files beside themselves (migrations, fonts, package.json) through
// import.meta.url. In the bundle that would be dist/main.js, so each file's own URL is kept:
// the same path relative to the bundle, which still works if the checkout is moved.
const keepOwnUrl = {
  name: 'keep-own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path
        .relative(path.dirname(serverBundle), args.path)
        .split(path.sep)
        .join('/');
      const own = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', own), loader: 'ts' };
    });
  },
};

export async function buildServer() {
  // Loaded only to build: `npm start` with a fresh bundle does not pay for it.
  const esbuild = await import('esbuild');
  try {
    await buildWith(esbuild);
  } finally {
    // esbuild's service is a child process that would live as long as this one (`npm start`
    // goes on to run the server here).
    await esbuild.stop();
  }
  // Creating the database once here spares every first start doing it (3.7 s, 750 MiB).
  const made = spawnSync(process.execPath, [templateScript], { cwd: root, stdio: 'inherit' });
  if (made.status !== 0) throw new Error('Could not make the database template');
}

async function buildWith(esbuild) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const libraries = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@hisaab/'));
  await esbuild.build({
    entryPoints: {
      main: serverEntry,
      'database-template': templateEntry,
      'pglite-worker': pgliteWorkerEntry,
    },
    // The bundle starts the database's worker from dist/pglite-worker.js, not the TypeScript.
    define: { 'process.env.HISAAB_SERVER_BUNDLE': '"1"' },
    outdir: path.dirname(serverBundle),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Every library and its subpaths stay imports; @hisaab/shared is our TypeScript: bundled.
    external: libraries.flatMap((name) => [name, `${name}/*`]),
    sourcemap: true,
    // Stack traces name our functions, and the log of a failure reads as the code does.
    keepNames: true,
    logLevel: 'warning',
    plugins: [keepOwnUrl],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
