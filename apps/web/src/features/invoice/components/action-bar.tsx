import { PERMISSION_MESSAGES } from '@hisaab/shared/permissions';
import { useCanWrite } from '../../../api/session.ts';
import { Button } from '../../../ui/button.tsx';
import type { SaveAction } from '../hooks/use-save-flow.ts';

interface ActionBarProps {
  showSend: boolean;
  showDelete: boolean;
  busy: boolean;
  onRun: (action: SaveAction) => unknown;
  onJustPrint: () => void;
  onDelete: () => unknown;
  onClose: () => void;
  /** An open estimate in modify mode: turn it into a sale. */
  onConvert?: (() => unknown) | undefined;
  /** A saved sale or purchase in modify mode: take goods back on a credit or debit note. */
  onReturn?: (() => unknown) | undefined;
}

/** Save & Send, Save & Print, Save, Just Print, Delete, Close: after the fields in tab order. */
export function ActionBar(props: ActionBarProps) {
  // An Auditor reads the bill: no saving, converting or deleting (the server refuses them too).
  if (!useCanWrite()) return <ReadOnlyBar {...props} />;
  return (
    <div className={BAR}>
      {props.showSend && (
        <Button pending={props.busy} onClick={() => props.onRun('send')}>
          Save &amp; Send
        </Button>
      )}
      <Button
        variant={props.showSend ? 'secondary' : 'primary'}
        pending={props.busy}
        onClick={() => props.onRun('print')}
      >
        Save &amp; Print
      </Button>
      <Button
        variant="secondary"
        pending={props.busy}
        aria-keyshortcuts="Control+S"
        onClick={() => props.onRun('save')}
      >
        Save
        <kbd aria-hidden="true" className="ml-1 hidden text-xs text-muted sm:inline">
          Ctrl+S
        </kbd>
      </Button>
      <Button variant="secondary" onClick={props.onJustPrint}>
        Just Print
      </Button>
      {props.onConvert && (
        <Button variant="secondary" pending={props.busy} onClick={props.onConvert}>
          Convert to Sale
        </Button>
      )}
      {props.onReturn && (
        <Button variant="secondary" onClick={props.onReturn}>
          Return
        </Button>
      )}
      {props.showDelete && (
        <Button variant="danger" pending={props.busy} onClick={props.onDelete}>
          Delete
        </Button>
      )}
      <Button variant="ghost" className="ml-auto" onClick={props.onClose}>
        Close
      </Button>
    </div>
  );
}

const BAR =
  'sticky bottom-0 z-10 -mx-3 flex flex-wrap items-center gap-2 border-t border-line bg-surface/95 px-3 py-2 backdrop-blur sm:-mx-6 sm:px-6';

function ReadOnlyBar(props: ActionBarProps) {
  return (
    <div className={BAR}>
      <Button variant="secondary" onClick={props.onJustPrint}>
        Just Print
      </Button>
      <span className="text-sm text-muted">{PERMISSION_MESSAGES.readOnly}</span>
      <Button variant="ghost" className="ml-auto" onClick={props.onClose}>
        Close
      </Button>
    </div>
  );
}
