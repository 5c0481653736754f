import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { PERMISSION_MESSAGES } from '@hisaab/shared/permissions';
import type { Text } from '@hisaab/shared/i18n/messages';
import { useCanWrite } from '../../../api/session.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { ariaKeyShortcuts, shortcutText, withShortcut } from '../../../ui/keymap.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../ui/use-media-query.ts';
import type { SaveAction } from '../hooks/use-save-flow.ts';

interface ActionBarProps {
  showSend: boolean;
  showDelete: boolean;
  busy: boolean;
  onRun: (action: SaveAction) => unknown;
  onJustPrint: () => void;
  /** A saved document: its PDF as stored, drawn by the server. */
  onDownload?: (() => unknown) | undefined;
  onDelete: () => unknown;
  onClose: () => void;
  /** An open estimate in modify mode: turn it into a sale. */
  onConvert?: (() => unknown) | undefined;
  /** A saved sale or purchase in modify mode: take goods back on a credit or debit note. */
  onReturn?: (() => unknown) | undefined;
  /** A saved sale in modify mode: raise its price on a debit note to the customer. */
  onDebitNote?: (() => unknown) | undefined;
  /** The bill cannot change (it has an IRN): this says why, in place of the saves. */
  lockedText?: Text | null | undefined;
}

/**
 * Save & Send, Save & Print, Save, Just Print, Delete, Close: after the fields in tab order. On
 * a phone the bar is one compact row (Save & Send or Save & Print, Save, More); the rest opens
 * under More.
 */
export function ActionBar(props: ActionBarProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const [more, setMore] = useState(false);
  // An Auditor reads the bill: no saving, converting or deleting (the server refuses them too).
  const canWrite = useCanWrite();
  if (!canWrite || props.lockedText) return <ReadOnlyBar {...props} canWrite={canWrite} />;
  const printTitle = withShortcut(t('Save & Print'), 'print');
  const printKeys = ariaKeyShortcuts('print');
  const saveTitle = t('{{save}}; save and new: {{keys}}', {
    save: withShortcut(t('Save'), 'save'),
    keys: shortcutText('saveAndNew'),
  });
  const saveKeys = ariaKeyShortcuts('save');
  const saveKeyText = shortcutText('save');
  const send = props.showSend && (
    <Button pending={props.busy} onClick={() => props.onRun('send')}>
      {t('Save & Send')}
    </Button>
  );
  const print = (
    <Button
      variant={props.showSend ? 'secondary' : 'primary'}
      pending={props.busy}
      title={printTitle}
      aria-keyshortcuts={printKeys}
      onClick={() => props.onRun('print')}
    >
      {t('Save & Print')}
    </Button>
  );
  const save = (
    <Button
      variant="secondary"
      pending={props.busy}
      title={saveTitle}
      aria-keyshortcuts={saveKeys}
      onClick={() => props.onRun('save')}
    >
      {t('Save')}
      <kbd aria-hidden="true" className="ml-1 hidden text-xs text-muted sm:inline">
        {saveKeyText}
      </kbd>
    </Button>
  );
  const rest = (
    <>
      <Button variant="secondary" onClick={props.onJustPrint}>
        {t('Just Print')}
      </Button>
      <DownloadButton {...props} />
      {props.onConvert && (
        <Button variant="secondary" pending={props.busy} onClick={props.onConvert}>
          {t('Convert to Sale')}
        </Button>
      )}
      {props.onReturn && (
        <Button variant="secondary" onClick={props.onReturn}>
          {t('Return')}
        </Button>
      )}
      {props.onDebitNote && (
        <Button variant="secondary" onClick={props.onDebitNote}>
          {t('Debit note')}
        </Button>
      )}
      {props.showDelete && (
        <Button variant="danger" pending={props.busy} onClick={props.onDelete}>
          {t('Delete')}
        </Button>
      )}
    </>
  );
  const close = (
    <Button variant="ghost" className="ml-auto" onClick={props.onClose}>
      {t('Close')}
    </Button>
  );
  if (!phone) {
    return (
      <Bar>
        {send}
        {print}
        {save}
        {rest}
        {close}
      </Bar>
    );
  }
  return (
    <Bar>
      {/* Two saves fit a 360 px row: the one the bill calls for first (Send or Print), Save. */}
      {send || print}
      {save}
      <Button
        variant="ghost"
        className="ml-auto"
        aria-expanded={more}
        aria-controls="bill-more-actions"
        onClick={() => setMore((m) => !m)}
      >
        {t('More')}
      </Button>
      {more && (
        <div id="bill-more-actions" className="flex w-full flex-wrap gap-2">
          {send && print}
          {rest}
          {close}
        </div>
      )}
    </Bar>
  );
}

/** Sticky at the bottom of the screen, so saving is in reach on a long bill. */
function Bar({ children }: { children: ReactNode }) {
  return (
    <div
      data-testid="save-bar"
      className="sticky bottom-0 z-10 -mx-3 flex flex-wrap items-center gap-2 border-t border-line bg-surface/95 px-3 py-2 backdrop-blur sm:-mx-6 sm:px-6"
    >
      {children}
    </div>
  );
}

function ReadOnlyBar(props: ActionBarProps & { canWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <Bar>
      <Button variant="secondary" onClick={props.onJustPrint}>
        {t('Just Print')}
      </Button>
      <DownloadButton {...props} />
      {props.canWrite && props.onReturn && (
        <Button variant="secondary" onClick={props.onReturn}>
          {t('Return')}
        </Button>
      )}
      {props.canWrite && props.onDebitNote && (
        <Button variant="secondary" onClick={props.onDebitNote}>
          {t('Debit note')}
        </Button>
      )}
      <span className="text-sm text-muted">
        {messageText((props.canWrite ? props.lockedText : PERMISSION_MESSAGES.readOnly) ?? '')}
      </span>
      <Button variant="ghost" className="ml-auto" onClick={props.onClose}>
        {t('Close')}
      </Button>
    </Bar>
  );
}

function DownloadButton(props: ActionBarProps) {
  const { t } = useTranslation();
  if (!props.onDownload) return null;
  return (
    <Button variant="secondary" onClick={props.onDownload}>
      {t('Download PDF')}
    </Button>
  );
}
