// A customer's GST category (issue 36): none (read from the GSTIN), an SEZ unit or developer, an
// overseas buyer, or a deemed-export buyer. It sets the default kind of supply of its bills.
import { GST_CATEGORIES } from '@hisaab/shared/gst/supply';
import { tk } from '@hisaab/shared/i18n/messages';
import { useTranslation } from '../i18n/react.ts';
import { Select, type SelectProps } from './select.tsx';

export const GST_CATEGORY_LABELS = {
  sez: tk('SEZ unit or developer'),
  overseas: tk('Overseas (export)'),
  deemed_export: tk('Deemed export'),
} as const;

export function GstCategorySelect(props: Omit<SelectProps, 'label' | 'options' | 'placeholder'>) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('GST category')}
      placeholder={t('None (as the GSTIN says)')}
      options={GST_CATEGORIES.map((c) => ({ value: c, label: t(GST_CATEGORY_LABELS[c]) }))}
      hint={t('Sets the kind of supply of its bills.')}
      {...props}
    />
  );
}
