// `npm start`: builds the web app and the server when their build is missing or older than
// their sources, then runs the compiled server (which applies migrations and serves the web
// app and the API). Ctrl+C, or a SIGTERM to `npm start`, stops the server cleanly.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The oldest Node that every dependency supports (package.json engines; README).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.warn(
    `Hisaab needs Node.js 22.12 or newer; this is ${process.version}. Some libraries may fail.`,
  );
}

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

const isStale = (built, sources) =>
  !existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newestMtime));

const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts'];
if (
  isStale(
    path.join(root, 'apps/web/dist/index.html'),
    webSources.map((p) => path.join(root, p)),
  )
) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { buildServer, serverBundle, serverSources, databaseTemplate } =
  await import('./build-server.mjs');
if (isStale(serverBundle, serverSources) || !existsSync(databaseTemplate)) {
  console.log('Building the server…');
  await buildServer();
}

const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root,
  stdio: 'inherit',
});

// Ctrl+C in a terminal reaches the whole process group, the server included; a SIGTERM from
// a service manager reaches only this process. Either way the server is told, and this
// process leaves only when the server has closed its database (the server ignores repeats).
// A closed terminal (SIGHUP) is a request to stop as well.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
server.on('exit', (code) => process.exit(code ?? 1));
