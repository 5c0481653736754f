import { useState, type FocusEvent, type ChangeEvent } from 'react';
import { normalizeGstin, validateGstin } from '@hisaab/shared/gstin';
import { TextField, type TextFieldProps } from './text-field.tsx';

interface GstinFieldProps extends Omit<TextFieldProps, 'maxLength'> {
  /** 'company': the standard pattern only; 'customer': any B2B registration kind. */
  kind: 'company' | 'customer';
}

/** What is wrong with the GSTIN so far: nothing until 15 characters or leaving the field. */
function liveProblem(value: string, kind: GstinFieldProps['kind'], leaving: boolean) {
  if (!value || (value.length < 15 && !leaving)) return undefined;
  const result = validateGstin(value, kind);
  return result.ok ? undefined : result.message;
}

/**
 * A GSTIN input used everywhere a GSTIN is typed: the value is normalised as it changes
 * (a paste with spaces or lower case stays whole; no maxLength cuts it first) and the
 * check character is checked as soon as 15 characters are there, not only at save.
 */
export function GstinField({ kind, error, onChange, onBlur, ...rest }: GstinFieldProps) {
  const [problem, setProblem] = useState<string | undefined>(undefined);
  return (
    <TextField
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      {...rest}
      error={error ?? problem}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        e.target.value = normalizeGstin(e.target.value);
        setProblem(liveProblem(e.target.value, kind, false));
        onChange?.(e);
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        setProblem(liveProblem(e.target.value, kind, true));
        onBlur?.(e);
      }}
    />
  );
}
