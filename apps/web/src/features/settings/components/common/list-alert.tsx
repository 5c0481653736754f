// The message above a settings list. A save refused because the record changed since its form
// was opened (issue 37) also offers "Reload": what the user typed stays in the open form until
// they choose it.
import { useTranslation } from '../../../../i18n/react.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import type { ListMessage } from './use-settings-list.ts';

export function ListAlert({
  message,
  onDismiss,
}: {
  message: ListMessage | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert tone={message.tone} onDismiss={onDismiss}>
      <span>{message.text}</span>
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
