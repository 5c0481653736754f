// Settings › Taxes: the settings list pattern filled in with the taxes' columns, their form and
// calls, and an 'Active on' filter.
import { useTranslation } from '../../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@hisaab/shared/format';
import { LOADING_MESSAGES, SETTINGS_MESSAGES } from '@hisaab/shared/messages';
import type { TaxData } from '@hisaab/shared/schemas/tax';
import { i18n } from '../../../../i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { DatePicker } from '../../../../ui/date-picker.tsx';
import { createTax, deleteTax, updateTax, useTaxes, type Tax } from '../../api/taxes.ts';
import { SettingsList, type SettingsColumn } from '../common/settings-list.tsx';
import { useSettingsList } from '../common/use-settings-list.ts';
import { TaxForm } from './tax-form.tsx';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';

const percent = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

const COLUMNS: SettingsColumn<Tax>[] = [
  {
    key: 'name',
    label: tk('Name'),
    className: 'font-medium whitespace-nowrap',
    cell: (x) => x.name,
  },
  { key: 'type', label: tk('Type'), cell: (x) => x.taxType },
  { key: 'rate', label: tk('Rate %'), align: 'right', cell: (x) => percent.format(x.rate) },
  {
    key: 'compound',
    label: tk('Compound'),
    cell: (x) => (x.isCompound ? i18n.t('Yes') : i18n.t('No')),
  },
  {
    key: 'from',
    label: tk('Effective From'),
    className: 'tabular-nums',
    cell: (x) => (x.effectiveFrom ? formatDate(x.effectiveFrom) : ''),
  },
  {
    key: 'to',
    label: tk('Effective To'),
    className: 'tabular-nums',
    cell: (x) => (x.effectiveTo ? formatDate(x.effectiveTo) : ''),
  },
];

/** Settings › Taxes: an 'Active on' filter, inline Edit Tax, Add Tax and Delete. */
export function TaxesTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [activeOn, setActiveOn] = useState('');
  const taxes = useTaxes(activeOn);

  const state = useSettingsList<Tax, TaxData>({
    noun: tk('Tax'),
    nameOf: (body) => body.name,
    create: createTax,
    update: updateTax,
    // Item rates and groups show these taxes too.
    reload: () => invalidateAfterWrite(queryClient, 'tax'),
    failedToCreate: SETTINGS_MESSAGES.taxes.failedToCreate,
    failedToUpdate: SETTINGS_MESSAGES.taxes.failedToSave,
    remove: {
      call: (tax) => deleteTax(tax.id, tax.version),
      failed: SETTINGS_MESSAGES.taxes.failedToDelete,
    },
  });

  return (
    <SettingsList
      state={state}
      query={taxes}
      rows={taxes.data ?? []}
      caption={tk('Taxes')}
      columns={COLUMNS}
      loadingText={LOADING_MESSAGES.taxes}
      failedToLoad={SETTINGS_MESSAGES.taxes.failedToLoad}
      emptyText={activeOn ? t('No taxes active on this date.') : t('No taxes yet.')}
      nameOf={(tax) => tax.name}
      editor={(tax, save, cancel) => <TaxForm tax={tax} onSave={save} onCancel={cancel} />}
      adder={(save) => <TaxForm tax={null} onSave={save} autoFocus={false} />}
      filters={
        <>
          <DatePicker
            label={t('Active on')}
            value={activeOn}
            onChange={setActiveOn}
            className="w-48"
          />
          <Button variant="secondary" disabled={!activeOn} onClick={() => setActiveOn('')}>
            {t('Clear')}
          </Button>
        </>
      }
      confirm={{
        title: t('Delete tax'),
        message: (tax) =>
          t(
            'Delete tax “{{name}}”? A tax used by saved bills cannot be deleted; give it an Effective To date instead.',
            { name: tax?.name ?? '' },
          ),
      }}
    />
  );
}
