import { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from '../i18n/react.ts';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown at the bottom right. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * Modal dialog (Radix Dialog): focus moves in (to a `data-autofocus` element if there is one)
 * and is trapped, the page behind is inert to screen readers and does not scroll (styles.css),
 * Escape and a click outside close, focus returns on close.
 */
export function Dialog({ open, title, onClose, children, footer, size = 'md' }: DialogProps) {
  const { t } = useTranslation();
  // Where focus was when the dialog opened: it goes back there on close (the dialogs here are
  // opened by state, not by a Radix trigger, so Radix would not know the opener).
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && document.activeElement instanceof HTMLElement) {
    opener.current = document.activeElement;
  }
  wasOpen.current = open;
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        {/* Not Radix's Overlay: its scroll lock writes a <style> element at run time, which the
            style policy (style-src 'self') refuses with a console error on every dialog. The
            page behind is held still by styles.css instead (data-dialog-overlay). */}
        <div
          data-dialog-overlay=""
          aria-hidden="true"
          className="pointer-events-auto fixed inset-0 z-50 bg-ink/40"
        />
        <div className="pointer-events-none fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
          <RadixDialog.Content
            aria-describedby={undefined}
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              opener.current?.focus();
            }}
            onOpenAutoFocus={(e) => {
              // A field marked data-autofocus takes the focus at once (no later effect to race
              // with a fast Enter); otherwise Radix focuses the first focusable element.
              const marked = (e.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
                '[data-autofocus]',
              );
              if (marked) {
                e.preventDefault();
                marked.focus();
              }
            }}
            onKeyDown={(e) => {
              // Escape closes this dialog only, not a screen behind it.
              if (e.key === 'Escape') e.stopPropagation();
            }}
            className={`pointer-events-auto flex max-h-[90vh] w-full ${WIDTHS[size]} flex-col rounded-t-lg bg-surface shadow-xl focus:outline-none sm:rounded-lg`}
          >
            <div className="flex items-center justify-between border-b border-line px-4 py-3">
              <RadixDialog.Title className="text-base font-semibold">{title}</RadixDialog.Title>
              <RadixDialog.Close
                aria-label={t('Close')}
                className="rounded px-2 text-lg leading-none text-muted hover:text-ink"
              >
                ×
              </RadixDialog.Close>
            </div>
            <div className="overflow-y-auto px-4 py-3">{children}</div>
            {footer && (
              <div className="flex justify-end gap-2 border-t border-line px-4 py-3">{footer}</div>
            )}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
