import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox sized for fingers as well as mice. */
export function Checkbox({ label, id, className = '', ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <label
      htmlFor={inputId}
      className={`inline-flex min-h-8 items-center gap-2 text-sm ${className}`}
    >
      <input ref={ref} id={inputId} type="checkbox" className="h-4 w-4 accent-accent" {...rest} />
      {label}
    </label>
  );
}
