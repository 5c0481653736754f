import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REPORT_MESSAGES } from '@hisaab/shared/messages';
import { SNAPSHOT_PAGE } from '@hisaab/shared/report-defaults';
import type { SnapshotListItem } from '@hisaab/shared/reports/report-result';
import { displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { deleteSnapshot, SNAPSHOTS_KEY, useSnapshots } from '../api/snapshots.ts';
import { SelectedSnapshot } from './selected-snapshot.tsx';
import { SnapshotTable } from './snapshot-table.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { useTranslation } from '../../../i18n/react.ts';

/** The Saved Reports tab: the snapshot list (Open, Delete) and the report opened from it. */
export function SavedTab() {
  const [skip, setSkip] = useState<number>(SNAPSHOT_PAGE.skip);
  const { t } = useTranslation();
  const take = SNAPSHOT_PAGE.take;
  const list = useSnapshots(skip, take);
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SnapshotListItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function confirmDelete() {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    setDeleteError(null);
    try {
      await deleteSnapshot(target.reportGuid);
      if (openId === target.reportGuid) setOpenId(null);
      await queryClient.invalidateQueries({ queryKey: SNAPSHOTS_KEY });
    } catch (err) {
      setDeleteError(displayMessage(err, t(REPORT_MESSAGES.failedToDelete)));
    }
  }

  const total = list.data?.total ?? 0;
  return (
    <div className="space-y-4">
      {deleteError && (
        <Alert tone="error" onDismiss={() => setDeleteError(null)}>
          {deleteError}
        </Alert>
      )}
      {list.isPending ? (
        <LoadingText />
      ) : list.isError ? (
        <Alert tone="error">
          {displayMessage(list.error, t(REPORT_MESSAGES.failedToLoadSnapshots))}
        </Alert>
      ) : (
        <SnapshotTable
          items={list.data.items}
          openId={openId}
          onOpen={(s) => setOpenId(s.reportGuid)}
          onDelete={setDeleting}
        />
      )}
      <Pager skip={skip} pageSize={take} total={total} onSkip={setSkip} className="" />
      {openId && <SelectedSnapshot key={openId} id={openId} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete saved report')}
        message={t('Delete “{{name}}”? This cannot be undone.', { name: deleting?.name ?? '' })}
        confirmLabel={t('Delete')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
