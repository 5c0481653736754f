// Settings › Audit trail (Admin and Auditor): who changed what and when, newest first, with
// filters kept in the address (so a document's "History" link opens its own trail).
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ENTITIES } from '@hisaab/shared/schemas/audit';
import type { AuditEntryReply } from '@hisaab/shared/replies/audit';
import { displayMessage } from '../../../../api/api-error.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { DatePicker } from '../../../../ui/date-picker.tsx';
import { Select } from '../../../../ui/select.tsx';
import { LoadingText } from '../../../../ui/spinner.tsx';
import { Table, type Column } from '../../../../ui/table.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useAuditTrail, useAuditUsers, type AuditFilters } from '../../api/audit.ts';
import { AuditChanges } from './audit-changes.tsx';
import { actionLabel, entityLabel, indiaDateTime } from './audit-diff.ts';

const FILTER_KEYS = ['entity', 'entityId', 'userId', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const ENTITY_OPTIONS = Object.entries(AUDIT_ENTITIES).map(([value, label]) => ({ value, label }));

function filtersFrom(params: URLSearchParams): AuditFilters {
  const get = (k: FilterKey) => params.get(k) ?? '';
  const skip = Number(params.get('skip') ?? 0);
  return {
    entity: get('entity'),
    entityId: get('entityId'),
    userId: get('userId'),
    from: get('from'),
    to: get('to'),
    skip: Number.isInteger(skip) && skip > 0 ? skip : 0,
  };
}

const columns: Column<AuditEntryReply>[] = [
  {
    key: 'at',
    header: 'When',
    render: (e) => <span className="whitespace-nowrap tabular-nums">{indiaDateTime(e.at)}</span>,
  },
  {
    key: 'who',
    header: 'Who',
    render: (e) => e.userEmail ?? (e.userId === null ? 'Operator' : `User ${e.userId}`),
  },
  {
    key: 'what',
    header: 'What',
    render: (e) => (
      <span className="whitespace-nowrap">
        {actionLabel(e.action)}
        {/* A log-in names its user, a download its file: both shown already. */}
        {e.action !== 'login' && e.action !== 'export' && (
          <>
            {' '}
            {entityLabel(e.entity).toLowerCase()}
            <span className="text-muted"> #{e.entityId}</span>
          </>
        )}
      </span>
    ),
  },
  { key: 'changes', header: 'Changes', render: (e) => <AuditChanges entry={e} /> },
];

export function AuditTab() {
  const [params, setParams] = useSearchParams();
  const applied = filtersFrom(params);
  const [draft, setDraft] = useState<Record<FilterKey, string>>(applied);
  const trail = useAuditTrail(applied);
  const users = useAuditUsers();

  function apply(next: Record<FilterKey, string>, skip = 0) {
    const query: Record<string, string> = { tab: 'audit' };
    for (const k of FILTER_KEYS) if (next[k]) query[k] = next[k];
    if (skip > 0) query.skip = String(skip);
    setParams(query, { replace: true });
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    apply(draft);
  }

  function clear() {
    const empty = { entity: '', entityId: '', userId: '', from: '', to: '' };
    setDraft(empty);
    apply(empty);
  }

  const set = (k: FilterKey) => (value: string) => setDraft((d) => ({ ...d, [k]: value }));
  const page = trail.data;
  const first = page && page.total > 0 ? page.skip + 1 : 0;
  const last = page ? page.skip + page.items.length : 0;

  return (
    <section aria-label="Audit trail" className="flex flex-col gap-3">
      <form
        role="search"
        aria-label="Audit trail filters"
        onSubmit={onSubmit}
        className="flex flex-wrap items-end gap-x-3 gap-y-2"
      >
        <Select
          label="Record"
          placeholder="All records"
          options={ENTITY_OPTIONS}
          value={draft.entity}
          onChange={(e) => set('entity')(e.target.value)}
          className="w-40"
        />
        <TextField
          label="Record id"
          value={draft.entityId}
          onChange={(e) => set('entityId')(e.target.value.trim())}
          maxLength={64}
          className="w-28"
        />
        <Select
          label="User"
          placeholder="All users"
          options={(users.data ?? []).map((u) => ({ value: String(u.id), label: u.email }))}
          value={draft.userId}
          onChange={(e) => set('userId')(e.target.value)}
          className="w-56"
        />
        <DatePicker label="From" value={draft.from} onChange={set('from')} className="w-40" />
        <DatePicker label="To" value={draft.to} onChange={set('to')} className="w-40" />
        <Button type="submit">Apply</Button>
        <Button type="button" variant="secondary" onClick={clear}>
          Clear
        </Button>
      </form>

      {trail.isPending ? (
        <LoadingText />
      ) : trail.isError ? (
        <Alert tone="error">{displayMessage(trail.error, 'Failed to load the audit trail.')}</Alert>
      ) : (
        <>
          <p className="text-sm text-muted" role="status">
            {page!.total === 0
              ? 'No entries match these filters.'
              : `Entries ${first}–${last} of ${page!.total}, newest first`}
          </p>
          {/* On a phone the trail scrolls sideways rather than squeezing the changes. */}
          <div className="overflow-x-auto">
            <div className="min-w-[52rem]">
              <Table
                caption="Audit trail"
                columns={columns}
                rows={page!.items}
                rowKey={(e) => e.id}
                empty="No entries."
              />
            </div>
          </div>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              disabled={page!.skip === 0}
              onClick={() => apply(applied, Math.max(0, page!.skip - page!.take))}
            >
              Newer
            </Button>
            <Button
              variant="secondary"
              disabled={last >= page!.total}
              onClick={() => apply(applied, page!.skip + page!.take)}
            >
              Older
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
