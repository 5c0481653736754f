import { Route, Routes } from 'react-router';
import { NotesPage } from './notes-page.tsx';
import { ReturnPage } from './return-page.tsx';
import { DebitNotePage } from './debit-note-page.tsx';

/**
 * /returns: the notes list; /returns/new?bill={id}: a return from that bill;
 * /returns/debit-note?bill={id}: a debit note raising that sale's price.
 */
export function ReturnsPage() {
  return (
    <Routes>
      <Route path="new" element={<ReturnPage />} />
      <Route path="debit-note" element={<DebitNotePage />} />
      <Route path="*" element={<NotesPage />} />
    </Routes>
  );
}
