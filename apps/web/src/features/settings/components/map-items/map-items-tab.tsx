import { tk } from '@hisaab/shared/i18n/messages';
import { useTranslation } from '../../../../i18n/react.ts';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES, LOADING_MESSAGES, SETTINGS_MESSAGES } from '@hisaab/shared/messages';
import { TAX_VALIDATION } from '@hisaab/shared/validation-messages';
import { i18n } from '../../../../i18n/i18n.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { useItems } from '../../api/items.ts';
import { setItemGroup, useTaxGroups } from '../../api/tax-groups.ts';
import { settingsError } from '../common/messages.ts';
import { Toolbar } from '../common/toolbar.tsx';
import { GroupChooser } from './group-chooser.tsx';
import { ItemListPanel } from './item-list-panel.tsx';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';

/** Settings › Set Item Taxes: choose a group, then move items in and out of it. */
const IN_GROUP = tk('In Group');
const NOT_IN_GROUP = tk('Not In Group');

export function MapItemsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const items = useItems();
  const groups = useTaxGroups();
  const [groupId, setGroupId] = useState<number | null>(null);
  const [tickedIn, setTickedIn] = useState<Set<number>>(new Set());
  const [tickedOut, setTickedOut] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);

  // Special items keep no tax group of their own.
  const mappable = (items.data ?? []).filter((i) => !i.locked);
  const inGroup = mappable.filter((i) => groupId !== null && i.taxGroupId === groupId);
  const notInGroup = mappable.filter((i) => groupId === null || i.taxGroupId !== groupId);

  async function reload() {
    await invalidateAfterWrite(queryClient, 'tax');
  }

  /** One call per item, all at once; then the lists reload whatever happened. */
  async function move(ids: number[], into: boolean) {
    if (groupId === null) {
      setError(i18n.t(TAX_VALIDATION.selectGroupFirst));
      return;
    }
    if (ids.length === 0) return;
    setError(null);
    setMoving(true);
    const target = into ? groupId : 0;
    const results = await Promise.allSettled(ids.map((id) => setItemGroup(id, target)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed)
      setError(
        settingsError(
          failed.reason,
          into ? ADMIN_MESSAGES.failedToAssignItems : ADMIN_MESSAGES.failedToUnassignItems,
        ),
      );
    (into ? setTickedOut : setTickedIn)(new Set());
    await reload();
    setMoving(false);
  }

  function toggle(setter: (f: (s: Set<number>) => Set<number>) => void) {
    return (id: number) =>
      setter((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
  }

  function choose(id: number) {
    setGroupId(id);
    setTickedIn(new Set());
    setTickedOut(new Set());
    setError(null);
  }

  const loading = items.isPending || groups.isPending;
  const loadError = items.error ?? groups.error;
  return (
    <div className="flex flex-col gap-4">
      <Toolbar onRefresh={reload} refreshing={items.isFetching || groups.isFetching} />
      {loading ? (
        <p role="status" className="text-muted">
          {i18n.t(groups.isPending ? LOADING_MESSAGES.groups : LOADING_MESSAGES.items)}
        </p>
      ) : loadError ? (
        <Alert tone="error">
          {settingsError(
            loadError,
            items.error
              ? SETTINGS_MESSAGES.items.failedToLoad
              : SETTINGS_MESSAGES.generic.failedToRefresh,
          )}
        </Alert>
      ) : (
        <>
          <GroupChooser groups={groups.data ?? []} chosen={groupId} onChoose={choose} />
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">{t('2. Move items')}</h3>
            {error && (
              <Alert tone="error" onDismiss={() => setError(null)}>
                {error}
              </Alert>
            )}
            {groupId === null ? (
              <p className="text-muted">{i18n.t(TAX_VALIDATION.selectGroupFirst)}</p>
            ) : (
              <div className="flex flex-col gap-3 md:flex-row md:items-stretch">
                <ItemListPanel
                  title={IN_GROUP}
                  items={inGroup}
                  groupId={groupId}
                  ticked={tickedIn}
                  onToggle={toggle(setTickedIn)}
                  onDropItems={(ids) => move(ids, true)}
                  disabled={moving}
                />
                <div className="flex flex-row justify-center gap-2 md:flex-col">
                  <Button
                    pending={moving}
                    disabled={tickedOut.size === 0}
                    onClick={() => move([...tickedOut], true)}
                  >
                    {t('← Move to group')}
                  </Button>
                  <Button
                    variant="secondary"
                    pending={moving}
                    disabled={tickedIn.size === 0}
                    onClick={() => move([...tickedIn], false)}
                  >
                    {t('Move out →')}
                  </Button>
                </div>
                <ItemListPanel
                  title={NOT_IN_GROUP}
                  items={notInGroup}
                  groupId={groupId}
                  ticked={tickedOut}
                  onToggle={toggle(setTickedOut)}
                  onDropItems={(ids) => move(ids, false)}
                  disabled={moving}
                />
              </div>
            )}
          </div>
        </>
      )}
    </div>
  );
}
