import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { RegisterForm } from './register-form-types.ts';

/** Step 3 Credentials: the first Admin's email and password. */
export function CredentialsStep({ form, onBack }: { form: RegisterForm; onBack: () => void }) {
  const { errors, isSubmitting } = form.formState;
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <div className="flex justify-between">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" pending={isSubmitting}>
          Register
        </Button>
      </div>
    </div>
  );
}
