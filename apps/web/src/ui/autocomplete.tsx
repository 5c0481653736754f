import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from '../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { CONTROL_CLASS, FieldFrame, describedBy } from './field-frame.tsx';

/** Spec section 9: five numbered suggestions, the list closes 100 ms after blur. */
export const AUTOCOMPLETE_SHORTCUTS = 5;
export const AUTOCOMPLETE_BLUR_CLOSE_MS = 100;
export const DEFAULT_CREATE_LABEL = tk('Add a new entry');

export interface AutocompleteProps<T> {
  label: ReactNode;
  /** The typed text (controlled). */
  value: string;
  onChange: (text: string) => void;
  options: readonly T[];
  getLabel: (option: T) => string;
  getKey?: (option: T) => string | number;
  /** Extra text beside an option (phone, rate, HSN). */
  renderDetail?: (option: T) => ReactNode;
  /** Which options match the text; default: the label contains it, ignoring case. */
  filter?: (option: T, text: string) => boolean;
  onSelect: (option: T) => void;
  /** When given, '[0. Add a new entry]' and Ctrl/Cmd+0 create an entry from the typed text. */
  onCreate?: (text: string) => void;
  createLabel?: string;
  /** How many suggestions show (default 5); the shortcuts always cover the first 5. */
  maxSuggestions?: number;
  hideLabel?: boolean;
  /** Classes of the hidden label (e.g. shown again on a phone card). */
  labelClassName?: string;
  error?: string | undefined;
  hint?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
  inputClassName?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  /** Keys the list did not use (e.g. a table's own Enter handling). */
  onKeyDown?: (e: KeyboardEvent<HTMLInputElement>) => void;
  'aria-invalid'?: boolean;
  /** This box is the screen's search box for the Find shortcut. */
  findTarget?: boolean;
}

function defaultFilter(label: string, text: string): boolean {
  return label.toLowerCase().includes(text.trim().toLowerCase());
}

interface Position {
  left: number;
  top: number;
  width: number;
}

/**
 * Text input with a numbered suggestion list (spec section 2, Reusable behaviours): arrows
 * move, Enter or Tab picks (an Enter that picked then reaches `onKeyDown`, to move on), Ctrl/Cmd+1..5 picks a numbered suggestion, Ctrl/Cmd+0 creates,
 * Escape closes, blur closes after 100 ms. The list is portalled so table cells and dialogs
 * with overflow never clip it.
 */
