// What a scan of an unknown code says (issue 40): "No item has barcode …", and, to whoever may
// add items, a short form to make the item with that code there and then (name and rate; unit
// "No"): Enter creates it and puts it on the bill, with no trip to Settings.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BARCODE_MESSAGES } from '@hisaab/shared/barcode';
import { useTranslation } from '../../../i18n/react.ts';
import { displayMessage } from '../../../api/api-error.ts';
import { invalidateAfterWrite } from '../../../api/query-keys.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { ItemOption } from '../api/autocomplete-data.ts';
import { createScannedItem } from '../api/scan.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const CREATE_FAILED = tk('Failed to create item');

interface ScanNoticeProps {
  code: string | null;
  failed: string | null;
  /** Admin or Manager: may make the item. */
  canCreate: boolean;
  isPurchase: boolean;
  noUnitId: number | null;
  onCreated: (item: ItemOption) => void;
  onDismiss: () => void;
}

export function ScanNotice(props: ScanNoticeProps) {
  const { t } = useTranslation();
  if (props.failed)
    return (
      <Alert tone="error" onDismiss={props.onDismiss}>
        {messageText(props.failed)}
      </Alert>
    );
  if (!props.code) return null;
  return <UnknownCode key={props.code} {...props} code={props.code} t={t} />;
}

function UnknownCode(
  props: ScanNoticeProps & { code: string; t: ReturnType<typeof useTranslation>['t'] },
) {
  const { t, code } = props;
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [rate, setRate] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function create() {
    if (!name.trim()) {
      setError(t('Please enter item name.'));
      return;
    }
    try {
      const item = await createScannedItem({
        name: name.trim(),
        code,
        rate,
        isPurchase: props.isPurchase,
        noUnitId: props.noUnitId,
      });
      void invalidateAfterWrite(queryClient, 'item');
      props.onCreated(item);
    } catch (err) {
      setError(displayMessage(err, CREATE_FAILED));
    }
  }

  return (
    <div
      role="alert"
      data-testid="scan-unknown"
      className="flex flex-col gap-2 rounded-md border border-warning/30 bg-warning-soft px-3 py-2 text-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium text-warning">{t(BARCODE_MESSAGES.unknown, { code })}</p>
        <button
          type="button"
          onClick={props.onDismiss}
          aria-label={t('Dismiss')}
          className="leading-none"
        >
          ×
        </button>
      </div>
      {props.canCreate && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
        >
          <TextField
            label={t('New item with this barcode')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('Item name')}
            maxLength={200}
            autoFocus
            className="min-w-56 flex-1"
          />
          <TextField
            label={props.isPurchase ? t('Purchase rate') : t('Sale rate')}
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            inputMode="decimal"
            className="w-32"
          />
          <Button type="submit">{t('Create item')}</Button>
          {error && (
            <p className="w-full text-xs text-danger" role="status">
              {messageText(error)}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
