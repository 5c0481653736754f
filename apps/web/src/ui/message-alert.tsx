// The message above a screen's list or form. A save refused because the record changed since
// it was opened (issue 37) also offers "Reload": what the user typed stays in the open form
// until they choose it. Settings lists, the company settings, the opening balances and a
// bill's transport details show their messages with it.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

export type ScreenMessage = {
  tone: 'success' | 'error' | 'warning';
  text: string;
  /** Offered when the record changed since its form opened: read it again, reopen the form. */
  reload?: () => void;
};

export function MessageAlert({
  message,
  onDismiss,
}: {
  message: ScreenMessage | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLSpanElement>(null);
  // A refusal shows above a long form whose Save button may be far below: bring it into view.
  useEffect(() => {
    if (message?.tone === 'error') ref.current?.scrollIntoView?.({ block: 'center' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert tone={message.tone} onDismiss={onDismiss}>
      <span ref={ref}>{message.text}</span>
      {message.reload && (
        <span className="ml-2 inline-block align-middle">
          <Button variant="secondary" onClick={message.reload}>
            {t('Reload')}
          </Button>
        </span>
      )}
    </Alert>
  );
}
