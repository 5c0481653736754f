import { useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import { errorText, tk, type Text } from '@hisaab/shared/i18n/messages';
import { registerSchema, type RegisterInput } from '@hisaab/shared/schemas/auth';
import { AUTH_MESSAGES, safeServerMessage } from '@hisaab/shared/messages';
import { displayMessage } from '../../../api/api-error.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { suggestCompanyCode } from '../api/company-code.ts';
import { registerCompany } from '../api/register.ts';
import { useCodeAvailability } from '../hooks/use-code-availability.ts';
import { CodeStep } from './code-step.tsx';
import { CompanyStep } from './company-step.tsx';
import { CredentialsStep } from './credentials-step.tsx';
import { PrivacyPolicyDialog } from './privacy-policy-dialog.tsx';
import type { RegisterFormValues } from './register-form-types.ts';

const STEP_TITLES = [tk('Plan & Company'), tk('Company Code'), tk('Credentials')] as const;
// Underlined always: links in running text must not rely on colour alone (axe).
const LINK = 'text-accent underline underline-offset-2';

type Step = 1 | 2 | 3;

function stepOfFirstError(errors: FieldErrors<RegisterFormValues>): Step {
  if (errors.companyName || errors.gstin) return 1;
  if (errors.companyCode) return 2;
  return 3;
}

/** The 3-step registration wizard of spec sections 2, 4 and 5. */
export function RegisterWizard({ onResendVerification }: { onResendVerification: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(1);
  const [codeEdited, setCodeEdited] = useState(false);
  const codeEditedRef = useRef(false);
  const [suggesting, setSuggesting] = useState(false);
  const [suggestError, setSuggestError] = useState<Text | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const availability = useCodeAvailability();
  const form = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: {
      companyName: '',
      gstin: '',
      companyCode: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
  const code = form.watch('companyCode') ?? '';

  async function suggest(name: string) {
    setSuggesting(true);
    setSuggestError(null);
    try {
      const suggested = await suggestCompanyCode(name);
      // The user's own typing wins over a late suggestion.
      if (!codeEditedRef.current) {
        form.setValue('companyCode', suggested);
        availability.reset();
      }
    } catch (err) {
      setSuggestError(errorText(err, AUTH_MESSAGES.failedToSuggestCode));
    } finally {
      setSuggesting(false);
    }
  }

  async function toCodeStep() {
    if (!(await form.trigger(['companyName', 'gstin']))) return;
    setStep(2);
    if (!codeEditedRef.current) void suggest(form.getValues('companyName').trim());
  }

  async function toCredentialsStep() {
    if (await form.trigger('companyCode')) setStep(3);
  }

  function markEdited() {
    codeEditedRef.current = true;
    setCodeEdited(true);
    availability.reset();
  }

  const onSubmit = form.handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        const reply = await registerCompany(values);
        setSuccess(
          safeServerMessage(reply?.message, messageText(AUTH_MESSAGES.registrationSuccessful)),
        );
      } catch (err) {
        setServerError(displayMessage(err, AUTH_MESSAGES.failedToRegister));
      }
    },
    (errors) => setStep(stepOfFirstError(errors)),
  );

  const canContinue =
    code.trim().length >= 2 && !(codeEdited && availability.status === 'unavailable');

  return (
    <div className="flex flex-col gap-4">
      {success ? (
        <Alert tone="success">{success}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p className="mb-3 text-sm font-medium text-muted">
            {t('Step {{step}} of 3: {{title}}', { step, title: t(STEP_TITLES[step - 1] ?? '') })}
          </p>
          {step === 1 && <CompanyStep form={form} onNext={toCodeStep} />}
          {step === 2 && (
            <CodeStep
              form={form}
              suggesting={suggesting}
              suggestError={suggestError && messageText(suggestError)}
              availability={availability.status}
              availabilityError={availability.error && messageText(availability.error)}
              canContinue={canContinue}
              onEdit={markEdited}
              onBlurCode={(value) => {
                if (value.trim().length >= 2) void availability.check(value.trim());
              }}
              onBack={() => setStep(1)}
              onNext={toCredentialsStep}
            />
          )}
          {step === 3 && <CredentialsStep form={form} onBack={() => setStep(2)} />}
          {serverError && (
            <div className="mt-3">
              <Alert tone="error">{serverError}</Alert>
            </div>
          )}
        </form>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span>
          {t('Already registered?')}{' '}
          <Link to="/login" className={LINK}>
            {t('Login here')}
          </Link>
        </span>
        <Button variant="link" onClick={onResendVerification}>
          {t('Resend verification')}
        </Button>
        <Button variant="link" onClick={() => setPrivacyOpen(true)}>
          {t('Privacy Policy')}
        </Button>
      </div>
      <PrivacyPolicyDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </div>
  );
}
