import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react.ts';

const CLOCK = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});

/** The current time in India, refreshed every second (spec section 9). */
export function LiveClock() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-ink">{t('Time')}</span>
      <time
        dateTime={now.toISOString()}
        data-testid="live-clock"
        className="rounded-md border border-transparent py-1.5 text-base leading-5 font-semibold tabular-nums text-ink"
      >
        {CLOCK.format(now)}
      </time>
    </div>
  );
}
