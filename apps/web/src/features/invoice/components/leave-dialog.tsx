import { useTranslation } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import type { Blocker } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';

export const LEAVE_MESSAGE = tk(
  'This bill is not saved. If you leave, it is kept as a draft on this screen and offered back when you return.',
);

/** Asked when a typed bill would be left by a link, the menu or Back; Stay has the focus. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const open = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  return (
    <Dialog
      open={open}
      title={t('Leave this bill?')}
      size="sm"
      onClose={stay}
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            {t('Leave')}
          </Button>
          <Button data-autofocus onClick={stay}>
            {t('Stay')}
          </Button>
        </>
      }
    >
      <p>{t(LEAVE_MESSAGE)}</p>
    </Dialog>
  );
}
