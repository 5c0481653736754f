// The state of the one settings list-and-edit pattern (customers, items, taxes, tax groups, bank
// accounts; drawn by settings-list.tsx): which row is open for editing, the screen's message,
// save (create or update), the row asked about for deleting and its delete, and after a create
// the new row shown, scrolled to and focused, with a toast.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { i18n } from '../../../../i18n/i18n.ts';
import { useToast } from '../../../../ui/toast.tsx';
import { isStaleEdit } from '../../../../api/api-error.ts';
import type { ScreenMessage } from '../../../../ui/message-alert.tsx';
import { settingsError } from './messages.ts';

/** How a tab deletes a row; each keeps what its screen has always said and done. */
export interface SettingsDelete<Row> {
  /** The delete; may answer a message to show (a group's items left without a group). */
  call: (row: Row) => Promise<ScreenMessage | null | void>;
  failed: string;
  /** What a failed delete shows; by default the server's text (else `failed`) as an error. */
  failure?: (err: unknown, text: string) => ScreenMessage;
  /** The list is read again after a failed delete too (someone else removed the row first). */
  reloadAfterFailure?: boolean;
  /** The dialog stays open while the delete runs (the customer's dialog holds a choice). */
  closeAfter?: boolean;
}

interface SettingsListOptions<Row, B> {
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
  /** Absent where rows are not deleted from the list (items). */
  remove?: SettingsDelete<Row>;
}

/** The row element of an id inside a settings table (ViewRow and editors carry data-row-id). */
function rowElement(table: HTMLElement | null, id: number): HTMLElement | null {
  return table?.querySelector<HTMLElement>(`[data-row-id="${id}"]`) ?? null;
}

/** What a tab and the SettingsList screen share. */
export interface SettingsListState<Row, B> {
  tableRef: RefObject<HTMLDivElement | null>;
  editing: number | null;
  setEditing: (id: number | null) => void;
  message: ScreenMessage | null;
  setMessage: (message: ScreenMessage | null) => void;
  save: (id: number | null, body: B) => Promise<boolean>;
  reopenFresh: (id: number) => Promise<void>;
  deleting: Row | null;
  setDeleting: (row: Row | null) => void;
  confirmDelete: (
    row: Row,
    call?: (row: Row) => Promise<ScreenMessage | null | void>,
  ) => Promise<void>;
  reload: () => Promise<unknown>;
  /** Rows have a Delete button (a delete is configured). */
  deletes: boolean;
}

export function useSettingsList<Row extends { id: number }, B>(
  options: SettingsListOptions<Row, B>,
): SettingsListState<Row, B> {
  const toast = useToast();
  const tableRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [message, setMessage] = useState<ScreenMessage | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

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

  /** Deletes the row asked about (`call` when the dialog adds to the request). */
  async function confirmDelete(
    row: Row,
    call: (row: Row) => Promise<ScreenMessage | null | void> = options.remove!.call,
  ) {
    const how = options.remove!;
    if (!how.closeAfter) setDeleting(null);
    setMessage(null);
    try {
      const said = await call(row);
      if (how.closeAfter) setDeleting(null);
      if (said) setMessage(said);
      if (editing === row.id) setEditing(null);
      if (!how.reloadAfterFailure) await options.reload();
    } catch (err) {
      if (how.closeAfter) setDeleting(null);
      const text = settingsError(err, how.failed);
      setMessage(how.failure?.(err, text) ?? { tone: 'error', text });
      if (!how.reloadAfterFailure) return;
    }
    if (how.reloadAfterFailure) await options.reload();
  }

  return {
    tableRef,
    editing,
    setEditing,
    message,
    setMessage,
    save,
    reopenFresh,
    deleting,
    setDeleting,
    confirmDelete,
    reload: options.reload,
    deletes: options.remove !== undefined,
  };
}
