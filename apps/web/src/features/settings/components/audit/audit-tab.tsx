// Settings › Audit trail (Admin and Auditor): who changed what and when, newest first, with
// filters kept in the address (so a document's "History" link opens its own trail).
import { useTranslation } from '../../../../i18n/react.ts';
import type { TFunction } from '../../../../i18n/react.ts';
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

/** "Created customer": one sentence per action, so each language orders its words. */
function whatText(t: TFunction, action: string, record: string): string {
  if (action === 'create') return t('Created {{record}}', { record });
  if (action === 'update') return t('Changed {{record}}', { record });
  if (action === 'delete') return t('Deleted {{record}}', { record });
  return `${t(actionLabel(action))} ${record}`;
}

const auditColumns = (t: TFunction): Column<AuditEntryReply>[] => [
  {
    key: 'at',
    header: t('When'),
    render: (e) => <span className="whitespace-nowrap tabular-nums">{indiaDateTime(e.at)}</span>,
  },
  {
    key: 'who',
    header: t('Who'),
    render: (e) =>
      e.userEmail ?? (e.userId === null ? t('Operator') : t('User {{id}}', { id: e.userId })),
  },
  {
    key: 'what',
    header: t('What'),
    render: (e) => (
      <span className="whitespace-nowrap">
        {/* A log-in names its user, a download its file: both shown already. */}
        {e.action !== 'login' && e.action !== 'export' ? (
          <>
            {whatText(t, e.action, t(entityLabel(e.entity)).toLowerCase())}
            <span className="text-muted"> #{e.entityId}</span>
          </>
        ) : (
          t(actionLabel(e.action))
        )}
      </span>
    ),
  },
  { key: 'changes', header: t('Changes'), render: (e) => <AuditChanges entry={e} /> },
];

export function AuditTab() {
  const { t } = useTranslation();
  const columns = auditColumns(t);
  const entityOptions = Object.entries(AUDIT_ENTITIES).map(([value, label]) => ({
    value,
    label: t(label),
  }));
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
    <section aria-label={t('Audit trail')} className="flex flex-col gap-3">
      <form
        role="search"
        aria-label={t('Audit trail filters')}
        onSubmit={onSubmit}
        className="flex flex-wrap items-end gap-x-3 gap-y-2"
      >
        <Select
          label={t('Record')}
          placeholder={t('All records')}
          options={entityOptions}
          value={draft.entity}
          onChange={(e) => set('entity')(e.target.value)}
          className="w-40"
        />
        <TextField
          label={t('Record id')}
          value={draft.entityId}
          onChange={(e) => set('entityId')(e.target.value.trim())}
          maxLength={64}
          className="w-28"
        />
        <Select
          label={t('User')}
          placeholder={t('All users')}
          options={(users.data ?? []).map((u) => ({ value: String(u.id), label: u.email }))}
          value={draft.userId}
          onChange={(e) => set('userId')(e.target.value)}
          className="w-56"
        />
        <DatePicker label={t('From')} value={draft.from} onChange={set('from')} className="w-40" />
        <DatePicker label={t('To')} value={draft.to} onChange={set('to')} className="w-40" />
        <Button type="submit">{t('Apply')}</Button>
        <Button type="button" variant="secondary" onClick={clear}>
          {t('Clear')}
        </Button>
      </form>

      {trail.isPending ? (
        <LoadingText />
      ) : trail.isError ? (
        <Alert tone="error">
          {displayMessage(trail.error, t('Failed to load the audit trail.'))}
        </Alert>
      ) : (
        <>
          <p className="text-sm text-muted" role="status">
            {page!.total === 0
              ? t('No entries match these filters.')
              : t('Entries {{first}}–{{last}} of {{total}}, newest first', {
                  first,
                  last,
                  total: page!.total,
                })}
          </p>
          {/* On a phone the trail scrolls sideways rather than squeezing the changes. */}
          <div className="overflow-x-auto">
            <div className="min-w-[52rem]">
              <Table
                caption={t('Audit trail')}
                columns={columns}
                rows={page!.items}
                rowKey={(e) => e.id}
                empty={t('No entries.')}
              />
            </div>
          </div>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              disabled={page!.skip === 0}
              onClick={() => apply(applied, Math.max(0, page!.skip - page!.take))}
            >
              {t('Newer')}
            </Button>
            <Button
              variant="secondary"
              disabled={last >= page!.total}
              onClick={() => apply(applied, page!.skip + page!.take)}
            >
              {t('Older')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
