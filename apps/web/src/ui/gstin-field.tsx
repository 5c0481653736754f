import { useState, type FocusEvent, type ChangeEvent } from 'react';
import { gstinProblem, normalizeGstin } from '@hisaab/shared/gstin';
import type { Text } from '@hisaab/shared/i18n/messages';
import { TextField, type TextFieldProps } from './text-field.tsx';

interface GstinFieldProps extends Omit<TextFieldProps, 'maxLength'> {
  /** 'company': the standard pattern only; 'customer': any B2B registration kind. */
  kind: 'company' | 'customer';
}

/** What is wrong with the GSTIN so far: nothing until 15 characters or leaving the field. */
function liveProblem(value: string, kind: GstinFieldProps['kind'], leaving: boolean) {
  if (!value || (value.length < 15 && !leaving)) return undefined;
  return gstinProblem(value, kind) ?? undefined;
}

/**
 * A GSTIN input used everywhere a GSTIN is typed: the value is normalised as it changes
 * (a paste with spaces or lower case stays whole; no maxLength cuts it first) and the
 * check character is checked as soon as 15 characters are there, not only at save.
 */
export function GstinField({ kind, error, onChange, onBlur, ...rest }: GstinFieldProps) {
  const [problem, setProblem] = useState<Text | undefined>(undefined);
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
