// What every printable page shares: the bar with Print and Close (hidden when printing, see
// ui/print-page.css), and the print dialog opened once the document has loaded.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';

/** Spec sections 2 and 9: the print dialog opens 250 ms after the document has loaded. */
export const PRINT_DELAY_MS = 250;

/**
 * Opens the print dialog once, PRINT_DELAY_MS after `title` is known (null while loading), and
 * names the tab after the document so a saved PDF takes its name.
 */
export function usePrintWhenLoaded(title: string | null) {
  const printed = useRef(false);
  useEffect(() => {
    if (title === null || printed.current) return;
    printed.current = true;
    document.title = title;
    let fired = false;
    const t = setTimeout(() => {
      fired = true;
      window.print();
    }, PRINT_DELAY_MS);
    return () => {
      clearTimeout(t);
      // Unmounted before printing (StrictMode's trial run): print on the next mount.
      if (!fired) printed.current = false;
    };
  }, [title]);
}

const barButton = 'rounded border border-line bg-surface px-3 py-1';

/** The bar above the document: anything the page adds (e.g. the paper choice), Print, Close. */
export function PrintBar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="hisaab-print-bar flex flex-wrap items-center justify-end gap-2 border-b border-line bg-canvas px-3 py-2 text-sm">
      {children}
      <button type="button" className={barButton} onClick={() => window.print()}>
        {t('Print')}
      </button>
      <button type="button" className={barButton} onClick={() => window.close()}>
        {t('Close')}
      </button>
    </div>
  );
}
