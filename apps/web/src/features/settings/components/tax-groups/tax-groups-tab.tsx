// Settings › Tax Groups: the settings list pattern filled in with the groups' columns and calls;
// a group's editor holds its name and its ordered taxes, and a new group opens in it. Items
// whose group's taxes have ended can be moved above the table.
import { useTranslation } from '../../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LOADING_MESSAGES, SETTINGS_MESSAGES, safeServerMessage } from '@hisaab/shared/messages';
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
import { SettingsList, type SettingsColumn } from '../common/settings-list.tsx';
import { useSettingsList } from '../common/use-settings-list.ts';
import { compareSortValues } from '../../../../ui/sorting.tsx';
import { taxShort } from '../common/tax-label.ts';
import { GroupNameForm } from './group-name-form.tsx';
import { GroupTaxesEditor } from './group-taxes-editor.tsx';
import { MoveEndedItems } from './move-ended-items.tsx';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';

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

const COLUMNS: SettingsColumn<TaxGroup>[] = [
  {
    key: 'name',
    label: tk('Name'),
    className: 'font-medium whitespace-nowrap',
    cell: (g) => (
      <>
        {groupLabel(g)}
        {g.taxes.length > 0 && (
          <span className="block text-xs font-normal text-muted">
            {g.taxes.map(taxShort).join(' + ')}
          </span>
        )}
      </>
    ),
  },
  { key: 'taxes', label: tk('Taxes'), align: 'right', cell: (g) => g.taxCount },
];

/** Settings › Tax Groups: inline Edit Tax Group (name and ordered taxes), Add Group, Delete. */
export function TaxGroupsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const groups = useTaxGroups();

  // By name as a person reads it: "GST 5%" before "GST 12%" (not as text).
  const list = [...(groups.data ?? [])].sort((a, b) => compareSortValues(a.name, b.name));
  // Items show their group's taxes: they reload with the groups.
  const reload = () =>
    Promise.all([
      invalidateAfterWrite(queryClient, 'tax'),
      queryClient.invalidateQueries({ queryKey: ITEMS_KEY }),
    ]);
  const state = useSettingsList<TaxGroup, GroupBody>({
    noun: tk('Tax group'),
    nameOf: (body) => body.name,
    create: (body) => createGroup(body.name),
    update: (id, body) => renameGroup(id, body.name, body.version),
    reload,
    failedToCreate: SETTINGS_MESSAGES.groups.failedToCreate,
    failedToUpdate: SETTINGS_MESSAGES.groups.failedToSave,
    // A new group opens in its editor, ready for its taxes.
    openCreated: true,
    remove: {
      async call(group) {
        const { message: said } = await deleteGroup(group.id, group.version);
        return said ? { tone: 'success', text: safeServerMessage(said, '') } : null;
      },
      failed: SETTINGS_MESSAGES.groups.failedToDelete,
      // Changed by someone else since it was listed: Reload shows it as stored now.
      failure: (err, text) =>
        isStaleEdit(err)
          ? {
              tone: 'error',
              text,
              reload: () => {
                state.setMessage(null);
                void reload();
              },
            }
          : { tone: 'error', text },
    },
  });

  return (
    <SettingsList
      state={state}
      query={groups}
      rows={list}
      caption={tk('Tax Groups')}
      columns={COLUMNS}
      loadingText={LOADING_MESSAGES.groups}
      failedToLoad={SETTINGS_MESSAGES.generic.failedToRefresh}
      emptyText={t('No tax groups yet.')}
      nameOf={(g) => g.name}
      editor={(g, save, cancel) => (
        <EditGroup
          group={g}
          onSave={save}
          onCancel={cancel}
          onStale={() => void state.reopenFresh(g.id)}
        />
      )}
      adder={(save) => (
        <GroupNameForm
          title={t('Add Group')}
          submitLabel={t('Add Group')}
          name=""
          onSave={(name) => save({ name, version: null })}
          autoFocus={false}
        />
      )}
      above={
        <MoveEndedItems
          groups={list}
          onMoved={async (said) => {
            state.setMessage(said);
            await reload();
          }}
        />
      }
      confirm={{
        title: t('Delete tax group'),
        message: (g) =>
          t('Delete tax group “{{name}}”? Its items will have no tax group.', {
            name: g?.name ?? '',
          }),
      }}
    />
  );
}
