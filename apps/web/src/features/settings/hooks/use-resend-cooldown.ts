import { useCallback, useEffect, useState } from 'react';
import { resendSecondsLeft, startResendCooldown } from './resend-cooldown.ts';

/**
 * Seconds until `email` may be resent, ticking every second. The server's
 * resendAvailableInSeconds (from the user list) extends the stored cooldown.
 */
export function useResendCooldown(email: string, serverSeconds: number) {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (serverSeconds > 0) {
      startResendCooldown(email, serverSeconds);
      setNow(Date.now());
    }
  }, [email, serverSeconds]);

  const remaining = resendSecondsLeft(email, now);
  const cooling = remaining > 0;

  useEffect(() => {
    if (!cooling) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [cooling]);

  const start = useCallback(
    (seconds: number) => {
      startResendCooldown(email, seconds);
      setNow(Date.now());
    },
    [email],
  );

  return { remaining, start };
}
