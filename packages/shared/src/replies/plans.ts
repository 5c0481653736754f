// GET /api/subscription's reply: the company's plan, its free period and its use against the
// limits.
import { z } from 'zod/mini';
import { PLAN_CHOICES } from '../plans.ts';

export const SUBSCRIPTION_STATUSES = ['trial', 'trial-ended', 'active', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const usage = z.object({
  used: z.int(),
  /** null: unlimited (the free period). */
  allowed: z.nullable(z.int()),
});

export const subscriptionReply = z.object({
  plan: z.enum(PLAN_CHOICES),
  /** trial: free period; trial-ended: over without a plan; active; expired: plan year over. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The last day of the free period (yyyy-mm-dd). */
  trialEndsOn: z.string(),
  /** Days from today to trialEndsOn; 0 on its last day and after. */
  trialDaysLeft: z.int(),
  periodStartsOn: z.nullable(z.string()),
  /** The last day of the plan year. */
  periodEndsOn: z.nullable(z.string()),
  periodDaysLeft: z.nullable(z.int()),
  extraInvoiceBlocks: z.int(),
  extraSeats: z.int(),
  /** Users and pending invitations against the seats. */
  users: usage,
  /** Sales invoices created in the plan year (in the free period: since registration). */
  invoices: usage,
  /** What is refused right now: every write, new sales invoices, new users. */
  blocked: z.array(z.enum(['documents', 'invoices', 'seats'])),
  /** Why, as the refused write would say it; null when nothing is blocked. */
  message: z.nullable(z.string()),
  /** How to buy or change a plan (SALES_CONTACT). */
  salesContact: z.string(),
});

export type Subscription = z.infer<typeof subscriptionReply>;
