import { useId, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { FileInput } from '../../../ui/file-input.tsx';
import { RECEIPT_ACCEPT, receiptProblem } from '../api/receipts.ts';

interface ReceiptFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  onError: (message: string | null) => void;
  /** The name of the receipt already attached (editing), shown until another is chosen. */
  current?: string | null;
}

/** "Receipt (photo or PDF)": a file input (the phone offers its camera), checked as chosen. */
export function ReceiptField({ file, onChange, error, onError, current }: ReceiptFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const shown = file?.name ?? current ?? null;
  return (
    <div className="flex min-w-48 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('Receipt (photo or PDF)')}
      </label>
      <FileInput
        ref={input}
        id={id}
        accept={RECEIPT_ACCEPT}
        quiet={Boolean(shown || error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          const problem = chosen ? receiptProblem(chosen) : null;
          onError(problem);
          onChange(problem ? null : chosen);
          if (problem && input.current) input.current.value = '';
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {messageText(error)}
        </p>
      ) : shown ? (
        <p className="truncate text-xs text-muted" title={shown}>
          {file
            ? t('Attached on save: {{name}}', { name: shown })
            : t('Attached: {{name}}', { name: shown })}
        </p>
      ) : null}
    </div>
  );
}
