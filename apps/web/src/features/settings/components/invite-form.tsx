import { useTranslation } from '../../../i18n/react.ts';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { inviteUserSchema, type InviteUserInput } from '@hisaab/shared/schemas/auth';
import { LOADING_MESSAGES } from '@hisaab/shared/messages';
import { i18n } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { fieldError } from './common/messages.ts';

/** The form's field names (kept out of the markup, which holds only words to translate). */
const FIELD = {
  email: 'email',
  role: 'role',
} as const;

interface InviteFormProps {
  roles: readonly string[];
  rolesLoading: boolean;
  /** Resolves true when the invitation went out, so the form can clear. */
  onInvite: (input: InviteUserInput) => Promise<boolean>;
}

export function InviteForm({ roles, rolesLoading, onInvite }: InviteFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(inviteUserSchema),
    defaultValues: { email: '', role: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch('role');

  const onSubmit = form.handleSubmit(async (values) => {
    if (await onInvite(values)) form.reset({ email: '', role: values.role });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-3">
      <TextField
        label={t('Email')}
        type="email"
        autoComplete="off"
        className="min-w-56 flex-1"
        error={fieldError(errors.email?.message)}
        {...form.register(FIELD.email)}
      />
      <Select
        label={t('Role')}
        placeholder={rolesLoading ? i18n.t(LOADING_MESSAGES.roles) : t('Select a role')}
        disabled={rolesLoading}
        options={roles.map((r) => ({ value: r, label: t(r) }))}
        className="w-44"
        error={fieldError(errors.role?.message)}
        {...form.register(FIELD.role)}
      />
      <Button
        type="submit"
        className="mt-6"
        pending={isSubmitting}
        disabled={rolesLoading || !role}
      >
        {t('Invite User')}
      </Button>
    </form>
  );
}
