// Fixed-window rate limits kept in the database, so every server process shares them.
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { tooManyRequests } from './errors.ts';

export async function hitRateLimit(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStartFloor = new Date(now.getTime() - windowSeconds * 1000);
  const result = (await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now.toISOString()}, 1)
    on conflict (key) do update set
      window_start = case when rate_limits.window_start <= ${windowStartFloor.toISOString()}
                          then excluded.window_start else rate_limits.window_start end,
      count = case when rate_limits.window_start <= ${windowStartFloor.toISOString()}
                   then 1 else rate_limits.count + 1 end
    returning window_start, count`)) as unknown as {
    rows: { window_start: string | Date; count: number }[];
  };
  const row = result.rows[0]!;
  const started = new Date(row.window_start).getTime();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((started + windowSeconds * 1000 - now.getTime()) / 1000),
  );
  return { allowed: Number(row.count) <= limit, retryAfterSeconds };
}

/** Throws a 429 with a clear message when any of the keys is over its limit. */
export async function enforceRateLimits(
  db: DbOrTx,
  checks: { key: string; limit: number }[],
  windowSeconds: number,
  now: Date,
): Promise<void> {
  for (const check of checks) {
    const result = await hitRateLimit(db, check.key, check.limit, windowSeconds, now);
    if (!result.allowed) {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      throw tooManyRequests(
        minutes === 1
          ? tk('Too many attempts. Please try again in 1 minute.')
          : msg('Too many attempts. Please try again in {{minutes}} minutes.', { minutes }),
        result.retryAfterSeconds,
      );
    }
  }
}

/** What limitMail needs of the app: its database, clock and the mail limits. */
interface MailLimitContext {
  db: DbOrTx;
  now(): Date;
  config: { rateLimits: { mailPerEmail: number; mailPerIp: number; windowSeconds: number } };
}

/** Mails to one address and from one IP in the window (invitations, confirmations, resets). */
export async function limitMail(ctx: MailLimitContext, email: string, ip: string): Promise<void> {
  const l = ctx.config.rateLimits;
  await enforceRateLimits(
    ctx.db,
    [
      { key: `mail:email:${email.toLowerCase()}`, limit: l.mailPerEmail },
      { key: `mail:ip:${ip}`, limit: l.mailPerIp },
    ],
    l.windowSeconds,
    ctx.now(),
  );
}
