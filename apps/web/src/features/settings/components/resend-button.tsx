import { useTranslation } from '../../../i18n/react.ts';
import { MESSAGE_TEXTS } from '@hisaab/shared/messages';
import { messageText } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Tooltip } from '../../../ui/tooltip.tsx';
import { formatMmSs } from '../hooks/resend-cooldown.ts';
import { useResendCooldown } from '../hooks/use-resend-cooldown.ts';

interface ResendButtonProps {
  email: string;
  serverSeconds: number;
  /** Sends the invitation again; resolves with the cooldown to start (0 for none). */
  onResend: (email: string) => Promise<number>;
}

/** Resend, disabled with an mm:ss countdown and 'Try again in mm:ss' while cooling down. */
export function ResendButton({ email, serverSeconds, onResend }: ResendButtonProps) {
  const { t } = useTranslation();
  const { remaining, start } = useResendCooldown(email, serverSeconds);
  const mmss = formatMmSs(remaining);
  const cooling = remaining > 0;
  return (
    <Tooltip text={cooling ? messageText(MESSAGE_TEXTS.tryAgainIn(mmss)) : null}>
      <Button
        variant="secondary"
        className="tabular-nums"
        disabled={cooling}
        aria-label={
          cooling
            ? t('Resend to {{email}}, available in {{time}}', { email, time: mmss })
            : t('Resend to {{email}}', { email })
        }
        onClick={async () => start(await onResend(email))}
      >
        {cooling ? t('Resend ({{time}})', { time: mmss }) : t('Resend')}
      </Button>
    </Tooltip>
  );
}
