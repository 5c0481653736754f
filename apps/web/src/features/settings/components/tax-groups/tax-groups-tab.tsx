import { useTranslation } from '../../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LOADING_MESSAGES, SETTINGS_MESSAGES, safeServerMessage } from '@hisaab/shared/messages';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { ITEMS_KEY } from '../../api/items.ts';
import {
  createGroup,
  deleteGroup,
  groupLabel,
  renameGroup,
  useTaxGroups,
  type TaxGroup,
} from '../../api/tax-groups.ts';
import {
  DataTable,
  listStatusRow,
  Td,
  ViewRow,
  WideRow,
  type HeaderCell,
} from '../common/data-table.tsx';
import { settingsError } from '../common/messages.ts';
import { useSettingsList } from '../common/use-settings-list.ts';
import { ListAlert } from '../common/list-alert.tsx';
import { compareSortValues } from '../../../../ui/sorting.tsx';
import { taxShort } from '../common/tax-label.ts';
import { RowActions } from '../common/row-actions.tsx';
import { Toolbar } from '../common/toolbar.tsx';
import { GroupNameForm } from './group-name-form.tsx';
import { GroupTaxesEditor } from './group-taxes-editor.tsx';
import { MoveEndedItems } from './move-ended-items.tsx';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';

const HEADERS: HeaderCell[] = [
  { key: 'no', label: tk('No.'), align: 'right' },
  { key: 'name', label: tk('Name') },
  { key: 'taxes', label: tk('Taxes'), align: 'right' },
  { key: 'actions', label: tk('Actions') },
];

/** Settings › Tax Groups: inline Edit Tax Group (name and ordered taxes), Add Group, Delete. */
export function TaxGroupsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const groups = useTaxGroups();
  const [deleting, setDeleting] = useState<TaxGroup | null>(null);

  // By name as a person reads it: "GST 5%" before "GST 12%" (not as text).
  const list = [...(groups.data ?? [])].sort((a, b) => compareSortValues(a.name, b.name));
  // Items show their group's taxes: they reload with the groups.
  const reload = () =>
    Promise.all([
      invalidateAfterWrite(queryClient, 'tax'),
      queryClient.invalidateQueries({ queryKey: ITEMS_KEY }),
    ]);
  const { tableRef, editing, setEditing, message, setMessage, save } = useSettingsList<string>({
    noun: tk('Tax group'),
    nameOf: (name) => name,
    create: createGroup,
    update: renameGroup,
    reload,
    failedToCreate: SETTINGS_MESSAGES.groups.failedToCreate,
    failedToUpdate: SETTINGS_MESSAGES.groups.failedToSave,
    // A new group opens in its editor, ready for its taxes.
    openCreated: true,
  });

  async function confirmDelete() {
    const group = deleting;
    if (!group) return;
    setDeleting(null);
    setMessage(null);
    try {
      const { message: said } = await deleteGroup(group.id);
      if (said) setMessage({ tone: 'success', text: safeServerMessage(said, '') });
      if (editing === group.id) setEditing(null);
      await reload();
    } catch (err) {
      setMessage({
        tone: 'error',
        text: settingsError(err, SETTINGS_MESSAGES.groups.failedToDelete),
      });
    }
  }

  function rows() {
    const span = HEADERS.length;
    const status = listStatusRow(
      span,
      {
        pending: groups.isPending,
        error: groups.isError
          ? settingsError(groups.error, SETTINGS_MESSAGES.generic.failedToRefresh)
          : null,
        empty: list.length === 0 ? t('No tax groups yet.') : null,
      },
      LOADING_MESSAGES.groups,
    );
    if (status) return status;
    return list.map((g, index) =>
      editing === g.id ? (
        <WideRow key={g.id} rowId={g.id} span={span} className="bg-accent-soft/30">
          <div
            className="flex flex-col gap-4"
            onKeyDown={(e) => {
              if (e.key === 'Escape' && !e.defaultPrevented) setEditing(null);
            }}
          >
            <GroupNameForm
              title={t('Edit Tax Group')}
              submitLabel={t('Save')}
              name={g.name}
              onSave={(name) => save(g.id, name)}
              onCancel={() => setEditing(null)}
            />
            <GroupTaxesEditor groupId={g.id} groupName={g.name} />
          </div>
        </WideRow>
      ) : (
        <ViewRow
          key={g.id}
          rowId={g.id}
          label={t('Edit {{name}}', { name: g.name })}
          onOpen={() => setEditing(g.id)}
        >
          <Td align="right">{index + 1}</Td>
          <Td className="font-medium whitespace-nowrap">
            {groupLabel(g)}
            {g.taxes.length > 0 && (
              <span className="block text-xs font-normal text-muted">
                {g.taxes.map(taxShort).join(' + ')}
              </span>
            )}
          </Td>
          <Td align="right">{g.taxCount}</Td>
          <Td>
            <RowActions
              label={g.name}
              onEdit={() => setEditing(g.id)}
              onDelete={() => setDeleting(g)}
            />
          </Td>
        </ViewRow>
      ),
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <Toolbar onRefresh={reload} refreshing={groups.isFetching} />
      <ListAlert message={message} onDismiss={() => setMessage(null)} />
      <MoveEndedItems
        groups={list}
        onMoved={async (said) => {
          setMessage(said);
          await reload();
        }}
      />
      <DataTable caption={tk('Tax Groups')} headers={HEADERS} tableRef={tableRef}>
        {rows()}
        {editing === null && (
          <WideRow span={HEADERS.length} className="bg-canvas">
            <GroupNameForm
              title={t('Add Group')}
              submitLabel={t('Add Group')}
              name=""
              onSave={(name) => save(null, name)}
              autoFocus={false}
            />
          </WideRow>
        )}
      </DataTable>
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete tax group')}
        message={t('Delete tax group “{{name}}”? Its items will have no tax group.', {
          name: deleting?.name ?? '',
        })}
        confirmLabel={t('Delete')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
