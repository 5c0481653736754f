// The bill as typed, written to local storage on every change while it differs from what the
// screen opened with; offered back when the screen opens again (issue 15).
import { useEffect, useMemo, useState } from 'react';
import type { BillDraft } from '../model/bill-draft.ts';
import {
  clearDraft,
  draftSignature,
  readDraft,
  writeDraft,
  type StoredDraft,
} from '../model/draft-storage.ts';

export function useStoredDraft(args: {
  storageKey: string;
  initial: BillDraft;
  draft: BillDraft;
  onRestore: (draft: BillDraft) => void;
}) {
  const { storageKey, initial, draft, onRestore } = args;
  const initialSignature = useMemo(() => draftSignature(initial), [initial]);
  // Offered once, when the screen opens with a draft that differs from a fresh start.
  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    const stored = readDraft(storageKey);
    return stored && draftSignature(stored.draft) !== initialSignature ? stored : null;
  });
  const [released, setReleased] = useState(false);
  const dirty = draftSignature(draft) !== initialSignature;

  useEffect(() => {
    // While a draft is offered it is kept as it was: choosing comes first.
    if (offer || released) return;
    if (dirty) writeDraft(storageKey, draft);
    else clearDraft(storageKey);
  }, [storageKey, draft, dirty, offer, released]);

  return {
    dirty,
    offer,
    restore() {
      if (!offer) return;
      onRestore(offer.draft);
      setOffer(null);
    },
    discard() {
      clearDraft(storageKey);
      setOffer(null);
    },
    /** Saved or deleted: the draft is of no use any more. */
    release() {
      setReleased(true);
      clearDraft(storageKey);
    },
  };
}
