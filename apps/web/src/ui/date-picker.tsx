import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  addDays,
  financialYearOf,
  formatDate,
  isIsoDate,
  parseDisplayDate,
  todayInIndia,
} from '@hisaab/shared/format';
import { useTranslation } from '../i18n/react.ts';
import { msg, tk, type Text } from '@hisaab/shared/i18n/messages';
import { LANGUAGE_TAGS } from '@hisaab/shared/i18n/languages';
import { currentLanguage, messageText } from '../i18n/i18n.ts';
import { CONTROL_CLASS } from './field-frame.tsx';

// The spec's calendar date picker (section 2 Reusable behaviours): dd/mm/yyyy text that can be
// typed, a 42-cell month grid, previous/next month, Today. Values are yyyy-mm-dd strings.

export const CALENDAR_CELLS = 42;
const PREVIOUS = '‹';
const NEXT = '›';

function readStoredDate(storageKey: string): string | null {
  try {
    const stored = sessionStorage.getItem(storageKey);
    return stored && isIsoDate(stored) ? stored : null;
  } catch {
    return null; // storage blocked (private mode): fall back to today
  }
}

/**
 * The entry date of a day screen: the date last chosen in this tab (session storage under
 * `storageKey`, spec section 9), else today in India.
 */
export function useRememberedDate(storageKey: string): [string, (isoDate: string) => void] {
  const [date, setDate] = useState(() => readStoredDate(storageKey) ?? todayInIndia());
  function remember(isoDate: string) {
    setDate(isoDate);
    try {
      sessionStorage.setItem(storageKey, isoDate);
    } catch {
      // Not remembered across reloads; the screen still works.
    }
  }
  return [date, remember];
}
const WEEKDAYS = [tk('Su'), tk('Mo'), tk('Tu'), tk('We'), tk('Th'), tk('Fr'), tk('Sa')] as const;
const WEEKDAY_NAMES = [
  tk('Sunday'),
  tk('Monday'),
  tk('Tuesday'),
  tk('Wednesday'),
  tk('Thursday'),
  tk('Friday'),
  tk('Saturday'),
];
// Made when the calendar first opens: a page's first Intl object costs ~20 ms of locale data,
// which a screen's first render otherwise does without (shared format.ts). In the reader's
// language (month names in Hindi or Marathi), digits kept Latin.
const labels = new Map<string, { month: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();
function calendarLabels() {
  const tag = LANGUAGE_TAGS[currentLanguage()];
  let made = labels.get(tag);
  if (!made) {
    made = {
      month: new Intl.DateTimeFormat(tag, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
        numberingSystem: 'latn',
      }),
      day: new Intl.DateTimeFormat(tag, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
        numberingSystem: 'latn',
      }),
    };
    labels.set(tag, made);
  }
  return made;
}

interface Month {
  year: number;
  /** 1..12 */
  month: number;
}

function utcOf(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function monthOf(iso: string): Month {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) };
}

function firstOf({ year, month }: Month): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

