import type { Text } from '@hisaab/shared/i18n/messages';
import { useTranslation } from '../../../i18n/react.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';

export interface Prompt {
  title: string;
  message: Text;
  confirmLabel: string;
  danger?: boolean;
  /** A second answer beside the confirm one (the estimate's date beside today, say). */
  alternativeLabel?: Text;
  resolve: (answer: boolean | 'alternative') => void;
}

/** A yes/no question whose answer button has the focus, so Enter answers it from the keyboard. */
export function ConfirmPrompt({ prompt }: { prompt: Prompt | null }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={prompt !== null}
      title={messageText(prompt?.title ?? '')}
      size="sm"
      onClose={() => prompt?.resolve(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => prompt?.resolve(false)}>
            {t('No')}
          </Button>
          {prompt?.alternativeLabel && (
            <Button variant="secondary" onClick={() => prompt.resolve('alternative')}>
              {messageText(prompt.alternativeLabel)}
            </Button>
          )}
          <Button
            data-confirm-yes
            data-autofocus
            variant={prompt?.danger ? 'danger' : 'primary'}
            onClick={() => prompt?.resolve(true)}
          >
            {prompt ? messageText(prompt.confirmLabel) : t('Yes')}
          </Button>
        </>
      }
    >
      <p>{messageText(prompt?.message ?? '')}</p>
    </Dialog>
  );
}
