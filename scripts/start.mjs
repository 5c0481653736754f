// `npm start`: builds the web app and the server when their build is missing or older than
// their sources, then runs the compiled server in this same process (which applies migrations
// and serves the web app and the API): no wrapper process beside it (issue 25). Ctrl+C, a
// SIGTERM or a SIGHUP stops the server cleanly (apps/server/src/main.ts closes the database).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
// WEB_DIST_DIR names a web build made elsewhere: the server serves that one, none is built here.
if (
  !process.env.WEB_DIST_DIR &&
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

// npm runs this script as `sh -c "node scripts/start.mjs"`, and npm 11 passes a SIGTERM only to
// that shell, which ends without passing it on: this process would go on as an orphan. So
// under npm the shell's going is a request to stop, as a SIGTERM is (checked 4 times a second;
// not when started some other way, where a parent's end means nothing: nohup, a service).
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
  }, 250).unref();
}

// The server runs here, as it would by `node --enable-source-maps dist/main.js` from the root.
process.chdir(root);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBundle).href);
