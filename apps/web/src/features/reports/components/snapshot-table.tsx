import type { SnapshotListItem } from '@hisaab/shared/reports/report-result';
import { Button } from '../../../ui/button.tsx';
import { reportLabel } from '../utils/report-types.ts';
import { createdText } from '../utils/created-text.ts';
import { useTranslation } from '../../../i18n/react.ts';

const TH = 'px-3 py-2 text-left text-xs font-medium tracking-wide text-muted uppercase';

/**
 * The snapshot list (Name, Type, Created, Actions Open/Delete). On phones each row becomes a
 * small card (name, type and date on the left, the buttons on the right) instead of a table
 * too wide to read.
 */
export function SnapshotTable({
  items,
  openId,
  onOpen,
  onDelete,
}: {
  items: readonly SnapshotListItem[];
  openId: string | null;
  onOpen: (s: SnapshotListItem) => void;
  onDelete: (s: SnapshotListItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-md border border-line bg-surface">
      <table className="w-full border-collapse text-sm max-sm:block">
        <caption className="sr-only">{t('Saved reports')}</caption>
        <thead className="bg-canvas max-sm:sr-only">
          <tr>
            <th scope="col" className={TH}>
              {t('Name')}
            </th>
            <th scope="col" className={TH}>
              {t('Type')}
            </th>
            <th scope="col" className={TH}>
              {t('Created')}
            </th>
            <th scope="col" className={TH}>
              {t('Actions')}
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {items.length === 0 && (
            <tr className="max-sm:block">
              <td colSpan={4} className="px-3 py-3 text-muted max-sm:block">
                {t(
                  'No saved reports yet. Generate a report with “Save this report after generation” ticked.',
                )}
              </td>
            </tr>
          )}
          {items.map((s) => {
            const open = s.reportGuid === openId;
            return (
              <tr
                key={s.reportGuid}
                aria-current={open ? 'true' : undefined}
                className={`border-t border-line first:border-t-0 sm:first:border-t max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-2 max-sm:px-3 max-sm:py-2 ${
                  open ? 'bg-accent-soft/50' : ''
                }`}
              >
                <td className="px-3 py-1.5 font-medium break-words max-sm:col-start-1 max-sm:p-0">
                  {s.name}
                </td>
                <td className="px-3 py-1.5 max-sm:col-start-1 max-sm:p-0 max-sm:text-muted">
                  {t(reportLabel(s.reportType))}
                </td>
                <td className="px-3 py-1.5 whitespace-nowrap tabular-nums max-sm:col-start-1 max-sm:p-0 max-sm:text-muted">
                  {createdText(s.createdAtUtc)}
                </td>
                <td className="px-3 py-1.5 max-sm:col-start-2 max-sm:row-span-3 max-sm:row-start-1 max-sm:self-center max-sm:p-0">
                  <span className="flex gap-1">
                    <Button
                      variant="secondary"
                      className="!py-0.5"
                      aria-label={t('Open {{name}}', { name: s.name })}
                      onClick={() => onOpen(s)}
                    >
                      {t('Open')}
                    </Button>
                    <Button
                      variant="danger"
                      className="!py-0.5"
                      aria-label={t('Delete {{name}}', { name: s.name })}
                      onClick={() => onDelete(s)}
                    >
                      {t('Delete')}
                    </Button>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
