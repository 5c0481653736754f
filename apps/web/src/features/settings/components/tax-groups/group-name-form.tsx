import { useTranslation } from '../../../../i18n/react.ts';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TAX_LIMITS, taxGroupSchema } from '@hisaab/shared/schemas/tax';
import { TextField } from '../../../../ui/text-field.tsx';
import { InlineForm } from '../common/inline-form.tsx';
import { fieldError } from '../common/messages.ts';

/** The form's field names (kept out of the markup, which holds only words to translate). */
const FIELD = {
  name: 'name',
} as const;

interface GroupNameFormProps {
  name: string;
  title: string;
  submitLabel: string;
  onSave: (name: string) => Promise<boolean>;
  onCancel?: (() => void) | undefined;
  autoFocus?: boolean;
  focusKey?: number;
}

/** A group's name: Add Group (the last row) and the name line of Edit Tax Group. */
export function GroupNameForm({
  name,
  title,
  submitLabel,
  onSave,
  onCancel,
  autoFocus = true,
  focusKey = 0,
}: GroupNameFormProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(taxGroupSchema), defaultValues: { name } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    if (await onSave(values.name)) form.reset({ name: onCancel ? values.name : '' });
  });
  return (
    <InlineForm
      title={title}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      onCancel={onCancel}
      pending={isSubmitting}
      autoFocus={autoFocus}
      focusKey={focusKey}
    >
      <TextField
        label={t('Group Name')}
        maxLength={TAX_LIMITS.groupName}
        error={fieldError(errors.name?.message)}
        {...form.register(FIELD.name)}
      />
    </InlineForm>
  );
}
