/** Spec section 2 invoice titles by the mode query parameter (sale is the default). */
const TITLES: Record<string, string> = {
  sale: 'New Sale',
  purchase: 'New Purchase',
  modify: 'Modify Invoice',
  payment: 'Payment Received',
  paymentmade: 'Payment Made',
};

export function invoiceTitle(mode: string | null, id: string | null): string {
  const key = (mode ?? 'sale').toLowerCase();
  const title = TITLES[key] ?? TITLES['sale'] ?? 'New Sale';
  return key === 'modify' && id ? `${title} #${id}` : title;
}
