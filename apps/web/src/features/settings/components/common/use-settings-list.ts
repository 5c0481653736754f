// The one pattern of the settings lists (customers, items, taxes, tax groups, bank accounts):
// which row is open for editing, the screen's message, save (create or update), delete, and
// after a create the new row shown, scrolled to and focused, with a toast.
import { useEffect, useRef, useState } from 'react';
import { i18n } from '../../../../i18n/i18n.ts';
import { useToast } from '../../../../ui/toast.tsx';
import { isStaleEdit } from '../../../../api/api-error.ts';
import type { ScreenMessage } from '../../../../ui/message-alert.tsx';
import { settingsError } from './messages.ts';

interface SettingsListOptions<B> {
  /** "Customer", "Tax group": the toast says `Customer “Asha” added.` */
  noun: string;
  nameOf: (body: B) => string;
  /** Answers the created record (its id opens or focuses the new row). */
  create: (body: B) => Promise<{ id: number }>;
  update: (id: number, body: B) => Promise<unknown>;
  /** Refetches what the write changed (the list and what shows it elsewhere). */
  reload: () => Promise<unknown>;
  failedToCreate: string;
  failedToUpdate: string;
  /** The new row opens in its editor rather than only being focused (a tax group gets its taxes). */
  openCreated?: boolean;
}

/** The row element of an id inside a settings table (ViewRow and editors carry data-row-id). */
function rowElement(table: HTMLElement | null, id: number): HTMLElement | null {
  return table?.querySelector<HTMLElement>(`[data-row-id="${id}"]`) ?? null;
}

export function useSettingsList<B>(options: SettingsListOptions<B>) {
  const toast = useToast();
  const tableRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [message, setMessage] = useState<ScreenMessage | null>(null);
  const [created, setCreated] = useState<number | null>(null);

  // Once the refetched list shows the new row, bring it into view and put focus on it (or in
  // its editor). Runs on every render until the row is there.
  useEffect(() => {
    if (created === null) return;
    const row = rowElement(tableRef.current, created);
    if (!row) return;
    setCreated(null);
    row.scrollIntoView?.({ block: 'nearest' });
    const field = row.matches('tr[tabindex]')
      ? row
      : row.querySelector<HTMLElement>('input:not([readonly]), select, textarea');
    field?.focus();
  });

  async function save(id: number | null, body: B): Promise<boolean> {
    setMessage(null);
    try {
      if (id === null) {
        const newId = (await options.create(body)).id;
        await options.reload();
        setEditing(options.openCreated ? newId : null);
        setCreated(newId);
        toast(
          i18n.t('{{noun}} “{{name}}” added.', {
            noun: i18n.t(options.noun),
            name: options.nameOf(body).trim(),
          }),
        );
      } else {
        await options.update(id, body);
        setEditing(null);
        await options.reload();
      }
      return true;
    } catch (err) {
      const fallback = id === null ? options.failedToCreate : options.failedToUpdate;
      const text = settingsError(err, fallback);
      // Changed by someone else since the form opened (issue 37): the form stays open with
      // what was typed; Reload reads the list again and opens the form on what is stored now.
      const reload = id !== null && isStaleEdit(err) ? () => void reopenFresh(id) : undefined;
      setMessage({ tone: 'error', text, ...(reload ? { reload } : {}) });
      return false;
    }
  }

  /** Closes the row's form, reads the list again, then opens the form on the stored record. */
  async function reopenFresh(id: number) {
    setMessage(null);
    setEditing(null);
    await options.reload();
    setEditing(id);
  }

  return { tableRef, editing, setEditing, message, setMessage, save, reopenFresh };
}
