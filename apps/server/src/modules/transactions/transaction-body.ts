// A bill's request body as the API takes it: the shared schema, after fields that are not ours
// to set are dropped. Read by the transactions routes and by an amendment (the same body).
import { z } from 'zod';
import { transactionSchema } from '@hisaab/shared/schemas/transaction';

/** Fields whose names mention moving average are not ours to set: drop them before validation. */
function withoutMovingAverage(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMovingAverage);
  if (!value || typeof value !== 'object') return value;
  // Copied only where such a field is: a bill's body has none, and every save passes here.
  if (!hasMovingAverage(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !MOVING_AVERAGE.test(k))
      .map(([k, v]) => [k, withoutMovingAverage(v)]),
  );
}
const MOVING_AVERAGE = /moving.?average/i;
function hasMovingAverage(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasMovingAverage);
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => MOVING_AVERAGE.test(k) || hasMovingAverage(v));
}
export const transactionBody = z.preprocess(withoutMovingAverage, transactionSchema);
