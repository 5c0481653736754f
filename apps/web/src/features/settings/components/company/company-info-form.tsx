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
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { GstinField } from '../../../../ui/gstin-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';

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
      aria-label="Company information"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3"
    >
      <h3 className="font-semibold">Company information</h3>
      {readOnly && <Alert tone="info">{PERMISSION_MESSAGES.onlyAdminsEditCompanyInfo}</Alert>}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 [&_input:read-only]:bg-canvas [&_input:read-only]:text-muted">
        <TextField
          label="Name"
          readOnly={readOnly}
          maxLength={L.name}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Phone"
          type="tel"
          readOnly={readOnly}
          maxLength={L.phone}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label="Address"
          readOnly={readOnly}
          maxLength={L.address}
          className="sm:col-span-2"
          error={errors.address?.message}
          {...form.register('address')}
        />
        <TextField
          label="Email"
          type="email"
          readOnly={readOnly}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Website"
          readOnly={readOnly}
          maxLength={L.website}
          error={errors.website?.message}
          {...form.register('website')}
        />
        <GstinField
          kind="company"
          label="GSTIN"
          readOnly={readOnly || locked}
          error={errors.gstin?.message}
          hint={
            locked
              ? `Locked: a valid GSTIN cannot be changed.${state ? ` State ${state}.` : ''}`
              : state
                ? `State ${state}`
                : undefined
          }
          {...form.register('gstin')}
        />
        <TextField
          label="PAN"
          readOnly={readOnly}
          maxLength={L.panField}
          className={upper}
          error={errors.pan?.message}
          {...form.register('pan')}
        />
        <TextField
          label="CIN"
          readOnly={readOnly}
          maxLength={L.cin}
          className={upper}
          error={errors.cin?.message}
          {...form.register('cin')}
        />
      </div>
      {canEdit && (
        <div>
          <Button type="submit" pending={isSubmitting} disabled={!isDirty}>
            Save Company Information
          </Button>
        </div>
      )}
    </form>
  );
}
