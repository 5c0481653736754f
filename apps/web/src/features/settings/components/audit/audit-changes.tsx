import { useTranslation } from '../../../../i18n/react.ts';
import type { AuditEntryReply } from '@hisaab/shared/replies/audit';
import { fieldChanges, type FieldChange } from './audit-diff.ts';

const SHOWN = 6;
const ARROW = '→';

/** The changed fields of one entry: a few at once, the rest behind "more". */
export function AuditChanges({ entry }: { entry: AuditEntryReply }) {
  const { t } = useTranslation();
  if (entry.action === 'login') {
    const ip = (entry.after as { ip?: unknown } | null)?.ip;
    return (
      <span className="text-muted">{typeof ip === 'string' ? t('from {{ip}}', { ip }) : ''}</span>
    );
  }
  if (entry.action === 'export') {
    return <span className="text-muted">{entry.entityId}</span>;
  }
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-muted">{t('No field changed')}</span>;
  const rest = changes.slice(SHOWN);
  return (
    <div>
      <ChangeList changes={changes.slice(0, SHOWN)} />
      {rest.length > 0 && (
        <details>
          <summary className="cursor-pointer text-xs text-accent">
            {rest.length === 1 ? t('1 more field') : t('{{n}} more fields', { n: rest.length })}
          </summary>
          <ChangeList changes={rest} />
        </details>
      )}
    </div>
  );
}

function ChangeList({ changes }: { changes: FieldChange[] }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[minmax(6rem,max-content)_1fr] gap-x-3 text-xs">
      {changes.map((c) => (
        <div key={c.field} className="contents">
          <dt className="font-medium text-muted">{c.field}</dt>
          <dd className="break-words">
            {c.before !== null && (
              <del
                className="text-danger decoration-1"
                aria-label={t('was {{value}}', { value: c.before })}
              >
                {c.before}
              </del>
            )}
            {c.before !== null && c.after !== null && (
              <span aria-hidden="true" className="px-1 text-muted">
                {ARROW}
              </span>
            )}
            {c.after !== null && (
              <ins
                className="text-ink no-underline"
                aria-label={t('now {{value}}', { value: c.after })}
              >
                {c.after}
              </ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
