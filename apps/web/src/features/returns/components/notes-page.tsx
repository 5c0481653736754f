import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatINR } from '@hisaab/shared/format';
import type { NoteListRow } from '@hisaab/shared/replies/returns';
import { RETURN_TITLES, type ReturnKind } from '@hisaab/shared/schemas/returns';
import { displayMessage } from '../../../api/api-error.ts';
import { invalidateAfterWrite } from '../../../api/query-keys.ts';
import { useCanWrite } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { CONTROL_CLASS } from '../../../ui/field-frame.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { deleteNote, NOTES_PAGE, useNotes } from '../api/returns-api.ts';
import { Pager } from '../../../ui/pager.tsx';
import { useNoteShare } from './note-share.tsx';
import { useAmendableNotes } from './use-note-amend.ts';
import { useTranslation } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';

const KINDS: { value: ReturnKind | null; label: string }[] = [
  { value: null, label: tk('All') },
  { value: 'credit_note', label: tk('Credit notes') },
  { value: 'debit_note', label: tk('Debit notes') },
  { value: 'sales_debit_note', label: tk('Debit notes to customers') },
];
const HEADERS = [
  tk('Number'),
  tk('Kind'),
  tk('Date'),
  tk('Party'),
  tk('Against'),
  tk('Value'),
  tk('Refunded'),
  '',
];
const rupees = (r: number) => formatINR(Math.round(r * 100));

/**
 * /returns: credit notes (sale returns) and debit notes (purchase returns), newest first,
 * searchable by the note's or the bill's number, the party's name or phone; each can be
 * printed, downloaded as a PDF, shared on WhatsApp or deleted (which reverses it). A note is made from its bill (the Return action).
 */
export function NotesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const savedId = Number(params.get('saved')) || null;
  const [kind, setKind] = useState<ReturnKind | null>(null);
  const [search, setSearch] = useState('');
  const [skip, setSkip] = useState(0);
  const query = useDeferredValue(search.trim());
  const notes = useNotes(kind, query, skip);
  const saved = notes.data?.items.find((n) => n.id === savedId);
  const total = notes.data?.total ?? 0;

  return (
    <>
      <PageHeader title={t('Returns')} />
      {saved && (
        <div className="mb-3">
          <Alert tone="success">
            {t('{{note}} {{number}} saved.', {
              note: t(RETURN_TITLES[saved.kind]),
              number: saved.number,
            })}{' '}
            <Link className="underline" to={`/returns/print?id=${saved.id}`} target="_blank">
              {t('Print {{number}}', { number: saved.number })}
            </Link>
          </Alert>
        </div>
      )}
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <div role="group" aria-label={t('Kind of note')} className="flex gap-1">
          {KINDS.map((k) => (
            <Button
              key={k.label}
              variant={kind === k.value ? 'primary' : 'secondary'}
              aria-pressed={kind === k.value}
              onClick={() => {
                setKind(k.value);
                setSkip(0);
              }}
            >
              {t(k.label)}
            </Button>
          ))}
        </div>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm sm:max-w-sm">
          <span className="font-medium">{t('Search returns')}</span>
          <input
            type="search"
            className={CONTROL_CLASS}
            placeholder={t('Note or bill number, party or phone')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setSkip(0);
            }}
          />
        </label>
      </div>
      {notes.isPending ? (
        <LoadingText />
      ) : notes.isError ? (
        <Alert tone="error">{displayMessage(notes.error, t('Failed to load returns.'))}</Alert>
      ) : notes.data.items.length === 0 ? (
        <p className="rounded-md border border-line bg-surface px-3 py-3 text-muted">
          {query
            ? t('No returns match your search.')
            : t('No returns yet. Open a saved sale or purchase and choose Return.')}
        </p>
      ) : (
        <NotesTable rows={notes.data.items} />
      )}
      <Pager skip={skip} pageSize={NOTES_PAGE} total={total} onSkip={setSkip} />
    </>
  );
}

function NotesTable({ rows }: { rows: readonly NoteListRow[] }) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [asking, setAsking] = useState<NoteListRow | null>(null);
  const sharing = useNoteShare(setError);
  const amendLink = useAmendableNotes();

  async function remove(row: NoteListRow) {
    setAsking(null);
    setError(null);
    setBusy(row.id);
    try {
      await deleteNote(row.id);
      await invalidateAfterWrite(client, 'bill');
    } catch (e) {
      setError(displayMessage(e, t('The note could not be deleted.')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {error && (
        <div className="mb-2">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="overflow-x-auto rounded-md border border-line bg-surface">
        <table className="w-full min-w-[48rem] border-collapse text-sm">
          <caption className="sr-only">{t('Credit and debit notes')}</caption>
          <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted">
            <tr>
              {HEADERS.map((h, i) => (
                <th
                  key={i}
                  scope="col"
                  className={`px-3 py-2 font-medium ${h === 'Value' || h === 'Refunded' ? 'text-right' : ''}`}
                >
                  {h && t(h)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-line">
                <td className="px-3 py-1.5 whitespace-nowrap font-medium">{row.number}</td>
                <td className="px-3 py-1.5">
                  {row.kind === 'sales_debit_note'
                    ? t('Debit Note (to the customer)')
                    : t(RETURN_TITLES[row.kind])}
                </td>
                <td className="px-3 py-1.5 tabular-nums whitespace-nowrap">
                  {formatDate(row.transactionDate)}
                </td>
                <td className="px-3 py-1.5">{row.customerName}</td>
                <td className="px-3 py-1.5 whitespace-nowrap">
                  <Link
                    className="text-accent underline"
                    to={`/invoice?mode=modify&id=${row.original.id}`}
                  >
                    {row.original.number}
                  </Link>
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums">{rupees(row.amount)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{rupees(row.refunded)}</td>
                <td className="px-3 py-1 text-right whitespace-nowrap">
                  <Link
                    className="mr-2 text-accent underline"
                    to={`/returns/print?id=${row.id}`}
                    target="_blank"
                    aria-label={t('Print {{number}}', { number: row.number })}
                  >
                    {t('Print')}
                  </Link>
                  {sharing.buttons(row)}
                  {amendLink(row) && (
                    <Link
                      className="mr-2 text-accent underline"
                      to={amendLink(row)!}
                      aria-label={t('Amend {{number}}', { number: row.number ?? '' })}
                    >
                      {t('Amend')}
                    </Link>
                  )}
                  {canWrite && (
                    <Button
                      variant="danger"
                      pending={busy === row.id}
                      aria-label={t('Delete {{name}}', { name: row.number })}
                      onClick={() => setAsking(row)}
                    >
                      {t('Delete')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t('Delete {{number}}?', { number: asking?.number ?? t('the note') })}
        message={t(
          'The goods it took back and the money it settled are reversed. The audit trail keeps it.',
        )}
        confirmLabel={t('Delete')}
        danger
        onConfirm={() => asking && void remove(asking)}
        onCancel={() => setAsking(null)}
      />
      {sharing.dialog}
    </>
  );
}
