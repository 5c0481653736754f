import { useTranslation } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { useHeldSaves } from '../../../api/offline-hold.ts';
import { useOnline } from '../hooks/use-online.ts';

export const OFFLINE_MESSAGES = {
  offline: tk(
    'You are offline. What you type stays on screen; bills and expenses you save wait and are sent when the connection is back.',
  ),
  waiting: (n: number) =>
    `Waiting for the connection… ${n === 1 ? '1 save' : `${n} saves`} will be sent when it is back.`,
} as const;

/**
 * A line above every screen while the network is down, or while a save waits for it (also
 * when the browser believes it is online but the server cannot be reached).
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const held = useHeldSaves();
  if (online && held === 0) return null;
  return (
    <div
      role="status"
      className="mb-3 flex flex-col gap-0.5 rounded-md border border-warning/30 bg-warning-soft px-3 py-2 text-sm text-warning"
    >
      {!online && <p className="font-medium">{t(OFFLINE_MESSAGES.offline)}</p>}
      {held > 0 && (
        <p>
          {t('Waiting for the connection… {{count}} saves will be sent when it is back.', {
            count: held,
          })}
        </p>
      )}
    </div>
  );
}
