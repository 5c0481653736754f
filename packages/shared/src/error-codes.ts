// The `code` of an error reply: stable, for machines. A client decides what to do by it (offer
// the verification mail, reload a record changed meanwhile), never by the reply's words, which
// are in the reader's language and may be reworded. A refusal a client acts on has a code of
// its own; any other carries its status's.
export const ERROR_CODES = {
  // By status.
  invalidRequest: 'invalid_request',
  unauthorized: 'unauthorized',
  paymentRequired: 'payment_required',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  tooLarge: 'too_large',
  unprocessable: 'unprocessable',
  tooManyRequests: 'too_many_requests',
  unavailable: 'unavailable',
  serverError: 'server_error',
  // Refusals a client acts on.
  /** Login refused until the mailed confirmation link is opened: offer to resend it. */
  emailNotConfirmed: 'email_not_confirmed',
  /** An edit or delete based on an older version (the reply carries currentVersion). */
  staleVersion: 'stale_version',
  /** Another save of the same rows won even after the retries: reload and try again. */
  changedMeanwhile: 'changed_meanwhile',
  /** A record in a filed return's month or in closed books. */
  periodLocked: 'period_locked',
  /** The same save (its Idempotency-Key) is still running: send it again in a moment. */
  saveInProgress: 'save_in_progress',
  /** The plan's limit or its end (402; the reply carries `blocked`). */
  planLimit: 'plan_limit',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
