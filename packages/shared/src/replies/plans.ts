// GET /api/subscription's reply: the company's plan, its free period and its use against the
// limits.
import { z } from 'zod';
import { PLAN_CHOICES } from '../plans.ts';

export const SUBSCRIPTION_STATUSES = ['trial', 'trial-ended', 'active', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const usage = z.object({
  used: z.number().int(),
  /** null: unlimited (the free period). */
  allowed: z.number().int().nullable(),
});

export const subscriptionReply = z.object({
  plan: z.enum(PLAN_CHOICES),
  /** trial: free period; trial-ended: over without a plan; active; expired: plan year over. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The last day of the free period (yyyy-mm-dd). */
  trialEndsOn: z.string(),
  /** Days from today to trialEndsOn; 0 on its last day and after. */
  trialDaysLeft: z.number().int(),
  periodStartsOn: z.string().nullable(),
  /** The last day of the plan year. */
  periodEndsOn: z.string().nullable(),
  periodDaysLeft: z.number().int().nullable(),
  extraInvoiceBlocks: z.number().int(),
  extraSeats: z.number().int(),
  /** Users and pending invitations against the seats. */
  users: usage,
  /** Sales invoices created in the plan year (in the free period: since registration). */
  invoices: usage,
  /** What is refused right now: every write, new sales invoices, new users. */
  blocked: z.array(z.enum(['documents', 'invoices', 'seats'])),
  /** Why, as the refused write would say it; null when nothing is blocked. */
  message: z.string().nullable(),
  /** How to buy or change a plan (SALES_CONTACT). */
  salesContact: z.string(),
});

export type Subscription = z.infer<typeof subscriptionReply>;
