// The company's letter of undertaking (issue 36): the ARN the GST portal gave it and the days
// it covers (a financial year). Exports and SEZ supplies without payment of IGST need it in
// force on the bill's date; the server checks the ARN's shape and that from is on or before to.
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import type { CompanySettingsInput, CompanySettingsUpdate } from '@hisaab/shared/schemas/company';
import { LUT_REFERENCE_MAX } from '@hisaab/shared/schemas/supply-settings';
import { useTranslation } from '../../../../i18n/react.ts';
import { DatePicker } from '../../../../ui/date-picker.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { fieldError } from '../common/messages.ts';

const ARN_EXAMPLE = 'AD270326000123X';

export function LutFields({
  control,
  errors,
}: {
  control: Control<CompanySettingsInput, unknown, CompanySettingsUpdate>;
  errors: FieldErrors<CompanySettingsInput>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <legend className="mb-1 text-sm font-medium">
        {t('Letter of undertaking (LUT) for exports and SEZ supplies')}
      </legend>
      <Controller
        control={control}
        name="lutReference"
        render={({ field }) => (
          <TextField
            label={t('LUT reference (ARN)')}
            placeholder={ARN_EXAMPLE}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={LUT_REFERENCE_MAX}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldError(errors.lutReference?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="lutValidFrom"
        render={({ field }) => (
          <DatePicker
            label={t('LUT valid from')}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            error={fieldError(errors.lutValidFrom?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="lutValidTo"
        render={({ field }) => (
          <DatePicker
            label={t('LUT valid to')}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            error={fieldError(errors.lutValidTo?.message)}
          />
        )}
      />
      <p className="text-xs text-muted sm:col-span-3">
        {t(
          'Filed on the GST portal each financial year. Exports and SEZ supplies without payment of IGST need it in force on the bill’s date.',
        )}
      </p>
    </fieldset>
  );
}
