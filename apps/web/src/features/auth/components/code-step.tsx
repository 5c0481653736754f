import { useTranslation } from '../../../i18n/react.ts';
import { AUTH_MESSAGES } from '@hisaab/shared/messages';
import { messageText } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { AvailabilityStatus } from '../hooks/use-code-availability.ts';
import type { RegisterForm } from './register-form-types.ts';

interface CodeStepProps {
  form: RegisterForm;
  suggesting: boolean;
  suggestError: string | null;
  availability: AvailabilityStatus;
  availabilityError: string | null;
  /** Spec section 4: blocked under 2 characters, or when edited and unavailable. */
  canContinue: boolean;
  onEdit: () => void;
  onBlurCode: (code: string) => void;
  onBack: () => void;
  onNext: () => void;
}

const STATUS_TEXT: Record<AvailabilityStatus, string | null> = {
  idle: null,
  checking: AUTH_MESSAGES.checkingAvailability,
  available: AUTH_MESSAGES.codeAvailable,
  unavailable: AUTH_MESSAGES.codeNotAvailable,
};

const STATUS_CLASS: Record<AvailabilityStatus, string> = {
  idle: '',
  checking: 'text-muted',
  available: 'text-success',
  unavailable: 'text-danger',
};

/** Step 2 Company Code: suggested from the name, checked for availability on blur. */
export function CodeStep(props: CodeStepProps) {
  const { t } = useTranslation();
  const { form, availability } = props;
  const { errors } = form.formState;
  const code = form.register('companyCode', { onChange: props.onEdit });
  const statusText = STATUS_TEXT[availability];
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t('Company code')}
        autoCapitalize="characters"
        spellCheck={false}
        hint={t('Letters, digits and hyphens. Your team uses it to find your company.')}
        error={errors.companyCode?.message}
        {...code}
        onBlur={(e) => {
          void code.onBlur(e);
          props.onBlurCode(e.target.value);
        }}
      />
      <div aria-live="polite" className="min-h-5 text-sm">
        {props.suggesting && <span className="text-muted">{t('Suggesting a code…')}</span>}
        {statusText && (
          <span className={STATUS_CLASS[availability]}>{messageText(statusText)}</span>
        )}
      </div>
      {props.suggestError && <p className="text-sm text-danger">{props.suggestError}</p>}
      {props.availabilityError && <p className="text-sm text-danger">{props.availabilityError}</p>}
      <div className="flex justify-between">
        <Button variant="secondary" onClick={props.onBack}>
          {t('Back')}
        </Button>
        <Button onClick={props.onNext} disabled={!props.canContinue}>
          {t('Next')}
        </Button>
      </div>
    </div>
  );
}
