import type { Subscription } from '@hisaab/shared/replies/plans';

/** A subscription reply; a company 12 days before the end of its free trial by default. */
export function subscription(fields: Partial<Subscription> = {}): Subscription {
  return {
    plan: 'none',
    status: 'trial',
    trialEndsOn: '2027-05-20',
    trialDaysLeft: 12,
    periodStartsOn: null,
    periodEndsOn: null,
    periodDaysLeft: null,
    extraInvoiceBlocks: 0,
    extraSeats: 0,
    users: { used: 2, allowed: null },
    invoices: { used: 140, allowed: null },
    blocked: [],
    message: null,
    salesContact: 'sales@hisaab.app',
    ...fields,
  };
}

export const TRIAL_ENDED =
  'Your free trial ended on 20/05/2027. Choose a plan in Settings → Plans to keep billing; your books stay readable and exportable.';