export function Autocomplete<T>(props: AutocompleteProps<T>) {
  const { t } = useTranslation();
  const {
    label,
    value,
    onChange,
    options,
    getLabel,
    getKey,
    renderDetail,
    filter,
    onSelect,
    onCreate,
    createLabel = DEFAULT_CREATE_LABEL,
    maxSuggestions = AUTOCOMPLETE_SHORTCUTS,
    hideLabel = false,
    labelClassName = 'sr-only',
    error,
    hint,
    placeholder,
    disabled,
    id,
    className = '',
    inputClassName = '',
    inputRef,
    onBlur,
    onKeyDown,
  } = props;
  const autoId = useId();
  const inputId = id ?? autoId;
  const listId = `${inputId}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [position, setPosition] = useState<Position | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const matches = filter ?? ((o: T, text: string) => defaultFilter(getLabel(o), text));
  const suggestions = options.filter((o) => matches(o, value)).slice(0, maxSuggestions);
  const createIndex = onCreate ? suggestions.length : -1;
  const count = suggestions.length + (onCreate ? 1 : 0);
  const shown = open && !disabled && count > 0;
  const activeIndex = Math.min(active, count - 1);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  useLayoutEffect(() => {
    if (!shown) return;
    const place = () => {
      const rect = boxRef.current?.getBoundingClientRect();
      if (rect) setPosition({ left: rect.left, top: rect.bottom + 2, width: rect.width });
    };
    place();
    // Capture scrolls of any ancestor (a table scrolling sideways, the page).
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [shown]);

  useEffect(() => {
    if (!shown) return;
    const el = listRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, activeIndex]);

  function close() {
    setOpen(false);
    setActive(0);
  }

  function pick(index: number) {
    if (index === createIndex) {
      close();
      onCreate?.(value.trim());
      return;
    }
    const option = suggestions[index];
    if (option === undefined) return;
    close();
    onSelect(option);
  }

  function handleKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const mod = e.ctrlKey || e.metaKey;
    if (mod && /^[0-9]$/.test(e.key)) {
      const n = Number(e.key);
      if (n === 0 && onCreate) {
        e.preventDefault();
        pick(createIndex);
        return;
      }
      if (n >= 1 && n <= AUTOCOMPLETE_SHORTCUTS && n <= suggestions.length) {
        e.preventDefault();
        pick(n - 1);
        return;
      }
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!shown) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + count) % count);
      return;
    }
    const plainEnter = e.key === 'Enter' && !mod && !e.altKey && !e.shiftKey;
    if (shown && plainEnter) {
      e.preventDefault();
      // The pick is on screen before the Enter goes on to the field's owner, which moves focus
      // to the next field: the next keys typed land there, and leaving sees the picked value.
      flushSync(() => pick(activeIndex));
      onKeyDown?.(e);
      return;
    }
    // Tab picks and lets focus move on.
    if (shown && e.key === 'Tab' && !e.shiftKey) {
      pick(activeIndex);
      return;
    }
    if (shown && e.key === 'Escape') {
      // Only the list closes; a surrounding dialog stays open.
      e.preventDefault();
      e.stopPropagation();
      close();
      return;
    }
    onKeyDown?.(e);
  }

  function handleBlur(e: FocusEvent<HTMLInputElement>) {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, AUTOCOMPLETE_BLUR_CLOSE_MS);
    onBlur?.(e);
  }

  const optionId = (i: number) => `${inputId}-opt-${i}`;
  const input = (
    <input
      ref={inputRef}
      id={inputId}
      type="text"
      role="combobox"
      data-find={props.findTarget || undefined}
      autoComplete="off"
      aria-autocomplete="list"
      aria-expanded={shown}
      aria-controls={listId}
      aria-activedescendant={shown ? optionId(activeIndex) : undefined}
      aria-invalid={props['aria-invalid'] ?? (error ? true : undefined)}
      aria-describedby={describedBy(inputId, error, hint)}
      className={`${CONTROL_CLASS} ${inputClassName}`}
      value={value}
      placeholder={placeholder}
      disabled={disabled}
      onChange={(e) => {
        onChange(e.target.value);
        setOpen(true);
        setActive(0);
      }}
      onFocus={() => {
        if (closeTimer.current) clearTimeout(closeTimer.current);
      }}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    />
  );

  const list =
    shown && position
      ? createPortal(
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={typeof label === 'string' ? label : undefined}
            aria-labelledby={typeof label === 'string' ? undefined : `${inputId}-label`}
            style={{ left: position.left, top: position.top, minWidth: position.width }}
            className="fixed z-[60] max-h-60 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-md border border-line bg-surface py-1 text-sm shadow-lg"
          >
            {suggestions.map((o, i) => (
              <li
                key={getKey ? getKey(o) : i}
                id={optionId(i)}
                data-index={i}
                role="option"
                aria-selected={i === activeIndex}
                // Keep focus in the input so the pick is not lost to blur.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(i)}
                className={`flex cursor-pointer items-baseline gap-2 px-2.5 py-1.5 ${
                  i === activeIndex ? 'bg-accent-soft text-ink' : 'hover:bg-canvas'
                }`}
              >
                <span className="w-4 shrink-0 text-xs text-muted tabular-nums">
                  {i < AUTOCOMPLETE_SHORTCUTS ? `${i + 1}.` : ''}
                </span>
                <span className="min-w-0 flex-1 truncate">{getLabel(o)}</span>
                {renderDetail && (
                  <span className="shrink-0 text-xs text-muted">{renderDetail(o)}</span>
                )}
              </li>
            ))}
            {onCreate && (
              <li
                id={optionId(createIndex)}
                data-index={createIndex}
                role="option"
                aria-selected={createIndex === activeIndex}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(createIndex)}
                className={`cursor-pointer border-t border-line px-2.5 py-1.5 text-accent ${
                  createIndex === activeIndex ? 'bg-accent-soft' : 'hover:bg-canvas'
                }`}
              >
                {`[0. ${t(createLabel)}]`}
              </li>
            )}
          </ul>,
          document.body,
        )
      : null;

  const box = (
    <div ref={boxRef} className="relative">
      {input}
      {list}
    </div>
  );

  if (hideLabel) {
    return (
      <div className={className}>
        <label id={`${inputId}-label`} htmlFor={inputId} className={labelClassName}>
          {label}
        </label>
        {box}
      </div>
    );
  }
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={className}>
      {box}
    </FieldFrame>
  );
}
