import { useCallback, useRef, useState } from 'react';
import { errorText, type Text } from '@hisaab/shared/i18n/messages';
import { isCompanyCodeAvailable } from '../api/company-code.ts';

export type AvailabilityStatus = 'idle' | 'checking' | 'available' | 'unavailable';

/** Spec section 4: idle, checking, available, unavailable; a newer check wins over older ones. */
export function useCodeAvailability() {
  const [status, setStatus] = useState<AvailabilityStatus>('idle');
  const [error, setError] = useState<Text | null>(null);
  const latest = useRef(0);

  const check = useCallback(async (code: string) => {
    const id = ++latest.current;
    setError(null);
    setStatus('checking');
    try {
      const available = await isCompanyCodeAvailable(code);
      if (id === latest.current) setStatus(available ? 'available' : 'unavailable');
    } catch (err) {
      if (id !== latest.current) return;
      setStatus('idle');
      setError(errorText(err, String(err)));
    }
  }, []);

  const reset = useCallback(() => {
    latest.current++;
    setStatus('idle');
    setError(null);
  }, []);

  return { status, error, check, reset };
}
