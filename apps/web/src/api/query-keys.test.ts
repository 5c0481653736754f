import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { invalidateAfterWrite, queryKeys, WRITE_TOUCHES, type Write } from './query-keys.ts';

const k = queryKeys;

function clientWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  for (const key of keys) client.setQueryData(key, 'cached');
  return client;
}

describe('invalidateAfterWrite', () => {
  it('after a sale: the day, balances, stock and numbers are read again; settings of taxes stay', async () => {
    const client = clientWith([
      k.dashboard.day('2026-11-20'),
      k.dashboard.cashStatus('2026-11-20'),
      k.settings.customers,
      k.settings.taxes,
      k.expenses.day('2026-11-20'),
    ]);
    await invalidateAfterWrite(client, 'bill');
    // Not on screen: dropped, so the next screen starts from the server, not old numbers.
    expect(client.getQueryData(k.dashboard.day('2026-11-20'))).toBeUndefined();
    expect(client.getQueryData(k.dashboard.cashStatus('2026-11-20'))).toBeUndefined();
    expect(client.getQueryData(k.settings.customers)).toBeUndefined();
    // Untouched by a sale.
    expect(client.getQueryData(k.settings.taxes)).toBe('cached');
    expect(client.getQueryData(k.expenses.day('2026-11-20'))).toBe('cached');
  });

  it('reads an answer on screen again at once, and leaves the bill being left alone', async () => {
    const client = clientWith([]);
    let dayCalls = 0;
    let billCalls = 0;
    const day = new QueryObserver(client, {
      queryKey: k.dashboard.day('2026-11-20'),
      queryFn: () => ++dayCalls,
    });
    const bill = new QueryObserver(client, {
      queryKey: k.invoice.transaction(7),
      queryFn: () => ++billCalls,
    });
    const stop = [day.subscribe(() => undefined), bill.subscribe(() => undefined)];
    await new Promise((r) => setTimeout(r, 0));
    expect([dayCalls, billCalls]).toEqual([1, 1]);
    await invalidateAfterWrite(client, 'bill');
    // The dashboard on screen is fetched again; the bill (perhaps just deleted) is not.
    expect([dayCalls, billCalls]).toEqual([2, 1]);
    expect(client.getQueryState(k.invoice.transaction(7))?.isInvalidated).toBe(true);
    stop.forEach((s) => s());
  });

  it('every write reaches the answers a user named in issue 15', () => {
    const touches = (w: Write, key: readonly unknown[]) =>
      WRITE_TOUCHES[w].some((prefix) => prefix.every((part, i) => key[i] === part));
    for (const w of ['bill', 'expense'] as const) {
      expect(touches(w, k.dashboard.day('x')), w).toBe(true);
      expect(touches(w, k.dashboard.cashStatus('x')), w).toBe(true);
    }
    expect(touches('bill', k.invoice.autocomplete)).toBe(true); // Total Pending, stock
    expect(touches('bill', k.invoice.transaction(3))).toBe(true);
    expect(touches('estimate', k.estimates.list('', 0, 50))).toBe(true);
    expect(touches('customer', k.invoice.autocomplete)).toBe(true);
    expect(touches('companySettings', k.invoice.settings)).toBe(true);
    expect(touches('estimate', k.dashboard.day('x'))).toBe(false);
  });
});
