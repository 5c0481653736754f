import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { CONTROL_CLASS, FieldFrame, describedBy } from './field-frame.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Select a role'. */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Hide the label visually (table cells) while keeping it for screen readers. */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  hideLabel = false,
  id,
  className = '',
  ref,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const control = (
    <select
      ref={ref}
      id={selectId}
      className={CONTROL_CLASS}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(selectId, error, hint)}
      {...rest}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  if (hideLabel) {
    return (
      <div className={className}>
        <label htmlFor={selectId} className="sr-only">
          {label}
        </label>
        {control}
      </div>
    );
  }
  return (
    <FieldFrame id={selectId} label={label} error={error} hint={hint} className={className}>
      {control}
    </FieldFrame>
  );
}
