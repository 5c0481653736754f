import { useTranslation } from '../../../../i18n/react.ts';
import { i18n } from '../../../../i18n/i18n.ts';
import type { KeyboardEvent, ReactNode, Ref } from 'react';

export interface HeaderCell {
  key: string;
  label: string;
  align?: 'left' | 'right' | 'center';
  className?: string;
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/**
 * The settings tables: a ledger-style shell whose rows the tab renders itself, because rows
 * switch between view and inline edit. Scrolls sideways on narrow screens.
 */
export function DataTable({
  caption,
  headers,
  children,
  tableRef,
}: {
  caption: string;
  headers: readonly HeaderCell[];
  children: ReactNode;
  /** The list hook finds a new row in here to focus it. */
  tableRef?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  return (
    <div ref={tableRef} className="overflow-x-auto rounded-md border border-line bg-surface">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t(caption)}</caption>
        <thead className="bg-canvas text-xs uppercase tracking-wide text-muted">
          <tr>
            {headers.map((h) => (
              <th
                key={h.key}
                scope="col"
                className={`px-3 py-2 font-medium whitespace-nowrap ${ALIGN[h.align ?? 'left']} ${h.className ?? ''}`}
              >
                {t(h.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function Td({
  children,
  align = 'left',
  className = '',
}: {
  children?: ReactNode;
  align?: 'left' | 'right' | 'center';
  className?: string;
}) {
  const numeric = align === 'right' ? 'tabular-nums' : '';
  return (
    <td className={`px-3 py-1.5 align-middle ${ALIGN[align]} ${numeric} ${className}`}>
      {children}
    </td>
  );
}

/** A single full-width cell: empty, loading and error texts, and inline forms. */
export function WideRow({
  span,
  children,
  className = '',
  rowId,
}: {
  span: number;
  children: ReactNode;
  className?: string;
  /** The id of the entity edited here (a new row's editor is found by it). */
  rowId?: number;
}) {
  return (
    <tr data-row-id={rowId} className={`border-t border-line ${className}`}>
      <td colSpan={span} className="px-3 py-2">
        {/* On a phone the table scrolls sideways; its forms and notes stay in view. */}
        <div className="sticky left-3 max-w-[calc(100vw-3.5rem)]">{children}</div>
      </td>
    </tr>
  );
}

/**
 * A row in view mode. When `onOpen` is given the row opens its inline editor on click or on
 * Enter/Space (rows are focusable, keyboard first); otherwise it is inert.
 */
export function ViewRow({
  children,
  onOpen,
  label,
  className = '',
  rowId,
}: {
  children: ReactNode;
  onOpen?: (() => void) | undefined;
  label?: string;
  className?: string;
  /** The id of the row's entity (a new row is found by it to be focused). */
  rowId?: number;
}) {
  if (!onOpen)
    return (
      <tr data-row-id={rowId} className={`border-t border-line ${className}`}>
        {children}
      </tr>
    );
  function onKeyDown(e: KeyboardEvent<HTMLTableRowElement>) {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen?.();
    }
  }
  return (
    <tr
      data-row-id={rowId}
      tabIndex={0}
      aria-label={label}
      onClick={(e) => {
        // Buttons and links inside the row do their own thing.
        if ((e.target as HTMLElement).closest('button, a, input, select, textarea')) return;
        onOpen();
      }}
      onKeyDown={onKeyDown}
      className={`cursor-pointer border-t border-line hover:bg-accent-soft/40 focus-visible:bg-accent-soft/40 ${className}`}
    >
      {children}
    </tr>
  );
}

/**
 * The row a list shows instead of its rows while it loads, when it failed, or when it is empty;
 * null when there are rows to show.
 */
export function listStatusRow(
  span: number,
  state: { pending: boolean; error: string | null; empty: string | null },
  loadingText: string,
): ReactNode {
  if (state.pending)
    return (
      <WideRow span={span}>
        <span role="status" className="text-muted">
          {i18n.t(loadingText)}
        </span>
      </WideRow>
    );
  if (state.error !== null)
    return (
      <WideRow span={span}>
        <span className="text-danger">{state.error}</span>
      </WideRow>
    );
  if (state.empty !== null)
    return (
      <WideRow span={span}>
        <span className="text-muted">{i18n.t(state.empty)}</span>
      </WideRow>
    );
  return null;
}
