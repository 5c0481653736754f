import { useId, useRef, type KeyboardEvent } from 'react';
import { CONTROL_CLASS } from './field-frame.tsx';

/** One entry of the list: its key, its name, and the heading it is listed under. */
export interface TypeEntry {
  key: string;
  label: string;
  group: string;
}

function groupsOf(types: readonly TypeEntry[]): [string, TypeEntry[]][] {
  const groups = new Map<string, TypeEntry[]>();
  for (const t of types) groups.set(t.group, [...(groups.get(t.group) ?? []), t]);
  return [...groups];
}

/**
 * The kinds of report (or insight) to choose from: a grouped list on the left on wide screens
 * (arrow keys move between entries, Enter picks), a select on phones.
 */
export function TypeList({
  types,
  active,
  onSelect,
  label,
  listLabel,
}: {
  types: readonly TypeEntry[];
  active: string;
  onSelect: (key: string) => void;
  /** The phone select's label ('Report type'). */
  label: string;
  /** The list's accessible name ('Report types'). */
  listLabel: string;
}) {
  const selectId = useId();
  const listRef = useRef<HTMLElement>(null);
  const groups = groupsOf(types);

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    const buttons = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [],
    );
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const next =
      e.key === 'ArrowDown'
        ? Math.min(index + 1, buttons.length - 1)
        : e.key === 'ArrowUp'
          ? Math.max(index - 1, 0)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? buttons.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    buttons[next]?.focus();
  }

  return (
    <>
      <div className="sm:hidden">
        <label htmlFor={selectId} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <select
          id={selectId}
          value={active}
          onChange={(e) => onSelect(e.target.value)}
          className={CONTROL_CLASS}
        >
          {groups.map(([group, list]) => (
            <optgroup key={group} label={group}>
              {list.map((t) => (
                <option key={t.key} value={t.key}>
                  {t.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <nav ref={listRef} aria-label={listLabel} onKeyDown={onKeyDown} className="hidden sm:block">
        {groups.map(([group, list]) => {
          // An id without spaces: aria-labelledby reads a space-separated list of ids.
          const labelId = `${selectId}-${group.replace(/\W+/g, '-')}`;
          return (
            <div key={group} className="mb-3">
              <p
                id={labelId}
                className="px-2 pb-1 text-xs font-medium tracking-wide text-muted uppercase"
              >
                {group}
              </p>
              <ul aria-labelledby={labelId}>
                {list.map((t) => {
                  const current = t.key === active;
                  return (
                    <li key={t.key}>
                      <button
                        type="button"
                        aria-current={current ? 'true' : undefined}
                        tabIndex={current ? 0 : -1}
                        onClick={() => onSelect(t.key)}
                        className={`w-full rounded px-2 py-1 text-left text-sm ${
                          current
                            ? 'bg-accent-soft font-medium text-accent'
                            : 'text-ink hover:bg-canvas'
                        }`}
                      >
                        {t.label}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </nav>
    </>
  );
}
