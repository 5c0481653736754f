import {
  NUMBER_FORMAT_MAX,
  previewNumberFormat,
  validateNumberFormat,
} from '@hisaab/shared/number-format';
import { TextField } from '../../../../ui/text-field.tsx';

interface NumberFormatFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** The next number, for the preview. */
  next: number;
  /** A message from the last save (e.g. the number is too long once formatted). */
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A document number format like INV-{0000}: the spec's four messages as you type, and a
 * preview of the next number while the format is valid.
 */
export function NumberFormatField({
  label,
  value,
  onChange,
  onBlur,
  name,
  next,
  error,
  disabled,
}: NumberFormatFieldProps) {
  const problem = validateNumberFormat(value);
  const preview = previewNumberFormat(value, Number.isSafeInteger(next) && next >= 0 ? next : 1);
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      maxLength={NUMBER_FORMAT_MAX}
      spellCheck={false}
      autoComplete="off"
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      className="[&_input]:font-mono"
      error={problem ?? error}
      hint={
        preview === null ? undefined : (
          <>
            Preview: <output className="font-mono text-ink">{preview}</output>
          </>
        )
      }
    />
  );
}
