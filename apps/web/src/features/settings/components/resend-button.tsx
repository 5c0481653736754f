import { ADMIN_MESSAGES } from '@hisaab/shared/messages';
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
  const { remaining, start } = useResendCooldown(email, serverSeconds);
  const mmss = formatMmSs(remaining);
  const cooling = remaining > 0;
  return (
    <Tooltip text={cooling ? ADMIN_MESSAGES.tryAgainIn(mmss) : null}>
      <Button
        variant="secondary"
        className="tabular-nums"
        disabled={cooling}
        aria-label={cooling ? `Resend to ${email}, available in ${mmss}` : `Resend to ${email}`}
        onClick={async () => start(await onResend(email))}
      >
        {cooling ? `Resend (${mmss})` : 'Resend'}
      </Button>
    </Tooltip>
  );
}
