import { useTranslation } from '../../../i18n/react.ts';
import { Button } from '../../../ui/button.tsx';
import { draftTimeLabel, type StoredDraft } from '../model/draft-storage.ts';

/** "Restore the unsaved bill from 10:42?" above a screen that was left with a typed bill. */
export function DraftOffer({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: StoredDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('Unsaved bill')}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-warning bg-warning-soft px-3 py-2 text-sm"
    >
      <p className="min-w-0 flex-1">
        {t('Restore the unsaved bill from {{time}}?', { time: draftTimeLabel(offer.savedAt) })}
      </p>
      <div className="flex gap-2">
        <Button onClick={onRestore}>{t('Restore')}</Button>
        <Button variant="secondary" onClick={onDiscard}>
          {t('Discard')}
        </Button>
      </div>
    </section>
  );
}
