import { useId, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { messageText } from '../../../i18n/i18n.ts';
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
      {/* The browser's own file button speaks the browser's language: the input is kept (for
          the keyboard and screen readers) but drawn as a button in the screen's language. */}
      <div className="flex min-h-[2.125rem] items-center gap-2 text-sm">
        <input
          ref={input}
          id={id}
          type="file"
          accept={RECEIPT_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="peer sr-only"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            const problem = chosen ? receiptProblem(chosen) : null;
            onError(problem);
            onChange(problem ? null : chosen);
            if (problem && input.current) input.current.value = '';
          }}
        />
        <span
          aria-hidden="true"
          className="shrink-0 cursor-pointer whitespace-nowrap rounded-md border border-line bg-surface px-3 py-1 hover:bg-canvas peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent"
          onClick={() => input.current?.click()}
        >
          {t('Choose file')}
        </span>
        {!shown && !error && (
          <span className="min-w-0 truncate text-muted">{t('No file chosen')}</span>
        )}
      </div>
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
