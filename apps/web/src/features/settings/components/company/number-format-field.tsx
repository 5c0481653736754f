import { useTranslation } from '../../../../i18n/react.ts';
import {
  FY_HINT,
  NUMBER_FORMAT_MAX,
  previewNumberFormat,
  validateNumberFormat,
} from '@hisaab/shared/number-format';
import { i18n, messageText } from '../../../../i18n/i18n.ts';
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
 * A document number format like INV-{0000} or INV/{FY}/{0000}: the spec's four messages (and
 * the {FY} one) as you type, a preview of the next number with today's financial year while
 * the format is valid, and how to use {FY}.
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
  const { t } = useTranslation();
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
      error={problem ? messageText(problem) : error}
      hint={
        <>
          {preview !== null && (
            <span className="block">
              {t('Preview:')} <output className="font-mono text-ink">{preview}</output>
            </span>
          )}
          <span className="block">{i18n.t(FY_HINT)}</span>
        </>
      }
    />
  );
}
