// Issue 25, finding 3: a SIGTERM to `npm start` (what a service manager sends) left the server
// running as an orphan. Here the real `npm start` runs (building the server first when its
// bundle is missing or stale, as on a fresh checkout), a SIGTERM goes to the npm process alone,
// and then no process of its tree may be left and the embedded database must have been shut
// down cleanly. Always on the embedded PGlite: that is what `npm start` opens by default.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hisaab-npm-start-'));
const started: number[] = [];

afterAll(() => {
  // Whatever the outcome, nothing of this test is left running.
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The parent of every running process (from /proc). */
function parents(): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      out.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

/** A process and all its descendants, with their command lines. */
function tree(pid: number): { pid: number; command: string }[] {
  const parentOf = parents();
  const pids = [pid];
  for (let i = 0; i < pids.length; i++)
    for (const [child, parent] of parentOf) if (parent === pids[i]) pids.push(child);
  return pids.map((p) => {
    let command = '';
    try {
      command = readFileSync(`/proc/${p}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    } catch {
      // ended meanwhile
    }
    return { pid: p, command };
  });
}

/** A zombie has ended; only its parent has not yet read its exit. */
const running = (pid: number) => {
  try {
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/** PostgreSQL's pg_control: the cluster's state (1 shut down cleanly, 6 in production). */
const clusterState = () =>
  readFileSync(path.join(dataDir, 'pgdata/global/pg_control')).readUInt32LE(16);

describe('npm start', () => {
  it(
    'stops at a SIGTERM to npm: no process left, the database shut down cleanly',
    {
      timeout: 240_000,
    },
    async () => {
      const port = await freePort();
      const npm = spawn('npm', ['start'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          LOG_LEVEL: 'info',
          // The web app's build is not this test's business (the e2e tests build it).
          WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));

      for (let healthy = false; !healthy;) {
        if (npm.exitCode !== null) throw new Error(`npm start ended early:\n${output}`);
        healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (res) => res.ok,
          () => false,
        );
        if (!healthy) await sleep(200);
      }
      const processes = tree(npm.pid!);
      started.push(...processes.map((p) => p.pid));
      // npm, the shell npm runs scripts with, and one node process: the server itself (no
      // wrapper beside it, no esbuild service left from a build).
      expect(processes.filter((p) => p.command.startsWith('node ')).map((p) => p.command)).toEqual([
        'node scripts/start.mjs',
      ]);
      expect(processes.filter((p) => /esbuild/.test(p.command))).toEqual([]);
      expect(clusterState()).toBe(6);

      npm.kill('SIGTERM');
      const deadline = Date.now() + 30_000;
      while (processes.some((p) => running(p.pid)) && Date.now() < deadline) await sleep(100);
      expect(processes.filter((p) => running(p.pid))).toEqual([]);
      await exited;

      expect(output).toContain('Hisaab has stopped; the database is closed.');
      expect(clusterState()).toBe(1);
      expect(existsSync(path.join(dataDir, 'hisaab.lock'))).toBe(false);
      const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        () => true,
        () => false,
      );
      expect(answered).toBe(false);
    },
  );
});
