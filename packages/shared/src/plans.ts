// Spec sections 1 and 9: the yearly plans, their add-ons, the 180-day free period and the
// messages a refused write answers with. Pure, so the server that enforces the limits and the
// page that shows them can never disagree. Dates are yyyy-mm-dd days in India.
import { addDays, formatDate } from './format.ts';
import { msg, tk } from './i18n/messages.ts';

export const PLAN_KEYS = ['basic', 'standard', 'premium'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];
/** 'none': no plan bought (the free period, or after it). */
export type PlanChoice = 'none' | PlanKey;
export const PLAN_CHOICES = ['none', ...PLAN_KEYS] as const;

export interface Plan {
  key: PlanKey;
  name: string;
  priceRupees: number;
  users: number;
  invoicesPerYear: number;
}

export const PLANS: readonly Plan[] = [
  { key: 'basic', name: 'Basic', priceRupees: 3499, users: 1, invoicesPerYear: 365 },
  { key: 'standard', name: 'Standard', priceRupees: 7499, users: 5, invoicesPerYear: 7300 },
  { key: 'premium', name: 'Premium', priceRupees: 15499, users: 10, invoicesPerYear: 36500 },
];

export function planByKey(key: PlanKey): Plan {
  return PLANS.find((p) => p.key === key)!;
}

/** Prices are whole rupees before GST. */
export const ADD_ONS = {
  invoiceBlock: { invoices: 2000, priceRupees: 2000 },
  seat: { priceRupees: 1000 },
} as const;

export const FREE_PERIOD_DAYS = 180;
/** The shell starts a quiet reminder this many days before the free period or plan ends. */
export const ENDING_SOON_DAYS = 15;

/** Seats and yearly sales invoices of a plan with its add-ons. */
export function planLimits(key: PlanKey, extraInvoiceBlocks: number, extraSeats: number) {
  const plan = planByKey(key);
  return {
    users: plan.users + extraSeats,
    invoices: plan.invoicesPerYear + extraInvoiceBlocks * ADD_ONS.invoiceBlock.invoices,
  };
}

const MS_PER_DAY = 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}

/** The last day of a plan year that starts on `start`: one year on, less a day. */
export function planYearEnd(start: string): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  // 29 February rolls to 1 March, so its year ends on 28 February.
  const sameDayNextYear = new Date(Date.UTC(y + 1, m - 1, d)).toISOString().slice(0, 10);
  return addDays(sameDayNextYear, -1);
}

// Made on first use: a page's first Intl object costs ~20 ms of locale data (format.ts).
let grouping: Intl.NumberFormat | undefined;
/** 36500 → "36,500". */
export const countText = (n: number) =>
  (grouping ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })).format(n);

/** What a 402 is about: every write, new sales invoices, or new users. */
export type PlanBlock = 'documents' | 'invoices' | 'seats';

// Each text stays within the 160 characters the web shows of a server message, title included.
export const PLAN_TITLES = { needed: tk('Plan needed'), limit: tk('Plan limit') } as const;

export const PLAN_MESSAGES = {
  trialEnded: (lastDay: string) =>
    msg(
      'Your free trial ended on {{lastDay}}. Choose a plan in Settings → Plans to keep billing; your books stay readable and exportable.',
      { lastDay: formatDate(lastDay) },
    ),
  planEnded: (planName: string, lastDay: string) =>
    msg(
      'Your {{planName}} plan ended on {{lastDay}}. Renew it in Settings → Plans to keep billing; your books stay readable and exportable.',
      { planName, lastDay: formatDate(lastDay) },
    ),
  invoiceLimit: (planName: string, allowed: number, lastDay: string) =>
    msg(
      'All {{allowed}} sales invoices of your {{planName}} plan for the year to {{lastDay}} are used. Add {{invoices}} more or upgrade in Settings → Plans.',
      {
        allowed: countText(allowed),
        planName,
        lastDay: formatDate(lastDay),
        invoices: countText(ADD_ONS.invoiceBlock.invoices),
      },
    ),
  seatLimit: (planName: string, allowed: number) =>
    allowed === 1
      ? msg(
          'Your {{planName}} plan has 1 user seat, all taken (pending invitations count). Add a seat or upgrade in Settings → Plans.',
          { planName },
        )
      : msg(
          'Your {{planName}} plan has {{allowed}} user seats, all taken (pending invitations count). Add a seat or upgrade in Settings → Plans.',
          { planName, allowed },
        ),
  /** Added by the invoice screen under a refused save. */
  keptOnScreen: tk('Nothing is lost: the bill you typed is still here.'),
  fairUseRequests: (perMinute: number, seconds: number) =>
    msg(
      'Your company is sending more than {{perMinute}} requests a minute (fair usage). Please wait {{seconds}} s and try again.',
      { perMinute: countText(perMinute), seconds },
    ),
  fairUseDocuments: (perMinute: number, seconds: number) =>
    msg(
      'Your company is creating more than {{perMinute}} documents a minute (fair usage). Please wait {{seconds}} s and try again.',
      { perMinute: countText(perMinute), seconds },
    ),
} as const;

/** The plan's day count to show: "today", "tomorrow", "in 12 days". */
export function whenText(daysLeft: number): string {
  if (daysLeft <= 0) return 'today';
  if (daysLeft === 1) return 'tomorrow';
  return `in ${daysLeft} days`;
}
