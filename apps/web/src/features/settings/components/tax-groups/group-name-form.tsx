import { useTranslation } from '../../../../i18n/react.ts';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TAX_LIMITS, taxGroupSchema } from '@hisaab/shared/schemas/tax';
import { TextField } from '../../../../ui/text-field.tsx';
import { RecordForm, type RecordFormProps } from '../common/record-form.tsx';
import { fieldError } from '../common/messages.ts';

/** The form's field names (kept out of the markup, which holds only words to translate). */
const FIELD = {
  name: 'name',
} as const;

interface GroupNameFormProps extends RecordFormProps<string> {
  name: string;
  title: string;
  submitLabel: string;
}

/** A group's name: Add Group (the last row) and the name line of Edit Tax Group. */
export function GroupNameForm({ name, title, submitLabel, onSave, ...rest }: GroupNameFormProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(taxGroupSchema), defaultValues: { name } });
  const { errors } = form.formState;
  // The add row (no Cancel) clears once saved; a saved name closes the editor's row.
  return (
    <RecordForm
      form={form}
      adding={!rest.onCancel}
      blank={() => ({ name: '' })}
      save={(values) => onSave(values.name)}
      title={title}
      submitLabel={submitLabel}
      {...rest}
    >
      <TextField
        label={t('Group Name')}
        maxLength={TAX_LIMITS.groupName}
        error={fieldError(errors.name?.message)}
        {...form.register(FIELD.name)}
      />
    </RecordForm>
  );
}
