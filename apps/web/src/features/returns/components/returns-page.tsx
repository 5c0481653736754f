import { Route, Routes } from 'react-router';
import { NotesPage } from './notes-page.tsx';
import { ReturnPage } from './return-page.tsx';

/** /returns: the notes list; /returns/new?bill={id}: a return from that bill. */
export function ReturnsPage() {
  return (
    <Routes>
      <Route path="new" element={<ReturnPage />} />
      <Route path="*" element={<NotesPage />} />
    </Routes>
  );
}
