// The one list-and-edit screen of the settings tabs (customers, items, taxes, tax groups, bank
// accounts): a toolbar with Refresh, the screen's message, a numbered table whose rows open an
// inline editor (click, Enter or Space), Edit and Delete on each row, the add form as the last
// row, and the delete confirmation. A tab fills in its columns, its forms and its calls
// (useSettingsList); what differs between tabs is said by the props, not copied.
import type { ReactNode } from 'react';
import { tk } from '@hisaab/shared/i18n/messages';
import { useTranslation } from '../../../../i18n/react.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { MessageAlert } from '../../../../ui/message-alert.tsx';
import { DataTable, listStatusRow, Td, ViewRow, WideRow, type HeaderCell } from './data-table.tsx';
import { settingsError } from './messages.ts';
import { EditButton, RowActions } from './row-actions.tsx';
import { Toolbar } from './toolbar.tsx';
import type { SettingsListState } from './use-settings-list.ts';

/** A column of a settings list: its header and its cell for a row. */
export interface SettingsColumn<Row> {
  key: string;
  label: string;
  align?: 'left' | 'right' | 'center';
  /** The cell's classes (e.g. `font-medium whitespace-nowrap`), or a row's own. */
  className?: string | ((row: Row) => string);
  cell: (row: Row) => ReactNode;
}

/** What a list's query says about itself (a TanStack query result fits). */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
}

interface SettingsListProps<Row extends { id: number }, B> {
  state: SettingsListState<Row, B>;
  query: ListQuery;
  /** The rows shown, in order (already searched and sorted). */
  rows: readonly Row[];
  caption: string;
  columns: readonly SettingsColumn<Row>[];
  loadingText: string;
  failedToLoad: string;
  /** Said in the table when there are no rows to show. */
  emptyText: string;
  /** How a row is named to screen readers ("Edit …", "Delete …"). */
  nameOf: (row: Row) => string;
  /** A row that cannot be edited is inert (the default cash customer, special items). */
  canEdit?: (row: Row) => boolean;
  rowClassName?: (row: Row) => string;
  /** The actions cell of a row that cannot be edited. */
  lockedActions?: (row: Row) => ReactNode;
  /** The row's inline editor. */
  editor: (row: Row, save: (body: B) => Promise<boolean>, cancel: () => void) => ReactNode;
  /** The add form, the last row while no row is open. */
  adder: (save: (body: B) => Promise<boolean>) => ReactNode;
  /** The tab's filters, left of Refresh. */
  filters?: ReactNode;
  /** Between the message and the table. */
  above?: ReactNode;
  /** The question asked before a delete, in a ConfirmDialog… */
  confirm?: { title: string; message: (row: Row | null) => string };
  /** …or a dialog of the tab's own (it calls state.confirmDelete). */
  deleteDialog?: ReactNode;
  /** Under the table. */
  children?: ReactNode;
}

export function SettingsList<Row extends { id: number }, B>(props: SettingsListProps<Row, B>) {
  const { t } = useTranslation();
  const { state, query, rows, columns, canEdit = () => true } = props;
  const { editing, setEditing, setDeleting } = state;
  const headers: HeaderCell[] = [
    { key: 'no', label: tk('No.'), align: 'right' },
    ...columns.map(({ key, label, align }) => ({ key, label, ...(align ? { align } : {}) })),
    { key: 'actions', label: tk('Actions') },
  ];
  const span = headers.length;

  function actions(row: Row) {
    if (!canEdit(row)) return props.lockedActions?.(row);
    const name = props.nameOf(row);
    const open = () => setEditing(row.id);
    return state.deletes ? (
      <RowActions label={name} onEdit={open} onDelete={() => setDeleting(row)} />
    ) : (
      <EditButton label={name} onEdit={open} />
    );
  }

  function body() {
    const status = listStatusRow(
      span,
      {
        pending: query.isPending,
        error: query.isError ? settingsError(query.error, props.failedToLoad) : null,
        empty: rows.length === 0 ? props.emptyText : null,
      },
      props.loadingText,
    );
    if (status) return status;
    return rows.map((row, index) => {
      const editable = canEdit(row);
      if (editing === row.id && editable)
        return (
          <WideRow key={row.id} rowId={row.id} span={span} className="bg-accent-soft/30">
            {props.editor(
              row,
              (b) => state.save(row.id, b),
              () => setEditing(null),
            )}
          </WideRow>
        );
      return (
        <ViewRow
          key={row.id}
          rowId={row.id}
          label={editable ? t('Edit {{name}}', { name: props.nameOf(row) }) : undefined}
          onOpen={editable ? () => setEditing(row.id) : undefined}
          className={props.rowClassName?.(row) ?? ''}
        >
          <Td align="right">{index + 1}</Td>
          {columns.map((c) => (
            <Td
              key={c.key}
              align={c.align ?? 'left'}
              className={typeof c.className === 'function' ? c.className(row) : (c.className ?? '')}
            >
              {c.cell(row)}
            </Td>
          ))}
          <Td>{actions(row)}</Td>
        </ViewRow>
      );
    });
  }

  const { confirm } = props;
  return (
    <div className="flex flex-col gap-3">
      <Toolbar onRefresh={state.reload} refreshing={query.isFetching}>
        {props.filters}
      </Toolbar>
      <MessageAlert message={state.message} onDismiss={() => state.setMessage(null)} />
      {props.above}
      <DataTable caption={props.caption} headers={headers} tableRef={state.tableRef}>
        {body()}
        {editing === null && (
          <WideRow span={span} className="bg-canvas">
            {props.adder((b) => state.save(null, b))}
          </WideRow>
        )}
      </DataTable>
      {confirm && (
        <ConfirmDialog
          open={state.deleting !== null}
          title={confirm.title}
          message={confirm.message(state.deleting)}
          confirmLabel={t('Delete')}
          danger
          onConfirm={() => state.deleting && state.confirmDelete(state.deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
      {props.deleteDialog}
      {props.children}
    </div>
  );
}
