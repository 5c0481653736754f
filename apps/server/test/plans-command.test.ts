// The operator's `npm run plan` (issue 12), run as the operator runs it: a child process, on the
// embedded database (refused while a server holds DATA_DIR) and on PostgreSQL beside a running
// server.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia } from '@hisaab/shared/format';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { lockDataDir } from '../src/platform/data-dir-lock.ts';
import { parsePlanArgs } from '../src/modules/plans/plan-command.ts';
import { postgresUrl } from './support/test-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function runPlan(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'plan', '--', ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', ...env }, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.db.execute(query)) as unknown as Rows).rows;

const today = todayInIndia();

async function addCompany(db: Database, code: string, trialEndsOn: string) {
  await db.db.execute(
    sql`insert into companies (code, name, trial_ends_on) values (${code}, 'Kirana Mart', ${trialEndsOn})`,
  );
}

describe('arguments', () => {
  it('reads the options, each optional but the company', () => {
    expect(
      parsePlanArgs([
        '--company',
        'KIRANA',
        '--plan',
        'Standard',
        '--extra-invoices',
        '1',
        '--extra-seats',
        '2',
        '--trial-ends',
        '2027-05-20',
      ]),
    ).toEqual({
      ok: true,
      help: false,
      change: {
        companyCode: 'KIRANA',
        plan: 'standard',
        extraInvoiceBlocks: 1,
        extraSeats: 2,
        trialEndsOn: '2027-05-20',
      },
    });
    expect(parsePlanArgs(['--company', 'KIRANA'])).toMatchObject({
      ok: true,
      change: { companyCode: 'KIRANA' },
    });
  });

  it('refuses what it cannot use, saying why', () => {
    const error = (argv: string[]) => {
      const parsed = parsePlanArgs(argv);
      return parsed.ok ? null : parsed.error;
    };
    expect(error(['--plan', 'basic'])).toBe('--company CODE is required.');
    expect(error(['--company', 'K', '--plan', 'gold'])).toBe(
      '--plan must be one of none, basic, standard, premium.',
    );
    expect(error(['--company', 'K', '--extra-seats=-1'])).toBe(
      '--extra-seats must be a whole number of 0 or more.',
    );
    expect(error(['--company', 'K', '--extra-invoices', '1.5'])).toBe(
      '--extra-invoices must be a whole number of 0 or more.',
    );
    expect(error(['--company', 'K', '--trial-ends', '31/05/2027'])).toBe(
      '--trial-ends must be YYYY-MM-DD.',
    );
    expect(error(['--company', 'K', '--seats', '2'])).toContain("Unknown option '--seats'");
  });
});

describe('on the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hisaab-plan-'));
    const db = await openPglite(path.join(dataDir, 'pgdata'));
    await addCompany(db, 'KIRANA1', addDays(today, 10));
    await db.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses with "stop the server first" while a live process holds DATA_DIR, changing nothing', async () => {
    const lock = lockDataDir(dataDir); // as the server does
    try {
      const res = await runPlan(['--company', 'KIRANA1', '--plan', 'basic'], { DATA_DIR: dataDir });
      expect(res.code).toBe(1);
      expect(res.stderr).toContain(
        `The server (pid ${process.pid}) is running on the embedded database in ${dataDir}: stop the server first`,
      );
      expect(res.stdout).toBe('');
    } finally {
      lock.release();
    }
    const db = await openPglite(path.join(dataDir, 'pgdata'));
    expect(await rowsOf(db, sql`select plan from companies where code = 'KIRANA1'`)).toEqual([
      { plan: 'none' },
    ]);
    await db.close();
  });

  it('sets the plan once the server is stopped, prints the state, writes the audit trail and lets go of the lock', async () => {
    // A lock left by a process that is gone does not count.
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(path.join(dataDir, 'hisaab.lock'), String(gone));
    const res = await runPlan(
      ['--company', 'kirana1', '--plan', 'standard', '--extra-seats', '2'],
      { DATA_DIR: dataDir },
    );
    expect(res.stderr).not.toContain('Error');
    expect(res.code).toBe(0);
    const start = addDays(today, 11); // the day after the free period
    expect(res.stdout).toContain('Company   KIRANA1, Kirana Mart');
    expect(res.stdout).toContain('Status    Free period, unlimited, until');
    expect(res.stdout).toMatch(/Plan {6}Standard, \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}/);
    expect(res.stdout).toContain('Users     0 (unlimited)');
    expect(existsSync(path.join(dataDir, 'hisaab.lock'))).toBe(false);

    const db = await openPglite(path.join(dataDir, 'pgdata'));
    expect(
      await rowsOf(
        db,
        sql`select plan, plan_starts_on::text as start, extra_seats, extra_invoice_blocks from companies where code = 'KIRANA1'`,
      ),
    ).toEqual([{ plan: 'standard', start, extra_seats: 2, extra_invoice_blocks: 0 }]);
    const audit = await rowsOf(
      db,
      sql`select action, user_id, before->>'plan' as was, after->>'plan' as now, after->>'by' as by from audit_log where entity = 'subscription'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'update',
      user_id: null,
      was: 'none',
      now: 'standard',
    });
    expect(String(audit[0]!.by)).toMatch(/^operator /);
    await db.close();
  });

  it('says so for an unknown company or a missing database', async () => {
    const unknown = await runPlan(['--company', 'NOPE'], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No company has the code NOPE.');
    const empty = mkdtempSync(path.join(tmpdir(), 'hisaab-plan-empty-'));
    const missing = await runPlan(['--company', 'KIRANA1'], { DATA_DIR: empty });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`There is no embedded database in ${empty}`);
    rmSync(empty, { recursive: true, force: true });
  });
});

describe.skipIf(!postgresUrl)('on PostgreSQL', () => {
  const name = `hisaab_test_plan_${randomBytes(6).toString('hex')}`;
  let url: string;
  let server: Database; // stands for the running server's pool
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: postgresUrl! });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(postgresUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    server = await openPostgres(url);
    await addCompany(server, 'KIRANA2', addDays(today, -1));
  });
  afterAll(async () => {
    await server?.close();
    const admin = new pg.Client({ connectionString: postgresUrl! });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('works while the server runs (a held DATA_DIR lock is no matter) and starts the plan year today', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hisaab-plan-pg-'));
    const lock = lockDataDir(dataDir);
    try {
      const res = await runPlan(
        ['--company', 'KIRANA2', '--plan', 'premium', '--extra-invoices', '1'],
        { DATABASE_URL: url, DATA_DIR: dataDir },
      );
      expect(res.stderr).not.toContain('Error');
      expect(res.code).toBe(0);
      expect(res.stdout).toContain('Status    Premium plan,');
      expect(res.stdout).toContain('Invoices  0 of 38,500 sales invoices this plan year');
    } finally {
      lock.release();
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(
      await rowsOf(
        server,
        sql`select plan, plan_starts_on::text as start, plan_ends_on::text as "end", extra_invoice_blocks from companies where code = 'KIRANA2'`,
      ),
    ).toEqual([
      {
        plan: 'premium',
        start: today,
        end: addDays(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`, -1),
        extra_invoice_blocks: 1,
      },
    ]);

    // The add-on alone keeps the plan year; a total, not an addition.
    const again = await runPlan(['--company', 'KIRANA2', '--extra-invoices', '2'], {
      DATABASE_URL: url,
    });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('0 of 40,500');
    const [row] = await rowsOf(
      server,
      sql`select plan_starts_on::text as start, extra_invoice_blocks from companies where code = 'KIRANA2'`,
    );
    expect(row).toEqual({ start: today, extra_invoice_blocks: 2 });
  });
});
