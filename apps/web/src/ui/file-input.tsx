import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from '../i18n/react.ts';

type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  /** No "No file chosen" or file name beside the button (the caller says it elsewhere). */
  quiet?: boolean;
};

/**
 * A file input in the screen's language. The browser's own button and "No file chosen" speak
 * the browser's language, so the input stays (for labels, the keyboard, screen readers and
 * tests) but is drawn as a button with the chosen file's name beside it. A new `key` clears it.
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  { quiet = false, onChange, ...input },
  ref,
) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="flex min-h-[2.125rem] items-center gap-2 text-sm">
      <input
        ref={ref}
        type="file"
        className="peer sr-only"
        onChange={(e) => {
          setChosen(e.target.files?.[0]?.name ?? null);
          onChange?.(e);
        }}
        {...input}
      />
      <span
        aria-hidden="true"
        className="shrink-0 cursor-pointer whitespace-nowrap rounded-md border border-line bg-surface px-3 py-1 hover:bg-canvas peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent"
        onClick={(e) => (e.currentTarget.previousElementSibling as HTMLInputElement).click()}
      >
        {t('Choose file')}
      </span>
      {!quiet && (
        <span className="min-w-0 truncate text-muted" title={chosen ?? undefined}>
          {chosen ?? t('No file chosen')}
        </span>
      )}
    </div>
  );
});
