import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { Text } from '@hisaab/shared/i18n/messages';
import { CONTROL_CLASS, FieldFrame, describedBy } from './field-frame.tsx';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: Text | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  id,
  className = '',
  ref,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={className}>
      <input
        ref={ref}
        id={inputId}
        className={CONTROL_CLASS}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        {...rest}
      />
    </FieldFrame>
  );
}
