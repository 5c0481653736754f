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
  return (
    <section
      aria-label="Unsaved bill"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-warning bg-warning-soft px-3 py-2 text-sm"
    >
      <p className="min-w-0 flex-1">
        Restore the unsaved bill from {draftTimeLabel(offer.savedAt)}?
      </p>
      <div className="flex gap-2">
        <Button onClick={onRestore}>Restore</Button>
        <Button variant="secondary" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
