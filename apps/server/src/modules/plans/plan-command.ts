// The operator command's arguments and printout (`npm run plan -- --company CODE ...`); the
// script in src/scripts/plan.ts opens the database and runs it.
import { parseArgs } from 'node:util';
import { formatDate, isIsoDate } from '@hisaab/shared/format';
import { ADD_ONS, PLAN_CHOICES, countText, planByKey, type PlanChoice } from '@hisaab/shared/plans';
import type { Subscription } from '@hisaab/shared/replies/plans';
import type { Raised } from '@hisaab/shared/i18n/messages';
import type { PlanChange } from './plans.service.ts';

export const PLAN_COMMAND_USAGE = `Usage: npm run plan -- --company CODE [--plan none|basic|standard|premium]
         [--extra-invoices BLOCKS] [--extra-seats SEATS] [--trial-ends YYYY-MM-DD]

  --plan            starts a new plan year (today, or the day after the free period) and
                    resets the add-ons unless they are given too
  --extra-invoices  blocks of ${countText(ADD_ONS.invoiceBlock.invoices)} invoices bought for this plan year (a total, not an addition)
  --extra-seats     user seats bought for this plan year (a total)
  --trial-ends      the last day of the free period
With --company alone it prints the company's state. Uses DATABASE_URL, else the embedded
database in DATA_DIR (default ./data), which needs the server stopped.`;

export type ParsedCommand =
  | { ok: true; change: Omit<PlanChange, 'operator'>; help: false }
  | { ok: false; error: string; help: boolean };

function count(name: string, raw: string | undefined): number | undefined | string {
  if (raw === undefined) return undefined;
  if (!/^\d{1,6}$/.test(raw.trim())) return `--${name} must be a whole number of 0 or more.`;
  return Number(raw);
}

export function parsePlanArgs(argv: string[]): ParsedCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        company: { type: 'string' },
        plan: { type: 'string' },
        'extra-invoices': { type: 'string' },
        'extra-seats': { type: 'string' },
        'trial-ends': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, error: (error as Error).message, help: true };
  }
  if (values.help) return { ok: false, error: '', help: true };
  const companyCode = values.company?.trim();
  if (!companyCode) return { ok: false, error: '--company CODE is required.', help: true };
  const change: Omit<PlanChange, 'operator'> = { companyCode };
  if (values.plan !== undefined) {
    const plan = values.plan.trim().toLowerCase();
    if (!(PLAN_CHOICES as readonly string[]).includes(plan)) {
      return { ok: false, error: `--plan must be one of ${PLAN_CHOICES.join(', ')}.`, help: false };
    }
    change.plan = plan as PlanChoice;
  }
  const blocks = count('extra-invoices', values['extra-invoices']);
  if (typeof blocks === 'string') return { ok: false, error: blocks, help: false };
  if (blocks !== undefined) change.extraInvoiceBlocks = blocks;
  const seats = count('extra-seats', values['extra-seats']);
  if (typeof seats === 'string') return { ok: false, error: seats, help: false };
  if (seats !== undefined) change.extraSeats = seats;
  if (values['trial-ends'] !== undefined) {
    const day = values['trial-ends'].trim();
    if (!isIsoDate(day))
      return { ok: false, error: '--trial-ends must be YYYY-MM-DD.', help: false };
    change.trialEndsOn = day;
  }
  return { ok: true, change, help: false };
}

const days = (n: number) => `${countText(n)} day${n === 1 ? '' : 's'}`;
const period = (s: Subscription) =>
  `${formatDate(s.periodStartsOn!)} to ${formatDate(s.periodEndsOn!)}`;

function statusLine(s: Subscription, planName: string | null): string {
  switch (s.status) {
    case 'trial':
      return `Free period, unlimited, until ${formatDate(s.trialEndsOn)} (${days(s.trialDaysLeft)} left)`;
    case 'trial-ended':
      return `No plan; the free period ended on ${formatDate(s.trialEndsOn)}`;
    case 'active':
      return `${planName} plan, ${period(s)} (${days(s.periodDaysLeft ?? 0)} left)`;
    case 'expired':
      return `${planName} plan ENDED (${period(s)})`;
  }
}

function use(used: number, allowed: number | null, status: Subscription['status']): string {
  if (allowed === null) return `${countText(used)} (unlimited)`;
  if (status === 'trial-ended') return `${countText(used)} (no plan)`;
  return `${countText(used)} of ${countText(allowed)}`;
}

/** The company's state as the command prints it. */
export function formatPlanState(
  company: { code: string; name: string },
  raised: Raised<Subscription>,
): string {
  // The operator's terminal reads English: the refusal's Message as its English (JSON).
  const s = JSON.parse(JSON.stringify(raised)) as Subscription;
  const planName = s.plan === 'none' ? null : planByKey(s.plan).name;
  const blocks = s.extraInvoiceBlocks;
  const lines = [
    `Company   ${company.code}, ${company.name}`,
    `Status    ${statusLine(s, planName)}`,
    ...(s.status === 'trial' && planName ? [`Plan      ${planName}, ${period(s)}`] : []),
    ...(planName
      ? [
          `Add-ons   ${blocks} block${blocks === 1 ? '' : 's'} of ${countText(ADD_ONS.invoiceBlock.invoices)} invoices, ${s.extraSeats} extra seat${s.extraSeats === 1 ? '' : 's'}`,
        ]
      : []),
    `Users     ${use(s.users.used, s.users.allowed, s.status)}, pending invitations included`,
    `Invoices  ${use(s.invoices.used, s.invoices.allowed, s.status)} sales invoices${s.status === 'active' || s.status === 'expired' ? ' this plan year' : ''}`,
    `Refused   ${s.message ?? 'nothing'}`,
  ];
  return lines.join('\n');
}
