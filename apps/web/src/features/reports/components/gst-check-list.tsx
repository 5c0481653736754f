import { useState } from 'react';
import { UQC_CODES, guessUqc } from '@hisaab/shared/gst/uqc';
import { displayMessage } from '../../../api/api-error.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Select } from '../../../ui/select.tsx';
import { setUnitUqc } from '../api/gst-returns.ts';
import { documentHref } from '../../../ui/cell-format.ts';
import type { GstCheck } from '../utils/gst-checks.ts';
import { useTranslation } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { messageText } from '../../../i18n/i18n.ts';

const UQC_OPTIONS = Object.entries(UQC_CODES).map(([code, name]) => ({
  value: code,
  label: `${code} – ${name}`,
}));

/** A unit without a GST unit code: pick one and save it, then the checks run again. */
function UqcFix({
  unitId,
  unitName,
  onSaved,
}: {
  unitId: number;
  unitName: string | null;
  onSaved: () => unknown;
}) {
  const [code, setCode] = useState<string>(() => (unitName ? (guessUqc(unitName) ?? '') : ''));
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation();

  async function save() {
    setError(null);
    try {
      await setUnitUqc(unitId, code);
      await onSaved();
    } catch (err) {
      setError(displayMessage(err, t('Failed to save')));
    }
  }

  return (
    <div className="mt-1 flex flex-wrap items-end gap-2">
      <Select
        label={t('GST unit code for {{unit}}', { unit: unitName ?? t('this unit') })}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        placeholder={t('Choose a code')}
        options={UQC_OPTIONS}
        error={error ?? undefined}
        className="w-full sm:w-64"
      />
      <Button variant="secondary" disabled={code === ''} onClick={save}>
        {t('Save code')}
      </Button>
    </div>
  );
}

const TONE = { error: 'danger', warning: 'warning', ok: 'success' } as const;
const WORD = { error: tk('Error'), warning: tk('Warning'), ok: tk('Passed') } as const;

function CheckItem({ check, onUnitSaved }: { check: GstCheck; onUnitSaved: () => unknown }) {
  const { t } = useTranslation();
  const href = documentHref(check.transactionId);
  return (
    <li className="grid grid-cols-[auto_1fr] items-baseline gap-x-2 border-b border-line/70 px-3 py-2 last:border-b-0">
      <Badge tone={TONE[check.severity]}>{t(WORD[check.severity])}</Badge>
      <div className="min-w-0">
        <p>
          {check.title && <span className="text-muted">{messageText(check.title)}: </span>}
          {messageText(check.message)}
          {href && (
            <>
              {' '}
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="whitespace-nowrap text-accent underline-offset-2 hover:underline"
              >
                {t('Open {{number}}', { number: check.number ?? t('the bill') })}
              </a>
            </>
          )}
        </p>
        {check.unitId !== null && check.severity !== 'ok' && (
          <UqcFix unitId={check.unitId} unitName={check.unitName} onSaved={onUnitSaved} />
        )}
      </div>
    </li>
  );
}

/** The month's checks in plain words: errors, then warnings; passed checks folded away. */
export function GstCheckList({
  checks,
  onUnitSaved,
}: {
  checks: readonly GstCheck[];
  onUnitSaved: () => unknown;
}) {
  const { t } = useTranslation();
  const open = checks.filter((c) => c.severity !== 'ok');
  const passed = checks.filter((c) => c.severity === 'ok');
  return (
    <div className="rounded-md border border-line bg-surface">
      {open.length === 0 ? (
        <p className="px-3 py-2 text-success">{t('Every check passed.')}</p>
      ) : (
        <ul aria-label={t('Problems found')}>
          {open.map((c, i) => (
            <CheckItem key={i} check={c} onUnitSaved={onUnitSaved} />
          ))}
        </ul>
      )}
      {passed.length > 0 && (
        <details className="border-t border-line px-3 py-2">
          <summary className="cursor-pointer text-sm text-muted">
            {passed.length === 1
              ? t('1 check passed')
              : t('{{count}} checks passed', { count: passed.length })}
          </summary>
          <ul className="mt-1 list-disc pl-5 text-sm text-muted">
            {passed.map((c, i) => (
              <li key={i}>{messageText(c.message)}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
