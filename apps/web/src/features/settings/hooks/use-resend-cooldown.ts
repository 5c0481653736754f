import { useCallback, useEffect, useReducer } from 'react';
import { resendSecondsLeft, startResendCooldown } from './resend-cooldown.ts';

/**
 * Seconds until `email` may be resent, ticking every second. The server's
 * resendAvailableInSeconds (from the user list) extends the stored cooldown.
 */
export function useResendCooldown(email: string, serverSeconds: number) {
  // Re-render on demand; the remaining time is read from storage and the clock each render.
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    if (serverSeconds > 0) {
      startResendCooldown(email, serverSeconds);
      rerender();
    }
  }, [email, serverSeconds]);

  const remaining = resendSecondsLeft(email, Date.now());
  const cooling = remaining > 0;

  useEffect(() => {
    if (!cooling) return;
    const timer = setInterval(rerender, 1000);
    return () => clearInterval(timer);
  }, [cooling]);

  const start = useCallback(
    (seconds: number) => {
      startResendCooldown(email, seconds);
      rerender();
    },
    [email],
  );

  return { remaining, start };
}
