// The form of a settings record (bank account, tax, customer, item): its row's inline editor,
// or the add row when there is no record. Submit saves what the form holds; once the add row
// has saved, it clears for the next. Each form brings its own fields, texts and schema.
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { InlineForm } from './inline-form.tsx';

/** The props of a rate or amount field: decimals, right-aligned figures. */
export const DECIMAL_FIELD = {
  type: 'number',
  inputMode: 'decimal',
  step: '0.01',
  min: '0',
  className: '[&_input]:text-right [&_input]:tabular-nums',
} as const;

/** What each settings form takes besides its record. */
export interface RecordFormProps<B> {
  /** Resolves true when saved, so the add row can clear. */
  onSave: (body: B) => Promise<boolean>;
  onCancel?: (() => void) | undefined;
  autoFocus?: boolean;
  focusKey?: number;
}

export function RecordForm<V extends FieldValues, Out>({
  form,
  adding,
  blank,
  save,
  title,
  submitLabel,
  onCancel,
  autoFocus = true,
  focusKey = 0,
  children,
}: {
  form: UseFormReturn<V, unknown, Out>;
  /** The add row (no record): cleared to `blank` once saved. */
  adding: boolean;
  blank: () => V;
  save: (values: Out) => Promise<boolean>;
  title: string;
  submitLabel: string;
  onCancel?: (() => void) | undefined;
  autoFocus?: boolean | undefined;
  focusKey?: number | undefined;
  children: ReactNode;
}) {
  const onSubmit = form.handleSubmit(async (values) => {
    if ((await save(values)) && adding) form.reset(blank());
  });
  return (
    <InlineForm
      title={title}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      onCancel={onCancel}
      pending={form.formState.isSubmitting}
      autoFocus={autoFocus}
      focusKey={focusKey}
    >
      {children}
    </InlineForm>
  );
}
