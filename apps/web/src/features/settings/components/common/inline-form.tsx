import { useEffect, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/react.ts';
import { Button } from '../../../../ui/button.tsx';

const FIRST_FIELD =
  'input:not([type=hidden]):not([disabled]):not([readonly]), select:not([disabled]), textarea:not([disabled])';

interface InlineFormProps {
  /** Accessible name of the form, e.g. 'Edit Item' or 'Add Item'. */
  title: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => unknown;
  /** Escape and the Cancel button; absent for the permanent add row. */
  onCancel?: (() => void) | undefined;
  submitLabel: string;
  pending?: boolean;
  /** Focus lands in the first field when the form opens (keyboard first). */
  autoFocus?: boolean;
  /** Bumped by the parent to move focus back into the first field (e.g. after an add). */
  focusKey?: number;
  children: ReactNode;
  extraActions?: ReactNode;
}

/** The inline editor of a settings row: Enter saves, Escape cancels, focus starts in it. */
export function InlineForm({
  title,
  onSubmit,
  onCancel,
  submitLabel,
  pending = false,
  autoFocus = true,
  focusKey = 0,
  children,
  extraActions,
}: InlineFormProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!autoFocus && focusKey === 0) return;
    ref.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [autoFocus, focusKey]);

  function onKeyDown(e: KeyboardEvent<HTMLFormElement>) {
    if (e.defaultPrevented) return;
    if (e.key === 'Escape' && onCancel) {
      e.preventDefault();
      onCancel();
      return;
    }
    // Browsers submit on Enter only from text inputs; selects and checkboxes save too.
    const target = e.target as HTMLElement;
    const enterSaves =
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLInputElement && target.type === 'checkbox');
    if (e.key === 'Enter' && enterSaves && !e.nativeEvent.isComposing) {
      e.preventDefault();
      ref.current?.requestSubmit();
    }
  }

  return (
    <form
      ref={ref}
      aria-label={title}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-2"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{title}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        )}
        {extraActions}
        <span className="text-xs text-muted">
          {onCancel ? t('Enter saves · Esc cancels') : t('Enter saves')}
        </span>
      </div>
    </form>
  );
}
