import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';

export interface Prompt {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  resolve: (yes: boolean) => void;
}

/** A yes/no question whose answer button has the focus, so Enter answers it from the keyboard. */
export function ConfirmPrompt({ prompt }: { prompt: Prompt | null }) {
  return (
    <Dialog
      open={prompt !== null}
      title={prompt?.title ?? ''}
      size="sm"
      onClose={() => prompt?.resolve(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => prompt?.resolve(false)}>
            No
          </Button>
          <Button
            data-confirm-yes
            data-autofocus
            variant={prompt?.danger ? 'danger' : 'primary'}
            onClick={() => prompt?.resolve(true)}
          >
            {prompt?.confirmLabel ?? 'Yes'}
          </Button>
        </>
      }
    >
      <p>{prompt?.message}</p>
    </Dialog>
  );
}
