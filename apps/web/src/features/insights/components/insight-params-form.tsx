import type { FormEvent } from 'react';
import { Button } from '../../../ui/button.tsx';
import { ParamInput } from '../../../ui/param-field.tsx';
import type { InsightForm } from '../hooks/use-insight-form.ts';
import { insightFields } from '../utils/insight-types.ts';
import { useTranslation } from '../../../i18n/react.ts';
import { messageText } from '../../../i18n/i18n.ts';

/**
 * An insight's parameters with the spec's defaults, a problem's message beside its field, and
 * Generate: disabled while running or while a parameter is invalid (spec section 4).
 */
export function InsightParamsForm({
  form,
  running,
  onGenerate,
}: {
  form: InsightForm;
  running: boolean;
  onGenerate: () => void;
}) {
  const { t } = useTranslation();
  const fields = insightFields(form.type);
  const problem = form.problem;
  const errorOf = (key: string) =>
    problem?.field === key ? messageText(problem.message) : undefined;
  const looseProblem =
    problem && !fields.some((f) => f.key === problem.field) ? messageText(problem.message) : null;
  const blocked = running || problem !== null;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!blocked) onGenerate();
  }

  return (
    <form aria-label={t('Insight parameters')} noValidate onSubmit={submit} className="space-y-3">
      {fields.length > 0 ? (
        <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
          {fields.map((f) => (
            <ParamInput
              key={f.key}
              kind={f.kind}
              label={t(f.label)}
              value={form.params[f.key] ?? ''}
              onChange={(v) => form.setParam(f.key, v)}
              error={errorOf(f.key)}
              hint={f.hint && t(f.hint)}
            />
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted">{t('This insight needs no parameters.')}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={blocked} pending={running}>
          {t('Generate')}
        </Button>
        {looseProblem && (
          <p role="alert" className="text-sm text-danger">
            {looseProblem}
          </p>
        )}
      </div>
    </form>
  );
}
