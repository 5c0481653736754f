// Compiles the server (apps/server/src and packages/shared) into one ES module,
// apps/server/dist/main.js, so production starts without compiling TypeScript at run time
// (tsx took about 2 s of every start). Libraries stay in node_modules: PGlite, pdfkit and
// argon2 load files of their own from beside their code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'apps/server/src/main.ts');
export const serverBundle = path.join(root, 'apps/server/dist/main.js');
/** What the bundle is made of: when any of it is newer than the bundle, it is rebuilt. */
export const serverSources = [
  'apps/server/src',
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
  const pkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const libraries = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@hisaab/'));
  await esbuild.build({
    entryPoints: [serverEntry],
    outfile: serverBundle,
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