function shiftMonth({ year, month }: Month, by: number): Month {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The same day of the month in another month, clamped to its last day (31 Jan → 28 Feb). */
function sameDayIn(iso: string, target: Month): string {
  const first = firstOf(target);
  const lastDay = Number(addDays(firstOf(shiftMonth(target, 1)), -1).slice(8, 10));
  const day = Math.min(Number(iso.slice(8, 10)), lastDay);
  return `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/** 6 weeks from the Sunday on or before the 1st: leading and trailing days of neighbours. */
export function calendarCells(view: Month): string[] {
  const first = firstOf(view);
  const start = addDays(first, -utcOf(first).getUTCDay());
  return Array.from({ length: CALENDAR_CELLS }, (_, i) => addDays(start, i));
}

const DAY_MS = 86_400_000;

/** A typed text that looks like a whole date but is not one (31/02/2025), or null. */
export function notADateMessage(text: string): Text | null {
  const t = text.trim();
  if (t === '' || parseDisplayDate(t) !== null) return null;
  return msg('{{text}} is not a date. Enter it as dd/mm/yyyy.', { text: t });
}

/** A warning for an entry date far from today: outside this financial year, or over a year away. */
export function farDateWarning(iso: string, today: string): Text | null {
  if (!isIsoDate(iso)) return null;
  const days = Math.abs(utcOf(iso).getTime() - utcOf(today).getTime()) / DAY_MS;
  if (days > 365) {
    return msg('{{date}} is more than a year from today: check the year.', {
      date: formatDate(iso),
    });
  }
  const year = financialYearOf(today);
  if (iso < year.start || iso > year.end) {
    return msg('{{date}} is outside the financial year {{year}}.', {
      date: formatDate(iso),
      year: year.label,
    });
  }
  return null;
}

export interface DatePickerProps {
  label: ReactNode;
  /** yyyy-mm-dd, or '' for no date. */
  value: string;
  onChange: (isoDate: string) => void;
  /** Amber field when the date is not today (the spec's entry-date pickers). */
  highlightWhenNotToday?: boolean;
  /** Warn below the field for a date outside this financial year (entry dates; default on with highlightWhenNotToday). */
  warnFarDates?: boolean;
  hideLabel?: boolean;
  id?: string;
  name?: string;
  disabled?: boolean;
  error?: string | undefined;
  className?: string;
}

export function DatePicker({
  label,
  value,
  onChange,
  highlightWhenNotToday = false,
  warnFarDates = highlightWhenNotToday,
  hideLabel = false,
  id,
  name,
  disabled = false,
  error,
  className = '',
}: DatePickerProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const popupId = `${inputId}-calendar`;
  const labelId = `${inputId}-month`;
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(value || todayInIndia());
  const [view, setView] = useState<Month>(monthOf(active));
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const focusGrid = useRef(false);

  const today = todayInIndia();
  const text = draft ?? (value ? formatDate(value) : '');
  const draftInvalid = draft !== null && draft.trim() !== '' && parseDisplayDate(draft) === null;
  // Shown once the text has a whole year or the field is left: not while the day is half typed.
  const [left, setLeft] = useState(false);
  const typedProblem =
    draft !== null && (left || /\d{4}\s*$/.test(draft)) ? notADateMessage(draft) : null;
  const message = error ?? typedProblem ?? undefined;
  const warning = !message && warnFarDates && value ? farDateWarning(value, todayInIndia()) : null;
  const notToday = highlightWhenNotToday && value !== '' && value !== today;

  // Moving the active day by keyboard puts focus on its cell once it is rendered.
  useEffect(() => {
    if (!open || !focusGrid.current) return;
    focusGrid.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${active}"]`)?.focus();
  }, [open, active, view]);

  // A click outside closes the calendar.
  useEffect(() => {
    if (!open) return;
    function onPointer(e: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function openCalendar(moveFocus: boolean) {
    const start = value || today;
    setActive(start);
    setView(monthOf(start));
    focusGrid.current = moveFocus;
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) inputRef.current?.focus();
  }

  function pick(iso: string) {
    setDraft(null);
    setLeft(false);
    onChange(iso);
    close(true);
  }

  function commitDraft() {
    if (draft === null) return;
    const parsed = parseDisplayDate(draft);
    // Not a date (31/02): the text stays with its message rather than showing another date.
    if (parsed === null && draft.trim() !== '') {
      setLeft(true);
      return;
    }
    if (parsed && parsed !== value) onChange(parsed);
    setDraft(null);
  }

  function onInputKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      commitDraft();
    } else if (e.key === 'ArrowDown' && (e.altKey || !open)) {
      e.preventDefault();
      openCalendar(true);
    } else if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close(false);
    }
  }

  function moveActive(next: string) {
    focusGrid.current = true;
    setActive(next);
    setView(monthOf(next));
  }

  function onGridKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
    };
    const step = steps[e.key];
    if (step !== undefined) {
      e.preventDefault();
      moveActive(addDays(active, step));
    } else if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      moveActive(sameDayIn(active, shiftMonth(monthOf(active), e.key === 'PageUp' ? -1 : 1)));
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      const weekday = utcOf(active).getUTCDay();
      moveActive(addDays(active, e.key === 'Home' ? -weekday : 6 - weekday));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      pick(active);
    }
  }

  function onPopupKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close(true);
    }
  }

  function changeMonth(by: number) {
    const next = shiftMonth(view, by);
    setView(next);
    setActive(sameDayIn(active, next));
  }

  const cells = calendarCells(view);
  const inputClass = notToday
    ? `${CONTROL_CLASS} !border-warning !bg-warning-soft text-warning font-medium`
    : CONTROL_CLASS;

  return (
    <div ref={rootRef} className={`relative flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-ink'}>
        {label}
      </label>
      <div className="flex items-stretch gap-1">
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('Pick a date')}
          value={text}
          disabled={disabled}
          className={`${inputClass} min-w-0 tabular-nums`}
          aria-invalid={message || draftInvalid ? true : undefined}
          aria-describedby={
            message ? `${inputId}-error` : warning ? `${inputId}-warning` : undefined
          }
          data-not-today={notToday || undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setLeft(false);
            const parsed = parseDisplayDate(e.target.value);
            if (parsed && parsed !== value) onChange(parsed);
          }}
          onBlur={commitDraft}
          onKeyDown={onInputKeyDown}
        />
        <button
          type="button"
          disabled={disabled}
          className="shrink-0 rounded-md border border-line bg-surface px-2 text-muted hover:bg-canvas disabled:opacity-50"
          aria-label={t('Open calendar')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          onClick={() => (open ? close(false) : openCalendar(true))}
        >
          <CalendarIcon />
        </button>
      </div>
      {message ? (
        <p id={`${inputId}-error`} className="text-sm text-danger">
          {messageText(message)}
        </p>
      ) : warning ? (
        <p id={`${inputId}-warning`} className="text-sm text-warning">
          {messageText(warning)}
        </p>
      ) : null}
      {open && (
        <div
          id={popupId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={labelId}
          className="absolute left-0 top-full z-40 mt-1 w-72 rounded-md border border-line bg-surface p-2 shadow-lg"
          onKeyDown={onPopupKeyDown}
        >
          <div className="mb-1 flex items-center justify-between">
            <button
              type="button"
              className="rounded px-2 py-1 text-ink hover:bg-canvas"
              aria-label={t('Previous month')}
              onClick={() => changeMonth(-1)}
            >
              {PREVIOUS}
            </button>
            <span id={labelId} className="text-sm font-semibold" aria-live="polite">
              {calendarLabels().month.format(utcOf(firstOf(view)))}
            </span>
            <button
              type="button"
              className="rounded px-2 py-1 text-ink hover:bg-canvas"
              aria-label={t('Next month')}
              onClick={() => changeMonth(1)}
            >
              {NEXT}
            </button>
          </div>
          <div ref={gridRef} role="grid" aria-labelledby={labelId} onKeyDown={onGridKeyDown}>
            <div role="row" className="grid grid-cols-7">
              {WEEKDAYS.map((d, i) => (
                <span
                  key={d}
                  role="columnheader"
                  aria-label={t(WEEKDAY_NAMES[i] ?? '')}
                  className="py-1 text-center text-xs text-muted"
                >
                  {t(d)}
                </span>
              ))}
            </div>
            {[0, 1, 2, 3, 4, 5].map((week) => (
              <div key={week} role="row" className="grid grid-cols-7">
                {cells.slice(week * 7, week * 7 + 7).map((iso) => (
                  <DayCell
                    key={iso}
                    iso={iso}
                    inMonth={monthOf(iso).month === view.month}
                    selected={iso === value}
                    isToday={iso === today}
                    isActive={iso === active}
                    onPick={pick}
                  />
                ))}
              </div>
            ))}
          </div>
          <div className="mt-1 flex justify-between border-t border-line pt-1">
            <button
              type="button"
              className="rounded px-2 py-1 text-sm font-medium text-accent hover:bg-accent-soft"
              onClick={() => pick(today)}
            >
              {t('Today')}
            </button>
            <button
              type="button"
              className="rounded px-2 py-1 text-sm text-muted hover:bg-canvas"
              onClick={() => close(true)}
            >
              {t('Close')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

interface DayCellProps {
  iso: string;
  inMonth: boolean;
  selected: boolean;
  isToday: boolean;
  isActive: boolean;
  onPick: (iso: string) => void;
}

function DayCell({ iso, inMonth, selected, isToday, isActive, onPick }: DayCellProps) {
  const tone = selected
    ? 'bg-accent text-white'
    : inMonth
      ? 'text-ink hover:bg-canvas'
      : 'text-muted/60 hover:bg-canvas';
  return (
    <span role="gridcell" aria-selected={selected}>
      <button
        type="button"
        tabIndex={isActive ? 0 : -1}
        data-date={iso}
        data-outside={inMonth ? undefined : true}
        aria-label={calendarLabels().day.format(utcOf(iso))}
        aria-current={isToday ? 'date' : undefined}
        className={`h-8 w-full rounded text-sm tabular-nums ${tone} ${isToday && !selected ? 'font-bold underline' : ''}`}
        onClick={() => onPick(iso)}
      >
        {Number(iso.slice(8, 10))}
      </button>
    </span>
  );
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <rect x="3" y="4.5" width="14" height="12" rx="1.5" />
      <path d="M3 8.5h14M7 3v3M13 3v3" />
    </svg>
  );
}
