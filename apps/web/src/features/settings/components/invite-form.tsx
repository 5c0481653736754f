import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { inviteUserSchema, type InviteUserInput } from '@hisaab/shared/schemas/auth';
import { LOADING_MESSAGES } from '@hisaab/shared/messages';
import { Button } from '../../../ui/button.tsx';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';

interface InviteFormProps {
  roles: readonly string[];
  rolesLoading: boolean;
  /** Resolves true when the invitation went out, so the form can clear. */
  onInvite: (input: InviteUserInput) => Promise<boolean>;
}

export function InviteForm({ roles, rolesLoading, onInvite }: InviteFormProps) {
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
        label="Email"
        type="email"
        autoComplete="off"
        className="min-w-56 flex-1"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Select
        label="Role"
        placeholder={rolesLoading ? LOADING_MESSAGES.roles : 'Select a role'}
        disabled={rolesLoading}
        options={roles.map((r) => ({ value: r, label: r }))}
        className="w-44"
        error={errors.role?.message}
        {...form.register('role')}
      />
      <Button
        type="submit"
        className="mt-6"
        pending={isSubmitting}
        disabled={rolesLoading || !role}
      >
        Invite User
      </Button>
    </form>
  );
}
