import { useTranslation } from '../../../../i18n/react.ts';
import { useState, type DragEvent } from 'react';
import { Badge } from '../../../../ui/badge.tsx';
import type { Item } from '../../api/items.ts';

export const DRAG_TYPE = 'application/x-hisaab-items';

/** Name, unit or HSN/SAC contains the text (the mapping lists' search). */
export function mappingMatches(item: Item, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return [item.name, item.unitName, item.hsnSacCode ?? ''].some((s) => s.toLowerCase().includes(q));
}

interface ItemListPanelProps {
  title: 'In Group' | 'Not In Group';
  items: readonly Item[];
  /** The chosen group: items of another group are flagged. */
  groupId: number;
  ticked: ReadonlySet<number>;
  onToggle: (id: number) => void;
  /** Items dropped here from the other list. */
  onDropItems: (ids: number[]) => void;
  disabled: boolean;
}

/** One side of Set Item Taxes: a searchable, tickable, 24rem-tall list with drag and drop. */
export function ItemListPanel({
  title,
  items,
  groupId,
  ticked,
  onToggle,
  onDropItems,
  disabled,
}: ItemListPanelProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [over, setOver] = useState(false);
  const shown = items.filter((i) => mappingMatches(i, search));
  const searchId = `map-search-${title.replace(/\s+/g, '-').toLowerCase()}`;

  function onDragStart(e: DragEvent<HTMLLIElement>, id: number) {
    // Dragging a ticked item takes every ticked item of this list along.
    const ids = ticked.has(id) ? items.filter((i) => ticked.has(i.id)).map((i) => i.id) : [id];
    e.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ from: title, ids }));
    e.dataTransfer.effectAllowed = 'move';
  }

  function onDrop(e: DragEvent<HTMLElement>) {
    e.preventDefault();
    setOver(false);
    try {
      const data = JSON.parse(e.dataTransfer.getData(DRAG_TYPE)) as {
        from?: string;
        ids?: unknown;
      };
      if (data.from === title || !Array.isArray(data.ids)) return;
      onDropItems(data.ids.filter((n): n is number => typeof n === 'number'));
    } catch {
      // Not our drag (text or a file): nothing to move.
    }
  }

  return (
    <section
      aria-label={t(title)}
      onDragOver={(e) => {
        if (disabled) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex min-w-0 flex-1 flex-col rounded-md border bg-surface ${over ? 'border-accent ring-2 ring-accent/30' : 'border-line'}`}
    >
      <div className="flex flex-col gap-2 border-b border-line px-3 py-2">
        <h3 className="flex items-center justify-between font-semibold">
          {t(title)}
          <span className="text-xs font-normal text-muted tabular-nums">{items.length}</span>
        </h3>
        <label htmlFor={searchId} className="sr-only">
          {t('Search {{list}}', { list: t(title) })}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('Search name, unit or HSN/SAC')}
          className="block w-full rounded-md border border-line px-2.5 py-1.5 text-sm focus:border-accent focus:outline-none"
        />
      </div>
      <ul className="h-[24rem] overflow-y-auto py-1">
        {shown.length === 0 && (
          <li className="px-3 py-2 text-muted">
            {items.length === 0 ? t('No items.') : t('No items match your search.')}
          </li>
        )}
        {shown.map((item) => {
          const otherGroup = item.taxGroupId !== null && item.taxGroupId !== groupId;
          return (
            <li
              key={item.id}
              draggable={!disabled}
              onDragStart={(e) => onDragStart(e, item.id)}
              className="flex cursor-grab items-center gap-2 px-3 py-1 hover:bg-canvas"
            >
              <input
                type="checkbox"
                aria-label={t('Select {{name}}', { name: item.name })}
                className="h-4 w-4 accent-accent"
                checked={ticked.has(item.id)}
                disabled={disabled}
                onChange={() => onToggle(item.id)}
              />
              <span className="min-w-0 flex-1 truncate">
                {item.name}
                <span className="ml-2 text-xs text-muted">
                  {[item.unitName, item.hsnSacCode].filter(Boolean).join(' · ')}
                </span>
              </span>
              {otherGroup && (
                <span
                  title={
                    item.taxGroupName ? t('In {{group}}', { group: item.taxGroupName }) : undefined
                  }
                >
                  <Badge tone="warning">{t('has group')}</Badge>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
