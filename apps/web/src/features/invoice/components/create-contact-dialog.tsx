import { useTranslation } from '../../../i18n/react.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CUSTOMER_LIMITS,
  customerSchema,
  type CustomerInput,
  type CustomerData,
} from '@hisaab/shared/schemas/customer';
import { INVOICE_MESSAGES } from '@hisaab/shared/messages';
import { displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { GstinField } from '../../../ui/gstin-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { GstCategorySelect } from '../../../ui/gst-category-select.tsx';
import type { GstCategory } from '@hisaab/shared/gst/supply';
import { createCustomer } from '../api/create-customer.ts';
import type { CustomerOption } from '../api/autocomplete-data.ts';

const FORM_ID = 'create-contact-form';

interface CreateContactDialogProps {
  open: boolean;
  initialName: string;
  onCancel: () => void;
  onCreated: (customer: CustomerOption) => void;
}

/** Create New Contact (spec section 2): Name, Phone, Address, Email, GSTIN, PAN. */
export function CreateContactDialog({
  open,
  initialName,
  onCancel,
  onCreated,
}: CreateContactDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('Create New Contact')} onClose={onCancel}>
      {open && <ContactForm initialName={initialName} onCancel={onCancel} onCreated={onCreated} />}
    </Dialog>
  );
}

function ContactForm({ initialName, onCancel, onCreated }: Omit<CreateContactDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  // Issue 36: SEZ unit, overseas, deemed export; none unless chosen.
  const [gstCategory, setGstCategory] = useState<GstCategory | null>(null);
  const nameRef = useRef<HTMLInputElement | null>(null);
  const form = useForm<CustomerInput, unknown, CustomerData>({
    resolver: zodResolver(customerSchema),
    defaultValues: { name: initialName, phone: '', address: '', email: '', gstin: '', pan: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    // After the dialog has placed its own focus, start in Name.
    const timer = setTimeout(() => {
      nameRef.current?.focus();
      nameRef.current?.select();
    }, 0);
    return () => clearTimeout(timer);
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      onCreated(await createCustomer({ ...values, gstCategory }));
    } catch (err) {
      setError(displayMessage(err, INVOICE_MESSAGES.failedToCreateCustomer));
    }
  });

  const name = form.register('name');
  const phone = form.register('phone');
  const email = form.register('email');
  const address = form.register('address');
  const gstin = form.register('gstin');
  const pan = form.register('pan');
  const fieldError = (message: string | undefined) => message && messageText(message);
  return (
    <form id={FORM_ID} onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('Name')}
        className="sm:col-span-2"
        maxLength={CUSTOMER_LIMITS.nameMax}
        error={fieldError(errors.name?.message)}
        {...name}
        ref={(el) => {
          name.ref(el);
          nameRef.current = el;
        }}
      />
      <TextField
        label={t('Phone')}
        type="tel"
        inputMode="tel"
        maxLength={CUSTOMER_LIMITS.phone}
        error={fieldError(errors.phone?.message)}
        {...phone}
      />
      <TextField
        label={t('Email')}
        type="email"
        maxLength={CUSTOMER_LIMITS.email}
        error={fieldError(errors.email?.message)}
        {...email}
      />
      <TextField
        label={t('Address')}
        className="sm:col-span-2"
        maxLength={CUSTOMER_LIMITS.address}
        error={fieldError(errors.address?.message)}
        {...address}
      />
      <GstinField
        kind="customer"
        label="GSTIN"
        error={fieldError(errors.gstin?.message)}
        {...gstin}
      />
      <TextField
        label="PAN"
        autoCapitalize="characters"
        maxLength={CUSTOMER_LIMITS.panField}
        error={fieldError(errors.pan?.message)}
        {...pan}
      />
      <GstCategorySelect
        className="sm:col-span-2"
        value={gstCategory ?? ''}
        onChange={(e) => setGstCategory((e.target.value || null) as GstCategory | null)}
      />
      {error && (
        <div className="sm:col-span-2">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" pending={isSubmitting}>
          {t('Save Contact')}
        </Button>
      </div>
    </form>
  );
}
