import { useTranslation } from '../../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LOADING_MESSAGES, SETTINGS_MESSAGES, safeServerMessage } from '@hisaab/shared/messages';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { isStaleEdit } from '../../../../api/api-error.ts';
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
import { MessageAlert } from '../../../../ui/message-alert.tsx';
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

/** What the name form saves: the name, and the group's version when it is an edit (issue 37). */
type GroupBody = { name: string; version: number | null };

/**
 * Edit Tax Group: its name and its ordered taxes, one record with one version (issue 37). The
 * version the row opened on moves with this row's own changes of the taxes only (each adds
 * one), so a change made meanwhile by someone else answers 409 instead of being undone.
 */
function EditGroup({
  group,
  onSave,
  onCancel,
  onStale,
}: {
  group: TaxGroup;
  onSave: (body: GroupBody) => Promise<boolean>;
  onCancel: () => void;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(group.version);
  return (
    <div
      className="flex flex-col gap-4"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !e.defaultPrevented) onCancel();
      }}
    >
      <GroupNameForm
        title={t('Edit Tax Group')}
        submitLabel={t('Save')}
        name={group.name}
        // A saved name closes the row: the list shows the group as stored.
        onSave={(name) => onSave({ name, version })}
        onCancel={onCancel}
      />
      <GroupTaxesEditor
        groupId={group.id}
        groupName={group.name}
        version={version}
        onChanged={() => setVersion((v) => v + 1)}
        onReload={onStale}
      />
    </div>
  );
}

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
  const { tableRef, editing, setEditing, message, setMessage, save, reopenFresh } =
    useSettingsList<GroupBody>({
      noun: tk('Tax group'),
      nameOf: (body) => body.name,
      create: (body) => createGroup(body.name),
      update: (id, body) => renameGroup(id, body.name, body.version),
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
      const { message: said } = await deleteGroup(group.id, group.version);
      if (said) setMessage({ tone: 'success', text: safeServerMessage(said, '') });
      if (editing === group.id) setEditing(null);
      await reload();
    } catch (err) {
      // Changed by someone else since it was listed: Reload shows it as stored now.
      const offer = isStaleEdit(err)
        ? () => {
            setMessage(null);
            void reload();
          }
        : undefined;
      setMessage({
        tone: 'error',
        text: settingsError(err, SETTINGS_MESSAGES.groups.failedToDelete),
        ...(offer ? { reload: offer } : {}),
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
          <EditGroup
            group={g}
            onSave={(body) => save(g.id, body)}
            onCancel={() => setEditing(null)}
            onStale={() => void reopenFresh(g.id)}
          />
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
      <MessageAlert message={message} onDismiss={() => setMessage(null)} />
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
              onSave={(name) => save(null, { name, version: null })}
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
