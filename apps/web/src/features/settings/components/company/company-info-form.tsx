import { useTranslation } from '../../../../i18n/react.ts';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isGstinLocked, validateGstin } from '@hisaab/shared/gstin';
import { PERMISSION_MESSAGES } from '@hisaab/shared/permissions';
import type { CompanyInfoReply } from '@hisaab/shared/replies/settings';
import {
  COMPANY_INFO_LIMITS as L,
  companyInfoSchema,
  type CompanyInfo,
} from '@hisaab/shared/schemas/company';
import { stateLabel } from '@hisaab/shared/states';
import { i18n } from '../../../../i18n/i18n.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { GstinField } from '../../../../ui/gstin-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { fieldError } from '../common/messages.ts';

/** The form's field names (kept out of the markup, which holds only words to translate). */
const FIELD = {
  name: 'name',
  phone: 'phone',
  address: 'address',
  email: 'email',
  website: 'website',
  gstin: 'gstin',
  pan: 'pan',
  cin: 'cin',
} as const;

function defaults(i: CompanyInfoReply) {
  return {
    name: i.name ?? '',
    address: i.address ?? '',
    phone: i.phone ?? '',
    email: i.email ?? '',
    website: i.website ?? '',
    gstin: i.gstin ?? '',
    pan: i.pan ?? '',
    cin: i.cin ?? '',
  };
}

interface CompanyInfoFormProps {
  info: CompanyInfoReply;
  /** Admins edit; everyone else reads (spec section 6). */
  canEdit: boolean;
  onSave: (info: CompanyInfo) => Promise<boolean>;
}

/** Company information: Name, Address, Phone, Email, Website, GSTIN, PAN, CIN. */
export function CompanyInfoForm({ info, canEdit, onSave }: CompanyInfoFormProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(companyInfoSchema), defaultValues: defaults(info) });
  const { errors, isSubmitting, isDirty } = form.formState;
  // The saved GSTIN locks once it is a valid GSTIN (spec section 4).
  const locked = isGstinLocked(info.gstin);
  const gstin = useWatch({ control: form.control, name: 'gstin' }) ?? '';
  const check = gstin.trim() ? validateGstin(gstin.trim().toUpperCase(), 'company') : null;
  const state = check?.ok ? stateLabel(check.stateCode) : null;

  const onSubmit = form.handleSubmit(async (values) => {
    if (await onSave(values)) form.reset(form.getValues());
  });

  const readOnly = !canEdit;
  const upper = '[&_input]:uppercase';
  return (
    <form
      aria-label={t('Company information')}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
    >
      <h3 className="font-semibold">{t('Company information')}</h3>
      {readOnly && (
        <Alert tone="info">{i18n.t(PERMISSION_MESSAGES.onlyAdminsEditCompanyInfo)}</Alert>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 [&_input:read-only]:bg-canvas [&_input:read-only]:text-muted">
        <TextField
          label={t('Name')}
          readOnly={readOnly}
          maxLength={L.name}
          error={fieldError(errors.name?.message)}
          {...form.register(FIELD.name)}
        />
        <TextField
          label={t('Phone')}
          type="tel"
          readOnly={readOnly}
          maxLength={L.phone}
          error={fieldError(errors.phone?.message)}
          {...form.register(FIELD.phone)}
        />
        <TextField
          label={t('Address')}
          readOnly={readOnly}
          maxLength={L.address}
          className="sm:col-span-2"
          error={fieldError(errors.address?.message)}
          {...form.register(FIELD.address)}
        />
        <TextField
          label={t('Email')}
          type="email"
          readOnly={readOnly}
          error={fieldError(errors.email?.message)}
          {...form.register(FIELD.email)}
        />
        <TextField
          label={t('Website')}
          readOnly={readOnly}
          maxLength={L.website}
          error={fieldError(errors.website?.message)}
          {...form.register(FIELD.website)}
        />
        <GstinField
          kind="company"
          label={t('GSTIN')}
          readOnly={readOnly || locked}
          error={fieldError(errors.gstin?.message)}
          hint={
            locked
              ? state
                ? t('Locked: a valid GSTIN cannot be changed. State {{state}}.', { state })
                : t('Locked: a valid GSTIN cannot be changed.')
              : state
                ? t('State {{state}}', { state })
                : undefined
          }
          {...form.register(FIELD.gstin)}
        />
        <TextField
          label={t('PAN')}
          readOnly={readOnly}
          maxLength={L.panField}
          className={upper}
          error={fieldError(errors.pan?.message)}
          {...form.register(FIELD.pan)}
        />
        <TextField
          label={t('CIN')}
          readOnly={readOnly}
          maxLength={L.cin}
          className={upper}
          error={fieldError(errors.cin?.message)}
          {...form.register(FIELD.cin)}
        />
      </div>
      {canEdit && (
        <div>
          <Button type="submit" pending={isSubmitting} disabled={!isDirty}>
            {t('Save Company Information')}
          </Button>
        </div>
      )}
    </form>
  );
}
